import 'server-only';
import type { DbClient } from '@/lib/db';
import { enqueueMail } from '@/lib/mail/outbox';
import { reverseLoyalty } from '@/lib/loyalty/ledger';
import { releasePromotionUse } from '@/lib/promotions/apply';
import { restoreHeldCart } from './held-cart';
import { nextPaymentStep, type PaymentEvent, type PaymentState } from './payment-state';
import { issueTicket } from '@/lib/invoices/issue';

// What a payment event does to its attempt and its order, inside one
// transaction: the state machine (./payment-state.ts) decides, every write
// is conditional on the state it was read in, so two notifications at once
// (or a notification racing the 30-minute expiry) apply once.

export type AttemptRow = {
  id: number;
  state: string;
  merchantOrder: string;
  saveCard: boolean;
  order: { id: number; userId: number; status: string; restaurantId: number; heldCart: string | null };
};

export const attemptSelect = {
  id: true,
  state: true,
  merchantOrder: true,
  saveCard: true,
  order: { select: { id: true, userId: true, status: true, restaurantId: true, heldCart: true } },
} as const;

/** What the caller does after the commit. */
export type Aftermath = { restaurantId: number; orderChanged: boolean; mail: boolean; refund: boolean };

export type Applied = { outcome: 'applied' | 'ignored' | 'refused' | 'raced'; aftermath: Aftermath };

export type EventDetails = { responseCode?: string; authorisationCode?: string; reason?: string };

/** Cancels an order that was never paid: its cart, promotion use and points come back. */
export async function cancelUnpaidOrder(
  tx: DbClient,
  order: AttemptRow['order'],
  reason: string,
  paymentStatus: 'expired' | 'failed',
  changedById: number | null = null,
): Promise<boolean> {
  const changed = await tx.order.updateMany({
    where: { id: order.id, status: 'pending_payment' },
    data: { status: 'cancelled', cancelReason: reason, paymentStatus, heldCart: null },
  });
  if (changed.count !== 1) return false;
  await tx.orderStatusChange.create({ data: { orderId: order.id, status: 'cancelled', note: reason, changedById } });
  await reverseLoyalty(tx, order.userId, order.id);
  await releasePromotionUse(tx, order.id);
  await restoreHeldCart(tx, order.userId, order.heldCart);
  return true;
}

/** Applies one event to one attempt read in `attempt.state`. */
export async function applyPaymentEvent(
  tx: DbClient,
  attempt: AttemptRow,
  event: PaymentEvent,
  details: EventDetails = {},
  now: Date = new Date(),
): Promise<Applied> {
  const aftermath: Aftermath = {
    restaurantId: attempt.order.restaurantId,
    orderChanged: false,
    mail: false,
    refund: false,
  };
  const awaiting = attempt.order.status === 'pending_payment';
  const step = nextPaymentStep(attempt.state as PaymentState, event, awaiting);
  if (step.kind === 'ignore') return { outcome: 'ignored', aftermath };
  if (step.kind === 'refuse') return { outcome: 'refused', aftermath };

  const moved = await tx.paymentAttempt.updateMany({
    where: { id: attempt.id, state: attempt.state },
    data: {
      state: step.to,
      ...(details.responseCode ? { responseCode: details.responseCode } : {}),
      ...(details.authorisationCode ? { authorisationCode: details.authorisationCode } : {}),
      ...(step.to === 'refund_pending' ? { refundDueAt: now } : {}),
    },
  });
  // Another request moved it first: the caller reads again.
  if (moved.count !== 1) return { outcome: 'raced', aftermath };

  const orderId = attempt.order.id;
  // Money of a second attempt, while another attempt's payment stands for the order: its refund is
  // this attempt's business, never the order's payment status (the order stays paid).
  const anotherPaid =
    (await tx.paymentAttempt.count({ where: { orderId, id: { not: attempt.id }, state: 'paid' } })) > 0;
  const orderPayment = async (paymentStatus: string) => {
    if (!anotherPaid) await tx.order.update({ where: { id: orderId }, data: { paymentStatus } });
  };
  for (const effect of step.effects) {
    if (effect === 'order_paid') {
      const paid = await tx.order.updateMany({
        where: { id: orderId, status: 'pending_payment' },
        data: {
          status: 'received',
          paymentStatus: 'paid',
          paymentReference: [attempt.merchantOrder, details.authorisationCode].filter(Boolean).join(' '),
          heldCart: null,
        },
      });
      if (paid.count === 1) {
        await tx.orderStatusChange.create({ data: { orderId, status: 'received', note: 'Pago confirmado' } });
        // Paid: the ticket is issued with the payment (issue 16).
        await issueTicket(tx, orderId, now);
        // Written with the payment: sent after the commit, never lost to a crash.
        await enqueueMail(tx, { kind: 'order_confirmation', orderId }, now);
        Object.assign(aftermath, { orderChanged: true, mail: true });
      }
    } else if (effect === 'order_payment_failed') {
      // A late denial of an older attempt says nothing of a newer one still on the bank's page.
      const newer = await tx.paymentAttempt.count({ where: { orderId, id: { gt: attempt.id }, state: 'pending' } });
      if (newer === 0)
        await tx.order.updateMany({
          where: { id: orderId, status: 'pending_payment' },
          data: { paymentStatus: 'failed' },
        });
    } else if (effect === 'order_cancelled') {
      // Only when no other attempt of the order is still within its window.
      const open = await tx.paymentAttempt.count({
        where: { orderId, id: { not: attempt.id }, state: 'pending', expiresAt: { gt: now } },
      });
      if (open === 0 && (await cancelUnpaidOrder(tx, attempt.order, 'Pago no completado en 30 minutos', 'expired')))
        aftermath.orderChanged = true;
    } else if (effect === 'request_refund') {
      await orderPayment('refund_pending');
      aftermath.refund = true;
    } else if (effect === 'order_refunded') {
      await orderPayment('refunded');
    } else if (effect === 'alert_refund_failed') {
      await orderPayment('refund_failed');
      console.error(`Refund of payment ${attempt.merchantOrder} failed: ${details.reason ?? 'no reason'}`);
    } else if (effect === 'log_anomaly') {
      console.error(`Payment ${attempt.merchantOrder}: ${event} in state ${attempt.state}`);
    }
  }
  return { outcome: 'applied', aftermath };
}
