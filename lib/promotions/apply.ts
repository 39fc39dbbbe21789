import 'server-only';
import { AppError } from '@/lib/errors';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import { formatEuros } from '@/lib/pricing/money';
import type { db } from '@/lib/db';
import type { OrderDiscountWritten } from '@/lib/vocabulary/order-discount';
import { bestAutomatic, checkPromotion, type PromotionRefusal, type PromotionRule } from './rules';

// Promotions inside the order's transaction: find the one that applies,
// and count its use with a conditional update so no code is used beyond its
// limit, whatever the concurrency.

type Tx = Pick<typeof db, 'promotion' | 'promotionCode' | 'promotionRedemption' | 'order' | 'orderDiscount'>;

const REFUSALS: Record<PromotionRefusal | 'unknown' | 'code_used', (rule?: PromotionRule) => string> = {
  unknown: () => 'Este código no existe.',
  inactive: () => 'Este código ya no está activo.',
  not_started: () => 'Este código todavía no está activo.',
  expired: () => 'Este código ha caducado.',
  wrong_delivery_type: () => 'Este código no sirve para esta forma de pedido.',
  below_minimum: (rule) => `Este código necesita un pedido de al menos ${formatEuros(rule?.minSubtotalCents ?? 0)}.`,
  used_up: () => 'Este código ya se ha agotado.',
  already_used: () => 'Ya has usado este código.',
  first_order_only: () => 'Este código es solo para tu primer pedido.',
  code_used: () => 'Este código ya se ha usado.',
};

const ruleSelect = {
  id: true,
  code: true,
  name: true,
  isAutomatic: true,
  kind: true,
  value: true,
  minSubtotalCents: true,
  startsAt: true,
  endsAt: true,
  maxUses: true,
  maxUsesPerUser: true,
  usesCount: true,
  firstOrderOnly: true,
  active: true,
  deliveryTypes: { select: { deliveryType: true } },
} as const;

type RuleRow = Omit<PromotionRule, 'deliveryTypes'> & { deliveryTypes: { deliveryType: string }[] };
const toRule = (row: RuleRow): PromotionRule => ({
  ...row,
  deliveryTypes: row.deliveryTypes.map((d) => d.deliveryType as DeliveryType),
});

/**
 * `code` is what the customer typed (normalised), null for an automatic
 * promotion; `batchCodeId` the single-use code of a batch it was.
 */
export type AppliedPromotion = {
  rule: PromotionRule;
  discountCents: number;
  code: string | null;
  batchCodeId: number | null;
};

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The promotion for this order: the code given (refused with a Spanish reason
 * when it does not apply), else the best automatic one, else none.
 */
export async function choosePromotion(
  tx: Tx,
  userId: number,
  code: string | null | undefined,
  order: { deliveryType: DeliveryType; subtotalCents: number; now: Date },
): Promise<AppliedPromotion | null> {
  const customerOrders = await tx.order.count({ where: { userId, status: { not: 'cancelled' } } });
  const context = async (rule: PromotionRule) => ({
    ...order,
    customerOrders,
    customerUses: await tx.promotionRedemption.count({ where: { promotionId: rule.id, userId } }),
  });
  if (code) {
    const typed = normaliseCode(code);
    const shared = await tx.promotion.findUnique({ where: { code: typed }, select: ruleSelect });
    // Not a shared code: maybe one of a batch of single-use codes.
    const batchCode = shared
      ? null
      : await tx.promotionCode.findUnique({
          where: { code: typed },
          select: { id: true, orderId: true, promotion: { select: ruleSelect } },
        });
    const row = shared ?? batchCode?.promotion;
    if (!row) throw refusal('unknown');
    const rule = toRule(row);
    const check = checkPromotion(rule, await context(rule));
    if (!check.ok) throw refusal(check.reason, rule);
    if (batchCode?.orderId) throw refusal('code_used', rule);
    return { rule, discountCents: check.discountCents, code: typed, batchCodeId: batchCode?.id ?? null };
  }
  const automatic = (
    await tx.promotion.findMany({ where: { isAutomatic: true, active: true }, select: ruleSelect })
  ).map(toRule);
  const contexts = await Promise.all(automatic.map(async (rule) => ({ rule, context: await context(rule) })));
  const best = contexts
    .map(({ rule, context: ctx }) => bestAutomatic([rule], ctx))
    .filter((found) => found !== null)
    .sort((a, b) => b.discountCents - a.discountCents)[0];
  return best ? { ...best, code: null, batchCodeId: null } : null;
}

function refusal(reason: PromotionRefusal | 'unknown' | 'code_used', rule?: PromotionRule): AppError {
  return new AppError('validation_failed', { errors: { promotion_code: [REFUSALS[reason](rule)] } });
}

/**
 * Counts the use in the order's transaction: the conditional update refuses
 * a use past maxUses, and the unique (promotion, useNumber) index backs it.
 * Answers the discount line it wrote on the order.
 */
export async function recordPromotionUse(
  tx: Tx,
  applied: AppliedPromotion,
  userId: number,
  orderId: number,
): Promise<OrderDiscountWritten> {
  const { rule } = applied;
  if (applied.batchCodeId !== null) {
    // The single-use code, taken only if still free: two orders at once cannot both use it.
    const taken = await tx.promotionCode.updateMany({
      where: { id: applied.batchCodeId, orderId: null },
      data: { orderId, usedAt: new Date() },
    });
    if (taken.count !== 1) throw refusal('code_used', rule);
  }
  const counted = await tx.promotion.updateMany({
    where: { id: rule.id, ...(rule.maxUses !== null ? { usesCount: { lt: rule.maxUses } } : {}) },
    data: { usesCount: { increment: 1 } },
  });
  if (counted.count !== 1) throw refusal('used_up', rule);
  const { usesCount } = await tx.promotion.findUniqueOrThrow({ where: { id: rule.id }, select: { usesCount: true } });
  await tx.promotionRedemption.create({ data: { promotionId: rule.id, userId, orderId, useNumber: usesCount } });
  const discount = {
    kind: 'promotion',
    label: applied.code ? `${rule.name} (${applied.code})` : rule.name,
    amountCents: applied.discountCents,
  };
  await tx.orderDiscount.create({ data: { orderId, ...discount, promotionId: rule.id } });
  return discount;
}

/** A cancelled order gives its use back, and its single-use code. */
export async function releasePromotionUse(tx: Tx, orderId: number): Promise<void> {
  await tx.promotionCode.updateMany({ where: { orderId }, data: { orderId: null, usedAt: null } });
  const redemption = await tx.promotionRedemption.findUnique({ where: { orderId } });
  if (!redemption) return;
  await tx.promotionRedemption.delete({ where: { orderId } });
  const { usesCount } = await tx.promotion.update({
    where: { id: redemption.promotionId },
    data: { usesCount: { decrement: 1 } },
    select: { usesCount: true },
  });
  // Uses stay numbered 1..usesCount: the last one takes the freed number, or
  // the next order's number would be one still held (a unique-index clash).
  if (redemption.useNumber <= usesCount)
    await tx.promotionRedemption.updateMany({
      where: { promotionId: redemption.promotionId, useNumber: usesCount + 1 },
      data: { useNumber: redemption.useNumber },
    });
}

/** POST /api/promotion/check: whether a code applies to the customer's cart now, and how much it takes off. */
export async function checkCodeForCart(
  client: Tx & Pick<typeof db, 'cartItem'>,
  userId: number,
  code: string,
  cart: { deliveryType: DeliveryType; subtotalCents: number } | null,
): Promise<{ code: string; name: string; discount_cents: number }> {
  if (!cart) throw new AppError('cart_empty');
  const applied = await choosePromotion(client, userId, code, { ...cart, now: new Date() });
  if (!applied) throw refusal('unknown');
  return {
    code: applied.code ?? normaliseCode(code),
    name: applied.rule.name,
    discount_cents: applied.discountCents,
  };
}
