import 'server-only';
import { db, type DbClient } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { OnlinePaymentMethod } from '@/lib/vocabulary/payment-methods';
import { paymentGateway, returnUrls } from './config';
import { newMerchantOrder, redirectForm, type RedirectForm } from './redsys';

// Paying an order online (issue 15): each try is a PaymentAttempt with its own
// Ds_Merchant_Order, and the form the browser posts to the gateway is built
// from it. Nothing here marks anything paid: only the signed notification does
// (./notification.ts).

/** How long the gateway has to tell us; past it the order is cancelled and everything comes back. */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;
/**
 * Retries never hold an order (its slot, its single-use code) for longer than
 * this from when it was placed; the last attempt's window ends there too.
 */
export const ORDER_PAYMENT_LIMIT_MS = 60 * 60 * 1000;
/** A retry needs at least this long on the bank's page. */
const LAST_RETRY_MARGIN_MS = 5 * 60 * 1000;

export type AttemptRequest = {
  orderId: number;
  userId: number;
  amountCents: number;
  method: OnlinePaymentMethod;
  saveCard: boolean;
  savedCardId: number | null;
};

/** The customer's saved card, or a field error: another customer's card is "not found". */
async function savedCard(client: DbClient, userId: number, id: number) {
  const card = await client.paymentMethod.findFirst({
    where: { id, userId, gateway: 'redsys' },
    select: { id: true, gatewayReference: true },
  });
  if (!card)
    throw new AppError('validation_failed', {
      errors: { saved_card_id: ['No encontramos esa tarjeta: elige otra o paga con una nueva.'] },
    });
  return card;
}

/** Writes a new attempt (inside the order's transaction, or a retry's). */
export async function startAttempt(
  client: DbClient,
  request: AttemptRequest,
  now: Date = new Date(),
  orderPlacedAt: Date = now,
) {
  // A saved card pays by card; Bizum never saves a card.
  const card =
    request.method === 'card' && request.savedCardId !== null
      ? await savedCard(client, request.userId, request.savedCardId)
      : null;
  return client.paymentAttempt.create({
    data: {
      orderId: request.orderId,
      merchantOrder: newMerchantOrder(),
      method: request.method,
      amountCents: request.amountCents,
      saveCard: request.method === 'card' && !card && request.saveCard,
      paymentMethodId: card?.id ?? null,
      expiresAt: new Date(
        Math.min(now.getTime() + PAYMENT_WINDOW_MS, orderPlacedAt.getTime() + ORDER_PAYMENT_LIMIT_MS),
      ),
    },
    select: { id: true },
  });
}

export type PaymentRedirect = RedirectForm;

/** The signed form of an attempt, for the browser to post to the gateway. */
export async function paymentRedirect(attemptId: number): Promise<PaymentRedirect> {
  const attempt = await db.paymentAttempt.findUniqueOrThrow({
    where: { id: attemptId },
    select: {
      merchantOrder: true,
      method: true,
      amountCents: true,
      saveCard: true,
      paymentMethod: { select: { gatewayReference: true } },
      order: { select: { publicId: true } },
    },
  });
  return redirectForm(paymentGateway(), {
    order: attempt.merchantOrder,
    amountCents: attempt.amountCents,
    method: attempt.method as OnlinePaymentMethod,
    ...returnUrls(attempt.order.publicId),
    identifier: attempt.paymentMethod?.gatewayReference ?? (attempt.saveCard ? 'REQUIRED' : undefined),
  });
}

/** The form of the order's newest attempt still waiting (a replayed POST /api/orders gets it again). */
export async function pendingRedirect(orderId: number): Promise<PaymentRedirect | null> {
  const attempt = await db.paymentAttempt.findFirst({
    where: { orderId, state: 'pending', order: { status: 'pending_payment' } },
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  return attempt ? paymentRedirect(attempt.id) : null;
}

/**
 * POST /api/orders/{id}/payment: another try at paying an order still waiting
 * for its payment (the last one was denied, or the customer came back). The
 * order's window starts again; an earlier attempt paid late is refunded.
 */
export async function retryPayment(
  userId: number,
  publicId: string,
  input: { method: OnlinePaymentMethod; saveCard: boolean; savedCardId: number | null },
  now: Date = new Date(),
): Promise<PaymentRedirect> {
  const attempt = await db.$transaction(async (tx) => {
    const order = await tx.order.findFirst({
      where: { publicId, userId },
      select: { id: true, status: true, totalCents: true, createdAt: true, scheduledFor: true },
    });
    if (!order) throw new AppError('not_found', { message: 'No encontramos ese pedido.' });
    if (order.status !== 'pending_payment') throw new AppError('payment_not_pending');
    if (now.getTime() > order.createdAt.getTime() + ORDER_PAYMENT_LIMIT_MS - LAST_RETRY_MARGIN_MS)
      throw new AppError('payment_not_pending', {
        message: 'Ha pasado demasiado tiempo para pagar este pedido: vuelve a la cesta y hazlo de nuevo.',
      });
    if (order.scheduledFor && order.scheduledFor.getTime() < now.getTime() + LAST_RETRY_MARGIN_MS)
      throw new AppError('payment_not_pending', {
        message: 'La hora elegida para este pedido ya ha pasado: vuelve a la cesta para elegir otra.',
      });
    const created = await startAttempt(
      tx,
      { orderId: order.id, userId, amountCents: order.totalCents, ...input },
      now,
      order.createdAt,
    );
    await tx.order.update({ where: { id: order.id }, data: { paymentMethod: input.method, paymentStatus: 'pending' } });
    return created;
  });
  return paymentRedirect(attempt.id);
}
