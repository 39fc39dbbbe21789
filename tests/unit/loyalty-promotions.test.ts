import { describe, expect, it } from 'vitest';
import {
  canRedeem,
  LOYALTY_DEFAULTS,
  parseLoyaltySettings,
  pointsEarned,
  redemptionDiscount,
} from '@/lib/loyalty/rules';
import {
  bestAutomatic,
  checkPromotion,
  promotionDiscount,
  type PromotionContext,
  type PromotionRule,
} from '@/lib/promotions/rules';
import { computeTotals } from '@/lib/orders/totals';

describe('loyalty', () => {
  it('earns one point from the minimum subtotal: 9,99 € none, 10,00 € one', () => {
    expect(pointsEarned(999, LOYALTY_DEFAULTS)).toBe(0);
    expect(pointsEarned(1000, LOYALTY_DEFAULTS)).toBe(1);
    expect(pointsEarned(5000, LOYALTY_DEFAULTS)).toBe(1);
  });

  it('redeems with 6 points, up to the per-product cap', () => {
    expect(canRedeem(5)).toBe(false);
    expect(canRedeem(6)).toBe(true);
    expect(redemptionDiscount(590, LOYALTY_DEFAULTS)).toBe(590);
    expect(redemptionDiscount(1450, LOYALTY_DEFAULTS)).toBe(800);
  });

  it('reads its settings, falling back to the defaults', () => {
    expect(parseLoyaltySettings({ min: '1500', cap: '500' })).toEqual({
      minSubtotalCents: 1500,
      discountCapCents: 500,
    });
    expect(parseLoyaltySettings({ min: 'x', cap: '-1' })).toEqual(LOYALTY_DEFAULTS);
  });

  it('never discounts shipping or the minimum-order surcharge', () => {
    const discount = redemptionDiscount(990, LOYALTY_DEFAULTS);
    const totals = computeTotals({
      lines: [{ totalCents: 990, taxSplit: [{ rate: 10, grossCents: 990 }] }],
      deliveryType: 'delivery',
      minimumOrderCents: 1200,
      minimumOrderSurchargeCents: 150,
      shippingCents: 250,
      discounts: [{ kind: 'loyalty', label: 'Tarjeta', amountCents: discount }],
    });
    expect(totals.discountCents).toBe(800);
    expect(totals.totalCents).toBe(990 - 800 + 150 + 250);
  });
});

const rule = (overrides: Partial<PromotionRule> = {}): PromotionRule => ({
  id: 1,
  code: 'BIENVENIDA5',
  name: 'Bienvenida',
  isAutomatic: false,
  kind: 'fixed',
  value: 500,
  minSubtotalCents: 1500,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: new Date('2026-12-31T23:59:59Z'),
  maxUses: 100,
  maxUsesPerUser: 1,
  usesCount: 0,
  firstOrderOnly: false,
  active: true,
  deliveryTypes: ['delivery', 'takeaway'],
  ...overrides,
});
const context = (overrides: Partial<PromotionContext> = {}): PromotionContext => ({
  deliveryType: 'delivery',
  subtotalCents: 2000,
  now: new Date('2026-11-21T12:00:00Z'),
  customerUses: 0,
  customerOrders: 0,
  ...overrides,
});

describe('promotions', () => {
  it('applies inside every condition', () => {
    expect(checkPromotion(rule(), context())).toEqual({ ok: true, discountCents: 500 });
  });

  it.each([
    ['inactive', rule({ active: false }), context()],
    ['not_started', rule({ startsAt: new Date('2026-12-01T00:00:00Z') }), context()],
    ['expired', rule({ endsAt: new Date('2026-11-20T00:00:00Z') }), context()],
    ['wrong_delivery_type', rule(), context({ deliveryType: 'fast' })],
    ['below_minimum', rule(), context({ subtotalCents: 1499 })],
    ['used_up', rule({ usesCount: 100 }), context()],
    ['already_used', rule(), context({ customerUses: 1 })],
    ['first_order_only', rule({ firstOrderOnly: true }), context({ customerOrders: 2 })],
  ] as const)('refuses with %s', (reason, promotion, ctx) => {
    expect(checkPromotion(promotion, ctx)).toEqual({ ok: false, reason });
  });

  it('takes a percentage rounded to the cent, and never more than the subtotal', () => {
    expect(promotionDiscount({ kind: 'percentage', value: 10 }, 2345)).toBe(235);
    expect(promotionDiscount({ kind: 'fixed', value: 500 }, 300)).toBe(300);
  });

  it('picks the automatic promotion that takes off the most', () => {
    const ten = rule({
      id: 2,
      code: null,
      isAutomatic: true,
      kind: 'percentage',
      value: 10,
      minSubtotalCents: 0,
      maxUsesPerUser: null,
    });
    const three = rule({
      id: 3,
      code: null,
      isAutomatic: true,
      kind: 'fixed',
      value: 300,
      minSubtotalCents: 0,
      maxUsesPerUser: null,
    });
    expect(bestAutomatic([ten, three, rule()], context({ subtotalCents: 2000 }))?.rule.id).toBe(3);
    expect(bestAutomatic([ten, three], context({ subtotalCents: 5000 }))?.rule.id).toBe(2);
    expect(bestAutomatic([rule()], context())).toBeNull();
  });
});
