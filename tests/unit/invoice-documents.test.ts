import { describe, expect, it } from 'vitest';
import { documentBody, isFullInvoice, netUnitPrice, type OrderForDocument } from '@/lib/invoices/documents';

// What a ticket says (issue 16, decisions 029 and 036): the lines as charged,
// bases and quotas per rate that add up to the total.

const order = (overrides: Partial<OrderForDocument>): OrderForDocument => ({
  lines: [
    {
      productName: 'La Clásica',
      quantity: 1,
      unitPriceCents: 960,
      totalCents: 960,
      taxSplit: [{ rate: 10, grossCents: 960 }],
    },
    {
      productName: 'Cerveza',
      quantity: 1,
      unitPriceCents: 300,
      totalCents: 300,
      taxSplit: [{ rate: 21, grossCents: 300 }],
    },
  ],
  discounts: [],
  surchargeCents: 0,
  shippingCents: 0,
  surchargeTaxSplit: [],
  shippingTaxSplit: [],
  packagingUnits: 0,
  packagingCents: 0,
  packagingTaxRate: 10,
  totalCents: 1260,
  taxes: [
    { rate: 10, baseCents: 873, taxCents: 87 },
    { rate: 21, baseCents: 248, taxCents: 52 },
  ],
  ...overrides,
});

describe('documentBody', () => {
  it('gives each rate its base and quota, adding up to the total', () => {
    const body = documentBody(order({}));
    expect(body.taxes).toEqual([
      { rate: 10, base: 873, quota: 87 },
      { rate: 21, base: 248, quota: 52 },
    ]);
    expect(body.taxes.reduce((sum, tax) => sum + tax.base + tax.quota, 0)).toBe(body.totalCents);
  });

  it('keeps a row at 0 for a rate a discount took entirely: a free order still has its breakdown', () => {
    const free = documentBody(
      order({
        discounts: [{ label: 'Invitación de la casa', amountCents: 1260 }],
        totalCents: 0,
        taxes: [
          { rate: 10, baseCents: 0, taxCents: 0 },
          { rate: 21, baseCents: 0, taxCents: 0 },
        ],
      }),
    );
    expect(free.taxes).toEqual([
      { rate: 10, base: 0, quota: 0 },
      { rate: 21, base: 0, quota: 0 },
    ]);
    expect(free.lines.filter((line) => line.description.startsWith('Descuento')).map((line) => line.total)).toEqual([
      -960, -300,
    ]);
    expect(free.taxCents).toBe(0);
  });

  it("prints a menu split between rates once per rate, with each unit's part as its unit price when it divides", () => {
    const menu = (quantity: number, shares: [number, number]) =>
      documentBody(
        order({
          lines: [
            {
              productName: 'Menú Clásico',
              quantity,
              unitPriceCents: (shares[0] + shares[1]) / quantity,
              totalCents: shares[0] + shares[1],
              taxSplit: [
                { rate: 10, grossCents: shares[0] },
                { rate: 21, grossCents: shares[1] },
              ],
            },
          ],
          totalCents: shares[0] + shares[1],
          taxes: [],
        }),
      ).lines.map(({ description, quantity: units, unit_price, total }) => [description, units, unit_price, total]);
    expect(menu(2, [2000, 580])).toEqual([
      ['Menú Clásico (parte al 10 %)', 2, 1000, 2000],
      ['Menú Clásico (parte al 21 %)', 2, 290, 580],
    ]);
    // 2 × 12,90 € split 20,01 + 5,79: no unit's part to the cent, so the two units' part is one line.
    expect(menu(2, [2001, 579])).toEqual([
      ['2 × Menú Clásico (parte al 10 %)', 1, 2001, 2001],
      ['2 × Menú Clásico (parte al 21 %)', 1, 579, 579],
    ]);
    // One part divides and the other does not: both print the same way, for all the units.
    expect(menu(2, [2000, 579])).toEqual([
      ['2 × Menú Clásico (parte al 10 %)', 1, 2000, 2000],
      ['2 × Menú Clásico (parte al 21 %)', 1, 579, 579],
    ]);
  });

  it('prints shipping and the surcharge once per rate they split into, and an order from before at 10 %', () => {
    const delivered = (shippingTaxSplit: OrderForDocument['shippingTaxSplit']) =>
      documentBody(
        order({
          shippingCents: 250,
          shippingTaxSplit,
          surchargeCents: 150,
          surchargeTaxSplit: [{ rate: 21, grossCents: 150 }],
          totalCents: 1660,
          taxes: [],
        }),
      );
    const split = delivered([
      { rate: 10, grossCents: 190 },
      { rate: 21, grossCents: 60 },
    ]);
    expect(split.lines.slice(2).map(({ description, tax_rate, total }) => [description, tax_rate, total])).toEqual([
      ['Suplemento por pedido mínimo', 21, 150],
      ['Gastos de envío (parte al 10 %)', 10, 190],
      ['Gastos de envío (parte al 21 %)', 21, 60],
    ]);
    expect(split.taxes.map((tax) => [tax.rate, tax.base + tax.quota])).toEqual([
      [10, 960 + 190],
      [21, 300 + 150 + 60],
    ]);
    expect(delivered([]).lines.find((line) => line.description === 'Gastos de envío')).toMatchObject({
      tax_rate: 10,
      total: 250,
    });
  });

  it('states unit prices without IVA on full invoices and their corrections (R1), not on tickets', () => {
    expect(['F1', 'F2', 'F3', 'R1', 'R5'].filter(isFullInvoice)).toEqual(['F1', 'F3', 'R1']);
    expect(netUnitPrice({ unit_price: 990, tax_rate: 10 })).toBe(900);
    expect(netUnitPrice({ unit_price: -428, tax_rate: 10 })).toBe(-389);
  });
});
