// Loyalty card rules (spec section 9, DESIGN.md section 5). Pure: amounts in
// cents, settings passed in. The ledger and its transaction live in ./ledger.ts.

export type LoyaltySettings = { minSubtotalCents: number; discountCapCents: number; pointsToRedeem: number };

export const LOYALTY_DEFAULTS: LoyaltySettings = { minSubtotalCents: 1000, discountCapCents: 800, pointsToRedeem: 6 };

/** One point for an order whose subtotal reaches the minimum (9,99 € earns none, 10,00 € one). */
export function pointsEarned(subtotalCents: number, settings: LoyaltySettings): number {
  return subtotalCents >= settings.minSubtotalCents ? 1 : 0;
}

export function canRedeem(balance: number, settings: LoyaltySettings): boolean {
  return balance >= settings.pointsToRedeem;
}

/** The discount on one unit of one product, up to the cap; never on shipping or the surcharge. */
export function redemptionDiscount(unitPriceCents: number, settings: LoyaltySettings): number {
  return Math.max(0, Math.min(unitPriceCents, settings.discountCapCents));
}

export function parseLoyaltySettings(values: { min: string; cap: string; points: string }): LoyaltySettings {
  const read = (value: string, fallback: number) => {
    const number = Number(value);
    return Number.isInteger(number) && number >= 0 ? number : fallback;
  };
  return {
    minSubtotalCents: read(values.min, LOYALTY_DEFAULTS.minSubtotalCents),
    discountCapCents: read(values.cap, LOYALTY_DEFAULTS.discountCapCents),
    pointsToRedeem: Math.max(1, read(values.points, LOYALTY_DEFAULTS.pointsToRedeem)),
  };
}
