import 'server-only';
import { EventEmitter } from 'node:events';
import { db, type DbClient } from '@/lib/db';
import { paymentGateway, type PaymentGateway } from './config';
import { decodeParameters, encodeParameters, sign, SIGNATURE_VERSIONS, verify } from './redsys-signature';
import { applyPaymentEvent, attemptSelect } from './settle';

// Refunds (issue 15, scope 4): a paid order that is cancelled or rejected, or
// money that arrived for an order nobody waits for any more, is given back
// through the gateway's REST interface (transaction type 3). Every request is
// recorded with its answer (PaymentRefund); one that fails leaves the order
// "refund_failed" for managers to see and is tried again, later each time.

const REFUND_LEASE_MS = 2 * 60 * 1000;
const BATCH = 20;

/** Wait before refund try n + 1: 5 min, 10, 20… at most 6 h; it never gives up. */
export const refundRetryDelayMs = (tries: number) => Math.min(5 * 60_000 * 2 ** Math.max(tries - 1, 0), 6 * 3_600_000);

const bus: EventEmitter = ((globalThis as { __refundBus?: EventEmitter }).__refundBus ??= new EventEmitter());

/** The worker listens: a refund was asked for and committed. */
export function onRefundDue(listener: () => void): void {
  bus.on('due', listener);
}

export function wakeRefunds(): void {
  bus.emit('due');
}

/** Inside the cancelling transaction: every paid attempt of the order is to be refunded. */
export async function requestRefunds(tx: DbClient, orderId: number, now: Date = new Date()): Promise<boolean> {
  const paid = await tx.paymentAttempt.findMany({ where: { orderId, state: 'paid' }, select: attemptSelect });
  let any = false;
  for (const attempt of paid) {
    const applied = await applyPaymentEvent(tx, attempt, 'refund_requested', {}, now);
    any ||= applied.aftermath.refund;
  }
  return any;
}

export type RefundAnswer = { outcome: 'refunded' | 'refused' | 'error'; responseCode: string | null; message: string };

/** One refund request to the REST interface; never throws. */
export async function callRefund(
  gateway: PaymentGateway,
  attempt: { merchantOrder: string; amountCents: number },
): Promise<RefundAnswer> {
  const parameters = encodeParameters({
    DS_MERCHANT_AMOUNT: String(attempt.amountCents),
    DS_MERCHANT_ORDER: attempt.merchantOrder,
    DS_MERCHANT_MERCHANTCODE: gateway.merchantCode,
    DS_MERCHANT_TERMINAL: gateway.terminal,
    DS_MERCHANT_CURRENCY: '978',
    DS_MERCHANT_TRANSACTIONTYPE: '3',
  });
  let body: Record<string, unknown>;
  try {
    const response = await fetch(gateway.restUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        Ds_SignatureVersion: gateway.signatureVersion,
        Ds_MerchantParameters: parameters,
        Ds_Signature: sign(gateway.signatureVersion, gateway.secretKey, attempt.merchantOrder, parameters),
      }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) return { outcome: 'error', responseCode: null, message: `HTTP ${response.status}` };
    body = (await response.json()) as Record<string, unknown>;
  } catch (error) {
    return { outcome: 'error', responseCode: null, message: error instanceof Error ? error.message : 'sin respuesta' };
  }
  // SIS0057: more than is left to refund. Only a retry after an answer that got lost asks that (every
  // refund is of the whole amount, once), so the money is already back.
  if (body.errorCode === 'SIS0057')
    return { outcome: 'refunded', responseCode: null, message: 'Ya devuelto (SIS0057)' };
  if (typeof body.errorCode === 'string') return { outcome: 'refused', responseCode: null, message: body.errorCode };
  const version = String(body.Ds_SignatureVersion ?? '');
  const answer = String(body.Ds_MerchantParameters ?? '');
  const decoded = decodeParameters(answer);
  const signed =
    decoded !== null &&
    (SIGNATURE_VERSIONS as readonly string[]).includes(version) &&
    verify(
      version as (typeof SIGNATURE_VERSIONS)[number],
      gateway.secretKey,
      attempt.merchantOrder,
      answer,
      String(body.Ds_Signature ?? ''),
    );
  if (!signed) return { outcome: 'error', responseCode: null, message: 'respuesta sin firma válida' };
  const code = decoded.Ds_Response ?? null;
  // 0900: refunds and confirmations accepted.
  return code === '0900'
    ? { outcome: 'refunded', responseCode: code, message: 'Devolución aceptada' }
    : { outcome: 'refused', responseCode: code, message: `Devolución rechazada (${code ?? 'sin código'})` };
}

/** Sends the refunds that are due; answers how many it tried. */
export async function processDueRefunds(now: Date = new Date(), gateway: PaymentGateway = paymentGateway()) {
  const due = await db.paymentAttempt.findMany({
    where: { state: { in: ['refund_pending', 'refund_failed'] }, refundDueAt: { lte: now } },
    orderBy: { refundDueAt: 'asc' },
    take: BATCH,
    select: { id: true, merchantOrder: true, amountCents: true, refundDueAt: true, refundTries: true },
  });
  for (const row of due) {
    // Claimed by moving its due time: a second worker (or process) skips it.
    const claimed = await db.paymentAttempt.updateMany({
      where: { id: row.id, refundDueAt: row.refundDueAt },
      data: { refundDueAt: new Date(now.getTime() + REFUND_LEASE_MS) },
    });
    if (claimed.count !== 1) continue;
    const answer = await callRefund(gateway, row);
    await db.$transaction(async (tx) => {
      await tx.paymentRefund.create({
        data: {
          attemptId: row.id,
          amountCents: row.amountCents,
          outcome: answer.outcome,
          responseCode: answer.responseCode,
          message: answer.message.slice(0, 500),
        },
      });
      let attempt = await tx.paymentAttempt.findUniqueOrThrow({ where: { id: row.id }, select: attemptSelect });
      if (attempt.state === 'refund_failed' && answer.outcome === 'refunded') {
        await applyPaymentEvent(tx, attempt, 'refund_requested', {}, now);
        attempt = await tx.paymentAttempt.findUniqueOrThrow({ where: { id: row.id }, select: attemptSelect });
      }
      const event = answer.outcome === 'refunded' ? 'refund_confirmed' : 'refund_refused';
      await applyPaymentEvent(tx, attempt, event, { reason: answer.message }, now);
      const tries = row.refundTries + 1;
      await tx.paymentAttempt.update({
        where: { id: row.id },
        data:
          answer.outcome === 'refunded'
            ? { refundTries: tries, refundDueAt: null, refundError: null }
            : {
                refundTries: tries,
                refundDueAt: new Date(now.getTime() + refundRetryDelayMs(tries)),
                refundError: answer.message.slice(0, 500),
              },
      });
    });
  }
  return due.length;
}

/** A manager asks for a failed refund to be tried again now. */
export async function retryRefundNow(orderId: number, now: Date = new Date()): Promise<number> {
  const moved = await db.paymentAttempt.updateMany({
    where: { orderId, state: 'refund_failed' },
    data: { refundDueAt: now },
  });
  if (moved.count > 0) wakeRefunds();
  return moved.count;
}
