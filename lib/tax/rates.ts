// The IVA of what a restaurant sells (issue 16, decision 028). Prices include
// IVA; the rate depends on what it is and how it is consumed:
// - what is served at the restaurant, food and drink, alcohol included, is a
//   service at 10 %: "el suministro de comidas y bebidas para consumir en el
//   acto" (LIVA art. 91.Uno.2.2º; decision 036);
// - takeaway and delivery are supplies of goods, 10 % (art. 91.Uno.1.1º),
//   except alcoholic drinks, and soft drinks, juices and gaseosas with added
//   sugar or sweeteners, 21 % (Ley 11/2020 art. 69, since 1 January 2021);
// - shipping and the minimum-order surcharge are accessory to the products
//   they carry and take their rates: split between the rates in proportion
//   to the products at each, before discounts (DGT V2218-18; decision 038).
import { allocate } from '@/lib/pricing/money';
import type { DeliveryType, TaxCategory } from '@/lib/vocabulary/catalogue';

export const IVA_REDUCED = 10;
export const IVA_GENERAL = 21;

/** Consumed at the restaurant: the counter ("fast") and its tables. */
export function isServedOnPremises(deliveryType: DeliveryType): boolean {
  return deliveryType === 'fast';
}

/** The IVA rate, in percent, of a product of `category` ordered for `deliveryType`. */
export function ivaRate(category: TaxCategory, deliveryType: DeliveryType): number {
  switch (category) {
    case 'alcohol':
    case 'sweetened_drink':
      return isServedOnPremises(deliveryType) ? IVA_REDUCED : IVA_GENERAL;
    case 'food':
    case 'drink':
      return IVA_REDUCED;
  }
}

/** The IVA included in a gross amount at `rate` percent, rounded to the cent. */
export function includedTax(grossCents: number, rate: number): number {
  return grossCents - Math.round((grossCents * 100) / (100 + rate));
}

/** The single-use packaging line's price per unit and IVA rate (settings; decision 028). */
export type PackagingPrice = { unitCents: number; rate: number };

/** An amount including IVA at one rate. */
export type TaxShare = { rate: number; grossCents: number };

/** Shares of the same rate added together, by rate ascending, zeros left out. */
export function sumByRate(shares: readonly TaxShare[]): TaxShare[] {
  const byRate = new Map<number, number>();
  for (const share of shares) byRate.set(share.rate, (byRate.get(share.rate) ?? 0) + share.grossCents);
  return [...byRate.entries()]
    .filter(([, grossCents]) => grossCents !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, grossCents]) => ({ rate, grossCents }));
}

/**
 * An accessory charge (shipping, the minimum-order surcharge) split between the
 * rates of the products it goes with, in proportion to their amounts at each
 * rate: all at 10 % for food, all at 21 % for an order of beer, both for a mix.
 * With no product amount to follow, the food's rate.
 */
export function accessorySplit(cents: number, products: readonly TaxShare[]): TaxShare[] {
  if (cents === 0) return [];
  const byRate = sumByRate(products).filter((share) => share.grossCents > 0);
  if (byRate.length === 0) return [{ rate: IVA_REDUCED, grossCents: cents }];
  const parts = allocate(
    cents,
    byRate.map((share) => share.grossCents),
  );
  return byRate
    .map((share, index) => ({ rate: share.rate, grossCents: parts[index]! }))
    .filter((share) => share.grossCents !== 0);
}
