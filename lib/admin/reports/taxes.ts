import { STORED_AMOUNTS, storedDocumentBody, type StoredAmounts } from '@/lib/invoices/documents';

// The IVA of a sales report by rate (base imponible, cuota, total), pure. The
// amounts are the ones each order's ticket prints: the base and quota per
// rate every order keeps since IVA was kept per rate (`OrderTax`, rounded
// once per rate and order, decision 028; shipping and the surcharge already
// split between the rates, decision 038; discounts already taken off each
// rate), added up; never recomputed from the report's totals. Orders from
// before have no such rows: their ticket's own computation
// (lib/invoices/documents.ts) gives theirs. So the rows add up to the
// report's sales to the cent, whichever orders the report counts.

/** An amount of IVA at one rate (percent), in cents. */
export type TaxAmounts = { rate: number; baseCents: number; taxCents: number };
/** One rate of the report: base, quota and their sum (what customers paid at that rate). */
export type TaxRow = TaxAmounts & { totalCents: number };
export type TaxTotals = { baseCents: number; taxCents: number; totalCents: number };
export type TaxBreakdown = { rows: TaxRow[]; totals: TaxTotals };

/**
 * Amounts of many orders added up by rate, lowest rate first, with their sum.
 * A rate nothing was charged at in the period has no row (a ticket keeps a
 * rate a discount took all of at 0; a report has nothing to say about it).
 */
export function taxBreakdown(amounts: readonly TaxAmounts[]): TaxBreakdown {
  const byRate = new Map<number, TaxAmounts>();
  for (const { rate, baseCents, taxCents } of amounts) {
    const sum = byRate.get(rate) ?? { rate, baseCents: 0, taxCents: 0 };
    byRate.set(rate, { rate, baseCents: sum.baseCents + baseCents, taxCents: sum.taxCents + taxCents });
  }
  const rows = [...byRate.values()]
    .filter((row) => row.baseCents !== 0 || row.taxCents !== 0)
    .sort((a, b) => a.rate - b.rate)
    .map((row) => ({ ...row, totalCents: row.baseCents + row.taxCents }));
  const totals = rows.reduce(
    (sum, row) => ({
      baseCents: sum.baseCents + row.baseCents,
      taxCents: sum.taxCents + row.taxCents,
      totalCents: sum.totalCents + row.totalCents,
    }),
    { baseCents: 0, taxCents: 0, totalCents: 0 },
  );
  return { rows, totals };
}

/** What the report reads of an order placed before IVA was kept per rate: what its ticket is made from. */
export const LEGACY_TAX_ORDER = { id: true, ...STORED_AMOUNTS } as const;
export type LegacyTaxOrder = Omit<StoredAmounts, 'taxes'>;

/** The IVA by rate of an order with no stored rows, as its ticket computes it (lib/invoices/documents.ts). */
export function legacyOrderTaxes(order: LegacyTaxOrder): TaxAmounts[] {
  return storedDocumentBody({ ...order, taxes: [] }).taxes.map((tax) => ({
    rate: tax.rate,
    baseCents: tax.base,
    taxCents: tax.quota,
  }));
}
