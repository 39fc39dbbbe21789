// What a ticket or invoice says, computed from an order as it was placed
// (issue 16, decision 029). Pure: lib/invoices/issue.ts writes it. Amounts in
// cents; lines include IVA ("IVA incluido"); bases and quotas per rate.
import { IVA_GENERAL, IVA_REDUCED, includedTax, sumByRate, type TaxShare } from '@/lib/tax/rates';
import { readTaxSplit } from '@/lib/tax/line-tax';

export type DocumentLine = {
  description: string;
  quantity: number;
  unit_price: number;
  tax_rate: number;
  total: number;
};
export type DocumentTax = { rate: number; base: number; quota: number };
export type DocumentBody = { lines: DocumentLine[]; taxes: DocumentTax[]; totalCents: number; taxCents: number };

/** An order as the ticket needs it: what was charged, with each line's split by rate. */
export type OrderForDocument = {
  lines: { productName: string; quantity: number; unitPriceCents: number; totalCents: number; taxSplit: TaxShare[] }[];
  discounts: { label: string; amountCents: number }[];
  surchargeCents: number;
  shippingCents: number;
  /** How each splits between rates, as stored with the order (all at 10 % on orders from before; decision 038). */
  surchargeTaxSplit: TaxShare[];
  shippingTaxSplit: TaxShare[];
  packagingUnits: number;
  packagingCents: number;
  packagingTaxRate: number;
  totalCents: number;
  /** The order's stored IVA per rate (gross = base + quota); empty for orders placed before it was kept. */
  taxes: { rate: number; baseCents: number; taxCents: number }[];
};

/** What a document's amounts are made of, as the order stores them (a Prisma select of Order). */
export const STORED_AMOUNTS = {
  surchargeCents: true,
  shippingCents: true,
  surchargeTaxSplit: true,
  shippingTaxSplit: true,
  packagingUnits: true,
  packagingCents: true,
  packagingTaxRate: true,
  totalCents: true,
  lines: {
    orderBy: { id: 'asc' },
    select: {
      productName: true,
      quantity: true,
      unitPriceCents: true,
      totalCents: true,
      taxSplit: true,
      product: { select: { isAlcoholic: true } },
    },
  },
  discounts: { orderBy: { id: 'asc' }, select: { label: true, amountCents: true } },
} as const;

/** An order's amounts as STORED_AMOUNTS reads them: the splits as JSON text, null on orders from before them. */
export type StoredAmounts = Omit<OrderForDocument, 'lines' | 'surchargeTaxSplit' | 'shippingTaxSplit' | 'taxes'> & {
  surchargeTaxSplit: string | null;
  shippingTaxSplit: string | null;
  lines: (Omit<OrderForDocument['lines'][number], 'taxSplit'> & {
    taxSplit: string | null;
    product: { isAlcoholic: boolean };
  })[];
  taxes: OrderForDocument['taxes'];
};

/**
 * The document of a stored order: its splits as kept, or for an order from
 * before they were kept, the rates of then (shipping and the surcharge at
 * 10 %, a line at 21 % when alcoholic, else 10 %).
 */
export function storedDocumentBody(order: StoredAmounts): DocumentBody {
  return documentBody({
    ...order,
    surchargeTaxSplit: readTaxSplit(order.surchargeTaxSplit, order.surchargeCents),
    shippingTaxSplit: readTaxSplit(order.shippingTaxSplit, order.shippingCents),
    lines: order.lines.map((line) => ({
      ...line,
      taxSplit: readTaxSplit(line.taxSplit, line.totalCents, line.product.isAlcoholic ? IVA_GENERAL : IVA_REDUCED),
    })),
  });
}

/** A line's unit price without IVA, to the cent: what a full invoice must state (RD 1619/2012 art. 6.1.f). */
export const netUnitPrice = (line: Pick<DocumentLine, 'unit_price' | 'tax_rate'>): number =>
  Math.round((line.unit_price * 100) / (100 + line.tax_rate));

/** Full invoices (F1, F3) and their corrections (R1, art. 15) state each line's unit price without IVA; a ticket need not. */
export const isFullInvoice = (type: string): boolean => type === 'F1' || type === 'F3' || type === 'R1';

/**
 * The most a simplified invoice (ticket) may be for in hostelería and
 * restauración, IVA included (RD 1619/2012 art. 4.1): above it, the full
 * invoice with the customer's data (decision 036).
 */
export const SIMPLIFIED_INVOICE_LIMIT_CENTS = 300_000;

const line = (description: string, quantity: number, unitPrice: number, rate: number, total: number) => ({
  description,
  quantity,
  unit_price: unitPrice,
  tax_rate: rate,
  total,
});

/**
 * The lines and taxes of the order's ticket. A line split between rates (a
 * menu with a sugary drink taken away) prints once per rate; the discounts
 * print per rate as what the stored per-rate amounts took off, so that the
 * lines of each rate add up to its base plus quota, and all to the total.
 */
export function documentBody(order: OrderForDocument): DocumentBody {
  const lines: DocumentLine[] = order.lines.flatMap((item) =>
    item.taxSplit.length === 1
      ? [line(item.productName, item.quantity, item.unitPriceCents, item.taxSplit[0]!.rate, item.totalCents)]
      : item.taxSplit.map((share, _, shares) =>
          // Each unit's part when the units share every part to the cent, so that a full invoice states a
          // true unit price; otherwise each part of all the units together, as one (its cents do not divide).
          shares.every(({ grossCents }) => grossCents % item.quantity === 0)
            ? line(
                `${item.productName} (parte al ${share.rate} %)`,
                item.quantity,
                share.grossCents / item.quantity,
                share.rate,
                share.grossCents,
              )
            : line(
                `${item.quantity} × ${item.productName} (parte al ${share.rate} %)`,
                1,
                share.grossCents,
                share.rate,
                share.grossCents,
              ),
        ),
  );
  lines.push(...chargeLines('Suplemento por pedido mínimo', order.surchargeCents, order.surchargeTaxSplit));
  lines.push(...chargeLines('Gastos de envío', order.shippingCents, order.shippingTaxSplit));
  if (order.packagingUnits > 0)
    lines.push(
      line(
        'Envase de un solo uso',
        order.packagingUnits,
        Math.round(order.packagingCents / order.packagingUnits),
        order.packagingTaxRate,
        order.packagingCents,
      ),
    );

  const charged = sumByRate(lines.map((item) => ({ rate: item.tax_rate, grossCents: item.total })));
  const stored = order.taxes.length
    ? order.taxes.map((tax) => ({ rate: tax.rate, grossCents: tax.baseCents + tax.taxCents }))
    : storedFallback(charged, order);
  const label = order.discounts.map((discount) => discount.label).join(' + ') || 'Descuento';
  for (const { rate, grossCents } of charged) {
    const kept = stored.find((tax) => tax.rate === rate)?.grossCents ?? 0;
    if (grossCents > kept) lines.push(line(`Descuento: ${label}`, 1, kept - grossCents, rate, kept - grossCents));
  }
  // Every rate charged keeps its row, at 0 when a discount took all of it: a free order's
  // ticket still has its breakdown, which the AEAT's record requires (1 to 12 rows).
  const rates = [...new Set(lines.map((item) => item.tax_rate))].sort((a, b) => a - b);
  const taxes = rates.map((rate) => {
    const grossCents = lines.reduce((sum, item) => (item.tax_rate === rate ? sum + item.total : sum), 0);
    return { rate, base: grossCents - includedTax(grossCents, rate), quota: includedTax(grossCents, rate) };
  });
  return {
    lines,
    taxes,
    totalCents: order.totalCents,
    taxCents: taxes.reduce((sum, tax) => sum + tax.quota, 0),
  };
}

/** A charge of the whole order (shipping, the surcharge): one line, or one per rate it splits into. */
function chargeLines(description: string, cents: number, split: TaxShare[]): DocumentLine[] {
  if (cents <= 0) return [];
  if (split.length <= 1) return [line(description, 1, cents, split[0]?.rate ?? IVA_REDUCED, cents)];
  return split.map((share) =>
    line(`${description} (parte al ${share.rate} %)`, 1, share.grossCents, share.rate, share.grossCents),
  );
}

/** Orders placed before IVA was kept per rate: the discount comes off the rates in proportion. */
function storedFallback(charged: TaxShare[], order: OrderForDocument): TaxShare[] {
  const gross = charged.reduce((sum, share) => sum + share.grossCents, 0);
  let left = order.totalCents;
  return charged.map((share, index) => {
    const kept =
      index === charged.length - 1 ? left : Math.round((share.grossCents * order.totalCents) / Math.max(1, gross));
    left -= kept;
    return { rate: share.rate, grossCents: kept };
  });
}

/** The same document with every amount negated: the correction (R1, R5) of a cancelled or refunded sale. */
export function negated(body: DocumentBody): DocumentBody {
  return {
    lines: body.lines.map((item) => ({ ...item, unit_price: -item.unit_price, total: -item.total })),
    taxes: body.taxes.map((tax) => ({ rate: tax.rate, base: -tax.base, quota: -tax.quota })),
    totalCents: -body.totalCents,
    taxCents: -body.taxCents,
  };
}

export type DocumentKind = 'ticket' | 'invoice' | 'correction';

/** The series of a restaurant's documents of one kind and year: "RUZ1-2026", "RUZ1-2026-F", "RUZ1-2026-R". */
export function seriesOf(restaurant: { id: number; slug: string }, year: string, kind: DocumentKind): string {
  const initials = (restaurant.slug.split('-').pop() ?? 'CE').slice(0, 3).toUpperCase();
  const suffix = kind === 'invoice' ? '-F' : kind === 'correction' ? '-R' : '';
  return `${initials}${restaurant.id}-${year}${suffix}`;
}

/** Series and number as printed and hashed: "RUZ1-2026/000123". */
export function fullNumberOf(series: string, number: number): string {
  return `${series}/${String(number).padStart(6, '0')}`;
}
