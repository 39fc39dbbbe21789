/** A discount line as an order stores it (OrderDiscount), as its writer made it. */
export type OrderDiscountWritten = { kind: string; label: string; amountCents: number };
