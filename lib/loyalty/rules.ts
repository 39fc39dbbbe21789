// Loyalty card rules (spec section 9, DESIGN.md section 5). Pure: amounts in
// cents, settings passed in. The ledger and its transaction live in ./ledger.ts.

export type LoyaltySettings = { minSubtotalCents: number; discountCapCents: number };

export const LOYALTY_DEFAULTS: LoyaltySettings = { minSubtotalCents: 1000, discountCapCents: 800 };

/**
 * Points a discount takes: 6, as the spec, issue 6 and the programme's published
 * conditions say, and the card's grid of 6 shows. The amounts are the chain's
 * settings; this is not (docs/decisions/040-spec-audit-choices.md).
 */
export const POINTS_TO_REDEEM = 6;

/** One point for an order whose subtotal reaches the minimum (9,99 € earns none, 10,00 € one). */
export function pointsEarned(subtotalCents: number, settings: LoyaltySettings): number {
  return subtotalCents >= settings.minSubtotalCents ? 1 : 0;
}

export function canRedeem(balance: number): boolean {
  return balance >= POINTS_TO_REDEEM;
}

/** The discount on one unit of one product, up to the cap; never on shipping or the surcharge. */
export function redemptionDiscount(unitPriceCents: number, settings: LoyaltySettings): number {
  return Math.max(0, Math.min(unitPriceCents, settings.discountCapCents));
}

export function parseLoyaltySettings(values: { min: string; cap: string }): LoyaltySettings {
  const read = (value: string, fallback: number) => {
    const number = Number(value);
    return Number.isInteger(number) && number >= 0 ? number : fallback;
  };
  return {
    minSubtotalCents: read(values.min, LOYALTY_DEFAULTS.minSubtotalCents),
    discountCapCents: read(values.cap, LOYALTY_DEFAULTS.discountCapCents),
  };
}
