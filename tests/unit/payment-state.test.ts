import { describe, expect, it } from 'vitest';
import {
  nextPaymentStep,
  PAYMENT_EVENTS,
  PAYMENT_STATES,
  type PaymentEvent,
  type PaymentState,
  type PaymentStep,
} from '@/lib/payments/payment-state';

// Every event in every state (issue 15): the table is the specification.
// "awaiting" is whether the order still waits for this payment.

type Row = [PaymentState, PaymentEvent, awaiting: boolean, expected: PaymentStep];
const move = (to: PaymentState, ...effects: string[]) => ({ kind: 'move', to, effects });
const ignore = { kind: 'ignore' };
const refuse = { kind: 'refuse' };

const TABLE: Row[] = [];
const row = (state: PaymentState, event: PaymentEvent, expected: object, awaiting?: boolean) => {
  for (const value of awaiting === undefined ? [true, false] : [awaiting])
    TABLE.push([state, event, value, expected as PaymentStep]);
};

row('pending', 'authorised', move('paid', 'order_paid'), true);
row('pending', 'authorised', move('refund_pending', 'request_refund'), false);
row('pending', 'denied', move('failed', 'order_payment_failed'));
row('pending', 'timed_out', move('expired', 'order_cancelled'));
row('pending', 'refund_requested', refuse);
row('pending', 'refund_confirmed', refuse);
row('pending', 'refund_refused', refuse);
for (const state of ['failed', 'expired'] as const) {
  row(state, 'authorised', move('paid', 'order_paid'), true);
  row(state, 'authorised', move('refund_pending', 'request_refund'), false);
  row(state, 'denied', ignore);
  row(state, 'timed_out', ignore);
  row(state, 'refund_requested', refuse);
  row(state, 'refund_confirmed', refuse);
  row(state, 'refund_refused', refuse);
}
row('paid', 'authorised', ignore);
row('paid', 'denied', move('paid', 'log_anomaly'));
row('paid', 'timed_out', ignore);
row('paid', 'refund_requested', move('refund_pending', 'request_refund'));
row('paid', 'refund_confirmed', refuse);
row('paid', 'refund_refused', refuse);
row('refund_pending', 'authorised', ignore);
row('refund_pending', 'denied', move('refund_pending', 'log_anomaly'));
row('refund_pending', 'timed_out', ignore);
row('refund_pending', 'refund_requested', ignore);
row('refund_pending', 'refund_confirmed', move('refunded', 'order_refunded'));
row('refund_pending', 'refund_refused', move('refund_failed', 'alert_refund_failed'));
row('refund_failed', 'authorised', ignore);
row('refund_failed', 'denied', move('refund_failed', 'log_anomaly'));
row('refund_failed', 'timed_out', ignore);
row('refund_failed', 'refund_requested', move('refund_pending', 'request_refund'));
row('refund_failed', 'refund_confirmed', move('refunded', 'order_refunded'));
row('refund_failed', 'refund_refused', ignore);
row('refunded', 'authorised', ignore);
row('refunded', 'denied', move('refunded', 'log_anomaly'));
row('refunded', 'timed_out', ignore);
row('refunded', 'refund_requested', ignore);
row('refunded', 'refund_confirmed', ignore);
row('refunded', 'refund_refused', move('refunded', 'log_anomaly'));

describe('the payment state machine', () => {
  it('the table covers every event in every state, with the order waiting or not', () => {
    const covered = new Set(TABLE.map(([state, event, awaiting]) => `${state}/${event}/${awaiting}`));
    expect(covered.size).toBe(PAYMENT_STATES.length * PAYMENT_EVENTS.length * 2);
  });

  it.each(TABLE)('%s + %s (order waiting: %s)', (state, event, awaiting, expected) => {
    expect(nextPaymentStep(state, event, awaiting)).toEqual(expected);
  });

  it('pays an order at most once, whatever the notifications repeat', () => {
    let state: PaymentState = 'pending';
    let paid = 0;
    for (const event of ['authorised', 'authorised', 'denied', 'authorised', 'timed_out'] as const) {
      const step = nextPaymentStep(state, event, state === 'pending');
      if (step.kind === 'move') {
        paid += step.effects.filter((effect) => effect === 'order_paid').length;
        state = step.to;
      }
    }
    expect(paid).toBe(1);
    expect(state).toBe('paid');
  });
});
