import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import { allocate } from '@/lib/pricing/money';
import {
  IVA_REDUCED,
  accessorySplit,
  includedTax,
  sumByRate,
  type PackagingPrice,
  type TaxShare,
} from '@/lib/tax/rates';

// The totals of an order in integer cents. Prices include IVA, at the rates
// each line carries (lib/tax/line-tax.ts); shipping and the minimum-order
// surcharge take the products' rates, in proportion (decision 038); the
// single-use packaging of takeaway and delivery has its own line and rate
// (Ley 7/2022 art. 55). Base and quota are rounded once per rate, never per
// line (decision 028). The breakdown is what the receipt shows.

/** A line's total and how it splits between rates (the shares add up to the total). */
export type TotalsLine = { totalCents: number; taxSplit: readonly TaxShare[]; packagingUnits?: number };
export type Discount = { kind: 'promotion' | 'loyalty'; label: string; amountCents: number; lineIndex?: number };

export type TotalsInput = {
  lines: TotalsLine[];
  deliveryType: DeliveryType;
  minimumOrderCents: number;
  minimumOrderSurchargeCents: number;
  shippingCents: number;
  discounts?: Discount[];
  /** Absent: no packaging line (old callers, or a restaurant's own table). */
  packaging?: PackagingPrice;
};

export type TaxLine = { rate: number; baseCents: number; taxCents: number };

export type Totals = {
  subtotalCents: number;
  discountCents: number;
  surchargeCents: number;
  shippingCents: number;
  /** How the surcharge and shipping split between rates (empty when 0): stored with the order for its ticket. */
  surchargeTaxSplit: TaxShare[];
  shippingTaxSplit: TaxShare[];
  /** Single-use containers charged: takeaway and delivery only. */
  packagingUnits: number;
  packagingCents: number;
  totalCents: number;
  taxCents: number;
  tax: TaxLine[];
  /** What is missing to reach the minimum order (0 when reached). */
  missingForMinimumCents: number;
};

/** Takeaway and delivery carry the packaging line; at the counter and the tables nothing is packed. */
export function chargesPackaging(deliveryType: DeliveryType): boolean {
  return deliveryType === 'delivery' || deliveryType === 'takeaway';
}

/**
 * What is left of each share once the discounts are taken off: a discount on
 * one line (the loyalty card's product) from that line's shares, at its own
 * rates; an order-wide one (a promotion) from every share in proportion. Never
 * more than `cap` in all, never below zero.
 */
function takeDiscounts(shares: { grossCents: number; lineIndex: number }[], discounts: Discount[], cap: number) {
  let left = shares.map((share) => share.grossCents);
  let budget = cap;
  const lineFirst = [...discounts].sort(
    (a, b) => Number(a.lineIndex === undefined) - Number(b.lineIndex === undefined),
  );
  for (const discount of lineFirst) {
    const amount = Math.min(Math.max(0, discount.amountCents), budget);
    budget -= amount;
    const onLine = left.map((gross, index) =>
      discount.lineIndex === undefined || shares[index]!.lineIndex === discount.lineIndex ? gross : 0,
    );
    const fromLine = Math.min(
      amount,
      onLine.reduce((sum, gross) => sum + gross, 0),
    );
    const cut = allocate(fromLine, onLine);
    left = left.map((gross, index) => gross - cut[index]!);
    // What the line could not absorb comes off the rest in proportion.
    const rest = allocate(amount - fromLine, left);
    left = left.map((gross, index) => gross - rest[index]!);
  }
  return left;
}

/**
 * Subtotal of the lines; the minimum-order surcharge when a delivery's
 * subtotal is below the minimum; shipping for delivery; discounts reduce only
 * the products, never shipping or the surcharge, and never below zero.
 */
export function computeTotals(input: TotalsInput): Totals {
  const subtotalCents = input.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const isDelivery = input.deliveryType === 'delivery';
  const missingForMinimumCents = isDelivery ? Math.max(0, input.minimumOrderCents - subtotalCents) : 0;
  const surchargeCents = missingForMinimumCents > 0 && subtotalCents > 0 ? input.minimumOrderSurchargeCents : 0;
  const shippingCents = isDelivery && subtotalCents > 0 ? input.shippingCents : 0;
  const requested = (input.discounts ?? []).reduce((sum, discount) => sum + Math.max(0, discount.amountCents), 0);
  const discountCents = Math.min(requested, subtotalCents);

  const shares = input.lines.flatMap((line, lineIndex) => line.taxSplit.map((share) => ({ ...share, lineIndex })));
  const net = takeDiscounts(shares, input.discounts ?? [], discountCents);
  const packagingUnits =
    input.packaging && input.packaging.unitCents > 0 && chargesPackaging(input.deliveryType)
      ? input.lines.reduce((sum, line) => sum + (line.packagingUnits ?? 0), 0)
      : 0;
  const packagingCents = input.packaging ? packagingUnits * input.packaging.unitCents : 0;
  const surchargeTaxSplit = accessorySplit(surchargeCents, shares);
  const shippingTaxSplit = accessorySplit(shippingCents, shares);
  const gross = sumByRate([
    ...shares.map((share, index) => ({ rate: share.rate, grossCents: net[index]! })),
    ...surchargeTaxSplit,
    ...shippingTaxSplit,
    { rate: input.packaging?.rate ?? IVA_REDUCED, grossCents: packagingCents },
  ]);
  const tax = gross
    .filter((share) => share.grossCents > 0)
    .map(({ rate, grossCents }) => ({
      rate,
      taxCents: includedTax(grossCents, rate),
      baseCents: grossCents - includedTax(grossCents, rate),
    }));

  const totalCents = subtotalCents - discountCents + surchargeCents + shippingCents + packagingCents;
  return {
    subtotalCents,
    discountCents,
    surchargeCents,
    shippingCents,
    surchargeTaxSplit,
    shippingTaxSplit,
    packagingUnits,
    packagingCents,
    totalCents,
    taxCents: tax.reduce((sum, line) => sum + line.taxCents, 0),
    tax,
    missingForMinimumCents,
  };
}
