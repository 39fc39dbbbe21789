/** How an order is paid today (online payment comes with issue 15). */
export const PAYMENT_METHODS = ['cash', 'card_on_delivery'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
