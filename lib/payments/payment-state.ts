// The life of one online payment attempt (issue 15): what each event of the
// gateway, the clock or the staff does in each state. Pure and total: every
// event in every state has an answer, so a repeated, late or out-of-order
// notification can never pay an order twice or lose money silently.
//
// One attempt is one Ds_Merchant_Order; a retry is a new attempt. Effects are
// what the caller does in the same transaction as the move.

export const PAYMENT_STATES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refund_pending',
  'refunded',
  'refund_failed',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_EVENTS = [
  /** A signed notification with Ds_Response 0000–0099. */
  'authorised',
  /** A signed notification with any other answer (denied, cancelled by the customer). */
  'denied',
  /** 30 minutes without a notification. */
  'timed_out',
  /** The order was cancelled or rejected after it was paid. */
  'refund_requested',
  /** The gateway confirmed the refund (0900). */
  'refund_confirmed',
  /** The gateway refused the refund, or did not answer. */
  'refund_refused',
] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

export type PaymentEffect =
  /** The order leaves pending_payment: received and paid; the kitchen sees it, the e-mail leaves. */
  | 'order_paid'
  /** The order shows the failure: the customer may retry or go back to the cart. */
  | 'order_payment_failed'
  /** The order is cancelled; its cart, promotion use and points come back. */
  | 'order_cancelled'
  /** Money arrived for an order that no longer waits for it: it is given back. */
  | 'request_refund'
  /** The refund is recorded against the order. */
  | 'order_refunded'
  /** Managers see a refund that did not go through; it is retried. */
  | 'alert_refund_failed'
  /** Something that should not happen (a denial after payment): kept for a person to look at. */
  | 'log_anomaly';

export type PaymentStep =
  | { kind: 'move'; to: PaymentState; effects: PaymentEffect[] }
  /** Already done (a repeated notification): nothing changes. */
  | { kind: 'ignore' }
  /** Not possible in this state: refused, nothing changes. */
  | { kind: 'refuse' };

const move = (to: PaymentState, ...effects: PaymentEffect[]): PaymentStep => ({ kind: 'move', to, effects });
const ignore: PaymentStep = { kind: 'ignore' };
const refuse: PaymentStep = { kind: 'refuse' };

/** `orderAwaitingPayment`: the order is still pending_payment or payment_failed (nobody cancelled it, no other attempt paid it). */
export function nextPaymentStep(state: PaymentState, event: PaymentEvent, orderAwaitingPayment: boolean): PaymentStep {
  switch (state) {
    case 'pending':
      if (event === 'authorised')
        return orderAwaitingPayment ? move('paid', 'order_paid') : move('refund_pending', 'request_refund');
      if (event === 'denied') return move('failed', 'order_payment_failed');
      if (event === 'timed_out') return move('expired', 'order_cancelled');
      return refuse;
    case 'failed':
    case 'expired':
      // Money after a denial or the 30 minutes: the order takes it if it still waits, else it goes back.
      if (event === 'authorised')
        return orderAwaitingPayment ? move('paid', 'order_paid') : move('refund_pending', 'request_refund');
      if (event === 'denied' || event === 'timed_out') return ignore;
      return refuse;
    case 'paid':
      if (event === 'authorised' || event === 'timed_out') return ignore;
      if (event === 'denied') return { kind: 'move', to: 'paid', effects: ['log_anomaly'] };
      if (event === 'refund_requested') return move('refund_pending', 'request_refund');
      return refuse;
    case 'refund_pending':
      if (event === 'refund_confirmed') return move('refunded', 'order_refunded');
      if (event === 'refund_refused') return move('refund_failed', 'alert_refund_failed');
      if (event === 'authorised' || event === 'refund_requested' || event === 'timed_out') return ignore;
      return { kind: 'move', to: 'refund_pending', effects: ['log_anomaly'] };
    case 'refund_failed':
      // Retried by the job or by a manager.
      if (event === 'refund_requested') return move('refund_pending', 'request_refund');
      if (event === 'refund_confirmed') return move('refunded', 'order_refunded');
      if (event === 'authorised' || event === 'timed_out' || event === 'refund_refused') return ignore;
      return { kind: 'move', to: 'refund_failed', effects: ['log_anomaly'] };
    case 'refunded':
      if (
        event === 'refund_confirmed' ||
        event === 'refund_requested' ||
        event === 'authorised' ||
        event === 'timed_out'
      )
        return ignore;
      return { kind: 'move', to: 'refunded', effects: ['log_anomaly'] };
  }
}
