import type { DeliveryType } from '@/lib/vocabulary/catalogue';

// When a promotion applies and how much it takes off. Pure: the order's
// transaction calls it with what it read, and counts the use itself.

export type PromotionRule = {
  id: number;
  code: string | null;
  name: string;
  isAutomatic: boolean;
  kind: string;
  value: number;
  minSubtotalCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerUser: number | null;
  usesCount: number;
  firstOrderOnly: boolean;
  active: boolean;
  deliveryTypes: DeliveryType[];
};

export type PromotionContext = {
  deliveryType: DeliveryType;
  subtotalCents: number;
  now: Date;
  /** Uses of this promotion by the customer. */
  customerUses: number;
  /** Orders the customer placed before (cancelled ones do not count). */
  customerOrders: number;
};

export type PromotionRefusal =
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'wrong_delivery_type'
  | 'below_minimum'
  | 'used_up'
  | 'already_used'
  | 'first_order_only';

export type PromotionCheck = { ok: true; discountCents: number } | { ok: false; reason: PromotionRefusal };

/** The amount off a subtotal: a whole percentage (rounded to the cent) or a fixed amount, never more than the subtotal. */
export function promotionDiscount(rule: Pick<PromotionRule, 'kind' | 'value'>, subtotalCents: number): number {
  const raw = rule.kind === 'percentage' ? Math.round((subtotalCents * rule.value) / 100) : rule.value;
  return Math.max(0, Math.min(raw, subtotalCents));
}

export function checkPromotion(rule: PromotionRule, context: PromotionContext): PromotionCheck {
  if (!rule.active) return { ok: false, reason: 'inactive' };
  if (rule.startsAt && context.now < rule.startsAt) return { ok: false, reason: 'not_started' };
  if (rule.endsAt && context.now > rule.endsAt) return { ok: false, reason: 'expired' };
  if (!rule.deliveryTypes.includes(context.deliveryType)) return { ok: false, reason: 'wrong_delivery_type' };
  if (context.subtotalCents < rule.minSubtotalCents) return { ok: false, reason: 'below_minimum' };
  if (rule.maxUses !== null && rule.usesCount >= rule.maxUses) return { ok: false, reason: 'used_up' };
  if (rule.maxUsesPerUser !== null && context.customerUses >= rule.maxUsesPerUser)
    return { ok: false, reason: 'already_used' };
  if (rule.firstOrderOnly && context.customerOrders > 0) return { ok: false, reason: 'first_order_only' };
  return { ok: true, discountCents: promotionDiscount(rule, context.subtotalCents) };
}

/** The automatic promotion that takes off the most, if any applies. */
export function bestAutomatic(
  rules: PromotionRule[],
  context: PromotionContext,
): { rule: PromotionRule; discountCents: number } | null {
  let best: { rule: PromotionRule; discountCents: number } | null = null;
  for (const rule of rules) {
    if (!rule.isAutomatic) continue;
    const check = checkPromotion(rule, context);
    if (check.ok && check.discountCents > 0 && (!best || check.discountCents > best.discountCents))
      best = { rule, discountCents: check.discountCents };
  }
  return best;
}
