import { describe, expect, it } from 'vitest';
import { computeTotals, type TotalsInput } from '@/lib/orders/totals';
import { includedTax } from '@/lib/tax/rates';
import { allocate } from '@/lib/pricing/money';

const base: TotalsInput = {
  lines: [{ totalCents: 990, taxSplit: [{ rate: 10, grossCents: 990 }] }],
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
    const totals = computeTotals({
      ...base,
      lines: [{ totalCents: 1200, taxSplit: [{ rate: 10, grossCents: 1200 }] }],
    });
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
        { totalCents: 1100, taxSplit: [{ rate: 10, grossCents: 1100 }] },
        { totalCents: 363, taxSplit: [{ rate: 21, grossCents: 363 }] },
      ],
    });
    expect(totals.tax).toEqual([
      { rate: 10, baseCents: 1000, taxCents: 100 },
      { rate: 21, baseCents: 300, taxCents: 63 },
    ]);
    expect(totals.taxCents).toBe(163);
  });

  it('taxes shipping and the surcharge of an order of food at 10 %, as the food', () => {
    const totals = computeTotals(base);
    const gross = 990 + 150 + 250;
    expect(totals.tax).toEqual([
      { rate: 10, baseCents: gross - includedTax(gross, 10), taxCents: includedTax(gross, 10) },
    ]);
    expect(totals.shippingTaxSplit).toEqual([{ rate: 10, grossCents: 250 }]);
    expect(totals.surchargeTaxSplit).toEqual([{ rate: 10, grossCents: 150 }]);
  });

  it('taxes shipping and the surcharge of an order of beer at 21 %, as the beer (decision 038)', () => {
    const totals = computeTotals({ ...base, lines: [{ totalCents: 600, taxSplit: [{ rate: 21, grossCents: 600 }] }] });
    const gross = 600 + 150 + 250;
    expect(totals.tax).toEqual([
      { rate: 21, baseCents: gross - includedTax(gross, 21), taxCents: includedTax(gross, 21) },
    ]);
    expect(totals.shippingTaxSplit).toEqual([{ rate: 21, grossCents: 250 }]);
  });

  it('splits shipping and the surcharge between the rates in proportion to the products, before discounts', () => {
    const lines = [
      { totalCents: 900, taxSplit: [{ rate: 10, grossCents: 900 }] },
      { totalCents: 300, taxSplit: [{ rate: 21, grossCents: 300 }] },
    ];
    const totals = computeTotals({
      ...base,
      minimumOrderCents: 1500,
      lines,
      discounts: [{ kind: 'loyalty', label: 'Cerveza gratis', amountCents: 300, lineIndex: 1 }],
    });
    const [shipping10, shipping21] = allocate(250, [900, 300]);
    const [surcharge10, surcharge21] = allocate(150, [900, 300]);
    expect(totals.shippingTaxSplit).toEqual([
      { rate: 10, grossCents: shipping10 },
      { rate: 21, grossCents: shipping21 },
    ]);
    expect(totals.surchargeTaxSplit).toEqual([
      { rate: 10, grossCents: surcharge10 },
      { rate: 21, grossCents: surcharge21 },
    ]);
    // The free beer leaves only its share of the charges at 21 %.
    expect(totals.tax.map((tax) => [tax.rate, tax.baseCents + tax.taxCents])).toEqual([
      [10, 900 + shipping10! + surcharge10!],
      [21, shipping21! + surcharge21!],
    ]);
    expect(totals.tax.reduce((sum, tax) => sum + tax.baseCents + tax.taxCents, 0)).toBe(totals.totalCents);
  });
});

describe('computeTotals, per rate (issue 16)', () => {
  it('rounds base and quota once per rate, not per line', () => {
    // Three 1,05 € lines at 10 %: per line each quota rounds to 0,10 € (0,30 € in all); the sum 3,15 € has 0,29 €.
    const line = { totalCents: 105, taxSplit: [{ rate: 10, grossCents: 105 }] };
    const totals = computeTotals({ ...base, deliveryType: 'fast', lines: [line, line, line] });
    expect(3 * includedTax(105, 10)).toBe(30);
    expect(totals.tax).toEqual([{ rate: 10, baseCents: 315 - includedTax(315, 10), taxCents: includedTax(315, 10) }]);
    expect(totals.taxCents).toBe(29);
  });

  it('adds the lines of a menu split between two rates to each rate', () => {
    const totals = computeTotals({
      ...base,
      deliveryType: 'takeaway',
      lines: [
        {
          totalCents: 1200,
          taxSplit: [
            { rate: 10, grossCents: 900 },
            { rate: 21, grossCents: 300 },
          ],
        },
        { totalCents: 240, taxSplit: [{ rate: 21, grossCents: 240 }] },
      ],
    });
    expect(totals.tax.map((tax) => [tax.rate, tax.baseCents + tax.taxCents])).toEqual([
      [10, 900],
      [21, 540],
    ]);
  });

  it('takes a discount off each rate in proportion, and the bases and quotas still add up to the total', () => {
    const totals = computeTotals({
      ...base,
      deliveryType: 'takeaway',
      lines: [
        { totalCents: 1000, taxSplit: [{ rate: 10, grossCents: 1000 }] },
        { totalCents: 500, taxSplit: [{ rate: 21, grossCents: 500 }] },
      ],
      discounts: [{ kind: 'promotion', label: '10 %', amountCents: 150 }],
    });
    expect(totals.tax.map((tax) => [tax.rate, tax.baseCents + tax.taxCents])).toEqual([
      [10, 900],
      [21, 450],
    ]);
    expect(totals.tax.reduce((sum, tax) => sum + tax.baseCents + tax.taxCents, 0)).toBe(totals.totalCents);
  });

  it('takes the loyalty card’s discount off its own product, at that product’s rate', () => {
    const totals = computeTotals({
      ...base,
      deliveryType: 'takeaway',
      lines: [
        { totalCents: 1000, taxSplit: [{ rate: 10, grossCents: 1000 }] },
        { totalCents: 300, taxSplit: [{ rate: 21, grossCents: 300 }] },
      ],
      discounts: [{ kind: 'loyalty', label: 'Tarjeta: cerveza', amountCents: 300, lineIndex: 1 }],
    });
    // The beer is free: no 21 % left; the burger keeps all of its 10 %.
    expect(totals.tax).toEqual([
      { rate: 10, baseCents: 1000 - includedTax(1000, 10), taxCents: includedTax(1000, 10) },
    ]);
    expect(totals.totalCents).toBe(1000);
  });

  it('takes a promotion off what the loyalty card left, every rate in proportion', () => {
    const totals = computeTotals({
      ...base,
      deliveryType: 'takeaway',
      lines: [
        { totalCents: 1000, taxSplit: [{ rate: 10, grossCents: 1000 }] },
        { totalCents: 600, taxSplit: [{ rate: 21, grossCents: 600 }] },
      ],
      discounts: [
        { kind: 'promotion', label: '10 %', amountCents: 160 },
        { kind: 'loyalty', label: 'Tarjeta', amountCents: 300, lineIndex: 1 },
      ],
    });
    // After the card: 10 % 1000, 21 % 300; the 160 promotion splits 1000:300.
    expect(totals.tax.map((tax) => [tax.rate, tax.baseCents + tax.taxCents])).toEqual([
      [10, 1000 - 123],
      [21, 300 - 37],
    ]);
    expect(totals.tax.reduce((sum, tax) => sum + tax.baseCents + tax.taxCents, 0)).toBe(totals.totalCents);
  });

  it('prints no packaging line when the packaging is free', () => {
    const totals = computeTotals({
      ...base,
      deliveryType: 'takeaway',
      lines: [{ totalCents: 990, taxSplit: [{ rate: 10, grossCents: 990 }], packagingUnits: 2 }],
      packaging: { unitCents: 0, rate: 10 },
    });
    expect(totals.packagingUnits).toBe(0);
    expect(totals.packagingCents).toBe(0);
  });

  it('charges the packaging line for takeaway and delivery, at its own price and rate, never discounted', () => {
    const lines = [
      { totalCents: 990, taxSplit: [{ rate: 10, grossCents: 990 }], packagingUnits: 2 },
      { totalCents: 240, taxSplit: [{ rate: 21, grossCents: 240 }], packagingUnits: 1 },
    ];
    const packaging = { unitCents: 5, rate: 21 };
    const takeaway = computeTotals({
      ...base,
      deliveryType: 'takeaway',
      lines,
      packaging,
      discounts: [{ kind: 'promotion', label: 'Todo', amountCents: 9999 }],
    });
    expect(takeaway.packagingUnits).toBe(3);
    expect(takeaway.packagingCents).toBe(15);
    expect(takeaway.totalCents).toBe(15);
    expect(takeaway.tax).toEqual([{ rate: 21, baseCents: 15 - includedTax(15, 21), taxCents: includedTax(15, 21) }]);

    const delivery = computeTotals({ ...base, lines, packaging });
    expect(delivery.packagingCents).toBe(15);
    expect(delivery.totalCents).toBe(990 + 240 + 250 + 15);

    const counter = computeTotals({ ...base, deliveryType: 'fast', lines, packaging });
    expect(counter.packagingUnits).toBe(0);
    expect(counter.totalCents).toBe(990 + 240);
  });
});

describe('allocate', () => {
  it('splits in proportion without losing a cent', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    const shares = allocate(999, [123, 456, 789]);
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBe(999);
  });
});
