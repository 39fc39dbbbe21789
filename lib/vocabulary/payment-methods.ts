/** Paid to the restaurant when the order is handed over. */
export const OFFLINE_PAYMENT_METHODS = ['cash', 'card_on_delivery'] as const;
/** Paid online through the gateway before the kitchen sees the order (issue 15). */
export const ONLINE_PAYMENT_METHODS = ['card', 'bizum'] as const;
export const PAYMENT_METHODS = [...OFFLINE_PAYMENT_METHODS, ...ONLINE_PAYMENT_METHODS] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

export const isOnlinePayment = (method: string): method is OnlinePaymentMethod =>
  (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method);

/**
 * The orders a restaurant sees (board, kitchen, events): not one still waiting
 * for its online payment, nor one cancelled because it was never paid.
 */
export const SEEN_BY_RESTAURANT = {
  NOT: [{ status: 'pending_payment' }, { status: 'cancelled', paymentStatus: { in: ['expired', 'failed'] } }],
};
