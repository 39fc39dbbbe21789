import { describe, expect, it } from 'vitest';
import { allocate, computeTotals, includedTax, type TotalsInput } from '@/lib/orders/totals';

const base: TotalsInput = {
  lines: [{ totalCents: 990, isAlcoholic: false }],
  deliveryType: 'delivery',
  minimumOrderCents: 1200,
  minimumOrderSurchargeCents: 150,
  shippingCents: 250,
};

describe('computeTotals', () => {
  it('adds the surcharge below the minimum and shipping for delivery', () => {
    const totals = computeTotals(base);
    expect(totals).toMatchObject({
      subtotalCents: 990,
      surchargeCents: 150,
      shippingCents: 250,
      missingForMinimumCents: 210,
    });
    expect(totals.totalCents).toBe(990 + 150 + 250);
  });

  it('has no surcharge at or above the minimum', () => {
    const totals = computeTotals({ ...base, lines: [{ totalCents: 1200, isAlcoholic: false }] });
    expect(totals.surchargeCents).toBe(0);
    expect(totals.missingForMinimumCents).toBe(0);
    expect(totals.totalCents).toBe(1200 + 250);
  });

  it('charges neither shipping nor surcharge for takeaway and fast', () => {
    for (const deliveryType of ['takeaway', 'fast'] as const) {
      const totals = computeTotals({ ...base, deliveryType });
      expect(totals.shippingCents).toBe(0);
      expect(totals.surchargeCents).toBe(0);
      expect(totals.totalCents).toBe(990);
    }
  });

  it('never discounts shipping or the surcharge, nor goes below zero', () => {
    const totals = computeTotals({
      ...base,
      discounts: [{ kind: 'promotion', label: 'Todo gratis', amountCents: 5000 }],
    });
    expect(totals.discountCents).toBe(990);
    expect(totals.totalCents).toBe(150 + 250);
  });

  it('breaks IVA down by rate: 10 % food, 21 % alcohol, included in the prices', () => {
    const totals = computeTotals({
      ...base,
      deliveryType: 'takeaway',
      lines: [
        { totalCents: 1100, isAlcoholic: false },
        { totalCents: 363, isAlcoholic: true },
      ],
    });
    expect(totals.tax).toEqual([
      { rate: 10, baseCents: 1000, taxCents: 100 },
      { rate: 21, baseCents: 300, taxCents: 63 },
    ]);
    expect(totals.taxCents).toBe(163);
  });

  it('keeps the IVA of shipping and surcharge at 10 %', () => {
    const totals = computeTotals(base);
    const gross = 990 + 150 + 250;
    expect(totals.tax).toEqual([
      { rate: 10, baseCents: gross - includedTax(gross, 10), taxCents: includedTax(gross, 10) },
    ]);
  });
});

describe('allocate', () => {
  it('splits in proportion without losing a cent', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    const shares = allocate(999, [123, 456, 789]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999);
  });
});
