import { describe, expect, it } from 'vitest';
import { legacyOrderTaxes, taxBreakdown, type LegacyTaxOrder } from '@/lib/admin/reports/taxes';
import { salesReportJson, type SalesReport } from '@/lib/admin/reports/types';
import { totalsOf } from '@/lib/admin/reports/summary';
import { includedTax } from '@/lib/tax/rates';

// The IVA by rate of a sales report: the base and quota each order keeps per
// rate, added up (never recomputed from the sums); orders from before those
// were kept, as their tickets compute them.

describe('taxBreakdown', () => {
  it('adds the amounts of each rate, lowest rate first, each row with its total and a row of sums', () => {
    const breakdown = taxBreakdown([
      { rate: 21, baseCents: 248, taxCents: 52 },
      { rate: 10, baseCents: 873, taxCents: 87 },
      { rate: 10, baseCents: 1027, taxCents: 103 },
      { rate: 21, baseCents: 231, taxCents: 49 },
      { rate: 4, baseCents: 100, taxCents: 4 },
    ]);
    expect(breakdown).toEqual({
      rows: [
        { rate: 4, baseCents: 100, taxCents: 4, totalCents: 104 },
        { rate: 10, baseCents: 1900, taxCents: 190, totalCents: 2090 },
        { rate: 21, baseCents: 479, taxCents: 101, totalCents: 580 },
      ],
      totals: { baseCents: 2479, taxCents: 295, totalCents: 2774 },
    });
  });

  it('keeps each order’s rounding: the quota of a rate is the sum of the orders’ quotas, not one of the sum', () => {
    // Two orders of 1,05 € at 10 %: 0,10 € of IVA each (rounded per order), 0,20 € in all,
    // where one computation on 2,10 € would say 0,19 €.
    const perOrder = { rate: 10, baseCents: 105 - includedTax(105, 10), taxCents: includedTax(105, 10) };
    expect(perOrder.taxCents).toBe(10);
    expect(includedTax(210, 10)).toBe(19);
    expect(taxBreakdown([perOrder, perOrder]).rows).toEqual([
      { rate: 10, baseCents: 190, taxCents: 20, totalCents: 210 },
    ]);
  });

  it('leaves out a rate nothing was charged at', () => {
    expect(
      taxBreakdown([
        { rate: 21, baseCents: 0, taxCents: 0 },
        { rate: 10, baseCents: 91, taxCents: 9 },
      ]).rows.map((row) => row.rate),
    ).toEqual([10]);
  });

  it('is empty, with zero sums, without sales', () => {
    expect(taxBreakdown([])).toEqual({ rows: [], totals: { baseCents: 0, taxCents: 0, totalCents: 0 } });
  });
});

describe('orders placed before IVA was kept per rate', () => {
  const legacy = (overrides: Partial<LegacyTaxOrder> = {}): LegacyTaxOrder => ({
    surchargeCents: 0,
    shippingCents: 250,
    surchargeTaxSplit: null,
    shippingTaxSplit: null,
    packagingUnits: 0,
    packagingCents: 0,
    packagingTaxRate: 10,
    totalCents: 1410,
    lines: [
      {
        productName: 'La Clásica',
        quantity: 1,
        unitPriceCents: 960,
        totalCents: 960,
        taxSplit: null,
        product: { isAlcoholic: false },
      },
      {
        productName: 'Cerveza',
        quantity: 1,
        unitPriceCents: 300,
        totalCents: 300,
        taxSplit: null,
        product: { isAlcoholic: true },
      },
    ],
    discounts: [{ label: 'BIENVENIDA', amountCents: 100 }],
    ...overrides,
  });

  it('are taxed as their ticket is: the beer at 21 %, the rest and shipping at 10 %, the discount in proportion', () => {
    // Charged: 10 % 9,60 + 2,50 = 12,10 €; 21 % 3,00 €. Paid 14,10 €: 10 % keeps
    // round(1210 × 1410 / 1510) = 1130, 21 % the other 280.
    const taxes = legacyOrderTaxes(legacy());
    expect(taxes).toEqual([
      { rate: 10, baseCents: 1027, taxCents: 103 },
      { rate: 21, baseCents: 231, taxCents: 49 },
    ]);
    expect(taxes.reduce((sum, tax) => sum + tax.baseCents + tax.taxCents, 0)).toBe(1410);
  });

  it('use the split a line or the shipping kept when it has one', () => {
    const taxes = legacyOrderTaxes(
      legacy({
        discounts: [],
        totalCents: 1510,
        shippingTaxSplit: JSON.stringify([
          { rate: 10, gross_cents: 150 },
          { rate: 21, gross_cents: 100 },
        ]),
        lines: [
          {
            productName: 'Menú',
            quantity: 1,
            unitPriceCents: 1260,
            totalCents: 1260,
            taxSplit: JSON.stringify([
              { rate: 10, gross_cents: 960 },
              { rate: 21, gross_cents: 300 },
            ]),
            product: { isAlcoholic: false },
          },
        ],
      }),
    );
    expect(taxes.map(({ rate, baseCents, taxCents }) => ({ rate, gross: baseCents + taxCents }))).toEqual([
      { rate: 10, gross: 1110 },
      { rate: 21, gross: 400 },
    ]);
  });
});

describe('the API', () => {
  const report: SalesReport = {
    from: '2026-11-24',
    to: '2026-11-24',
    restaurant: null,
    groupBy: 'day',
    rows: [],
    totals: totalsOf([{ orders: 2, totalCents: 2670, discountCents: 0 }]),
    topProducts: [],
    cancellations: { count: 0, reasons: [] },
    taxes: taxBreakdown([
      { rate: 10, baseCents: 1900, taxCents: 190 },
      { rate: 21, baseCents: 479, taxCents: 101 },
    ]),
  };

  it('answers the rates in cents, snake_case, beside the fields it had', () => {
    const { data } = salesReportJson(report);
    expect(Object.keys(data)).toEqual(['rows', 'totals', 'top_products', 'cancellations', 'taxes', 'tax_totals']);
    expect(data.taxes).toEqual([
      { rate: 10, base_cents: 1900, tax_cents: 190, total_cents: 2090 },
      { rate: 21, base_cents: 479, tax_cents: 101, total_cents: 580 },
    ]);
    expect(data.tax_totals).toEqual({ base_cents: 2379, tax_cents: 291, total_cents: 2670 });
  });
});
