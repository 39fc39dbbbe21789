import 'server-only';
import { db } from '@/lib/db';
import { applyPaymentEvent, attemptSelect, cancelUnpaidOrder, type Aftermath } from './settle';

// A pending_payment order without a paying notification 30 minutes after its
// last attempt began is cancelled: its cart, promotion use and points come
// back (issue 15, scope 2). Money that still arrives later is refunded
// (./payment-state.ts: authorised after expired).

const BATCH = 50;

export async function expireUnpaidOrders(now: Date = new Date()): Promise<Aftermath[]> {
  const orders = await db.order.findMany({
    where: { status: 'pending_payment', payments: { none: { expiresAt: { gt: now } } } },
    orderBy: { id: 'asc' },
    take: BATCH,
    select: { id: true },
  });
  const done: Aftermath[] = [];
  for (const { id } of orders) {
    try {
      const cancelled = await db.$transaction(async (tx) => {
        // Read again inside: a retry committed since the list was read opened a new window.
        const open = await tx.paymentAttempt.count({ where: { orderId: id, expiresAt: { gt: now } } });
        if (open > 0) return null;
        const attempts = await tx.paymentAttempt.findMany({
          where: { orderId: id, state: 'pending', expiresAt: { lte: now } },
          select: attemptSelect,
        });
        for (const attempt of attempts) await applyPaymentEvent(tx, attempt, 'timed_out', {}, now);
        const order = await tx.order.findUniqueOrThrow({ where: { id }, select: attemptSelect.order.select });
        // An order whose last attempt was denied has no pending one: it is cancelled here.
        await cancelUnpaidOrder(tx, order, 'Pago no completado en 30 minutos', 'expired');
        return order.restaurantId;
      });
      if (cancelled !== null) done.push({ restaurantId: cancelled, orderChanged: true, mail: false, refund: false });
    } catch (error) {
      // One order that cannot expire now does not hold up the others; the next round tries it again.
      console.error(`Expiring unpaid order ${id} failed`, error);
    }
  }
  return done;
}

/**
 * The customer leaves the payment and goes back to the cart: the order is
 * cancelled, everything reserved comes back, and an attempt paid after all is
 * refunded. Answers whether the order was waiting for payment.
 */
export async function abandonPayment(userId: number, orderId: number, now: Date = new Date()): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const order = await tx.order.findFirst({ where: { id: orderId, userId }, select: attemptSelect.order.select });
    if (!order) return false;
    const cancelled = await cancelUnpaidOrder(tx, order, 'El cliente volvió a la cesta sin pagar', 'failed', userId);
    if (!cancelled) return false;
    const attempts = await tx.paymentAttempt.findMany({ where: { orderId, state: 'pending' }, select: attemptSelect });
    for (const attempt of attempts)
      await applyPaymentEvent(
        tx,
        { ...attempt, order: { ...attempt.order, status: 'cancelled' } },
        'timed_out',
        {},
        now,
      );
    return true;
  });
}
