import type { DeliveryType } from '@/lib/vocabulary/catalogue';

// The totals of an order in integer cents. Prices include IVA: 10 % on food
// and non-alcoholic drinks, 21 % on alcoholic drinks; shipping and the
// minimum-order surcharge follow the food (10 %). The breakdown is what
// the receipt shows.

export const IVA_FOOD = 10;
export const IVA_ALCOHOL = 21;

export type TotalsLine = { totalCents: number; isAlcoholic: boolean };
export type Discount = { kind: 'promotion' | 'loyalty'; label: string; amountCents: number; lineIndex?: number };

export type TotalsInput = {
  lines: TotalsLine[];
  deliveryType: DeliveryType;
  minimumOrderCents: number;
  minimumOrderSurchargeCents: number;
  shippingCents: number;
  discounts?: Discount[];
};

export type TaxLine = { rate: number; baseCents: number; taxCents: number };

export type Totals = {
  subtotalCents: number;
  discountCents: number;
  surchargeCents: number;
  shippingCents: number;
  totalCents: number;
  taxCents: number;
  tax: TaxLine[];
  /** What is missing to reach the minimum order (0 when reached). */
  missingForMinimumCents: number;
};

/** Splits `amount` over `weights` in proportion, the cents left over going to the largest remainders. */
export function allocate(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** The IVA included in a gross amount at `rate` percent, rounded to the cent. */
export function includedTax(grossCents: number, rate: number): number {
  return grossCents - Math.round((grossCents * 100) / (100 + rate));
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

  const lineShares = allocate(
    discountCents,
    input.lines.map((line) => line.totalCents),
  );
  const byRate = new Map<number, number>();
  input.lines.forEach((line, index) => {
    const rate = line.isAlcoholic ? IVA_ALCOHOL : IVA_FOOD;
    byRate.set(rate, (byRate.get(rate) ?? 0) + line.totalCents - (lineShares[index] ?? 0));
  });
  byRate.set(IVA_FOOD, (byRate.get(IVA_FOOD) ?? 0) + surchargeCents + shippingCents);
  const tax = [...byRate.entries()]
    .filter(([, gross]) => gross > 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => ({
      rate,
      taxCents: includedTax(gross, rate),
      baseCents: gross - includedTax(gross, rate),
    }));

  const totalCents = subtotalCents - discountCents + surchargeCents + shippingCents;
  return {
    subtotalCents,
    discountCents,
    surchargeCents,
    shippingCents,
    totalCents,
    taxCents: tax.reduce((sum, line) => sum + line.taxCents, 0),
    tax,
    missingForMinimumCents,
  };
}
