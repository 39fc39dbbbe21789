import 'server-only';
import { db } from '@/lib/db';
import { paymentGateway } from './config';
import { decodeParameters, SIGNATURE_VERSIONS, verify, type SignatureVersion } from './redsys-signature';
import { isAuthorised, MERCHANT_ORDER } from './redsys';
import { applyPaymentEvent, attemptSelect, type Aftermath } from './settle';
import { saveCardFromNotification } from './saved-cards';

// POST /api/payments/redsys/notification (issue 15, scope 2): the gateway's
// word on an attempt, and the only thing that ever marks an order paid.
// Checked in this order, each failure a 400 that changes nothing and is
// logged: the signature (constant time, with our key, for the order code it
// names), then that the order code is ours, then amount, currency, merchant
// and terminal against the attempt. A repeated or late notification is
// answered 200 and changes nothing (the state machine ignores it).

export type NotificationForm = { version: string; parameters: string; signature: string };

export type NotificationResult =
  { ok: true; outcome: 'applied' | 'ignored'; aftermath: Aftermath | null } | { ok: false; reason: string };

/** Fields logged with the notification: never the card's token or number. */
const NOT_LOGGED = new Set(['ds_merchant_identifier', 'ds_card_number', 'ds_expirydate']);

async function log(entry: {
  attemptId?: number;
  merchantOrder?: string;
  outcome: 'accepted' | 'ignored' | 'refused';
  reason?: string;
  parameters?: Record<string, string> | null;
}) {
  const kept = entry.parameters
    ? Object.fromEntries(Object.entries(entry.parameters).filter(([key]) => !NOT_LOGGED.has(key.toLowerCase())))
    : null;
  await db.paymentNotification.create({
    data: {
      attemptId: entry.attemptId ?? null,
      merchantOrder: entry.merchantOrder?.slice(0, 40) ?? null,
      outcome: entry.outcome,
      reason: entry.reason ?? null,
      responseCode: entry.parameters?.Ds_Response?.slice(0, 10) ?? null,
      parameters: kept ? JSON.stringify(kept).slice(0, 4000) : null,
    },
  });
  if (entry.outcome === 'refused')
    console.warn(`Payment notification refused (${entry.reason}) for order ${entry.merchantOrder ?? '?'}`);
}

/** Redsys writes some fields in either case (Ds_Order, DS_ORDER). */
function field(parameters: Record<string, string>, name: string): string | undefined {
  return parameters[name] ?? parameters[name.toUpperCase()];
}

const sameNumber = (given: string | undefined, expected: number) =>
  given !== undefined && /^\d{1,12}$/.test(given) && Number(given) === expected;

export async function receiveNotification(form: NotificationForm, now: Date = new Date()): Promise<NotificationResult> {
  const gateway = paymentGateway();
  const refuse = async (reason: string, parameters: Record<string, string> | null = null, merchantOrder?: string) => {
    // Only a signed notification earns a row: anyone can post unsigned ones, by the thousand.
    if (parameters && merchantOrder) await log({ outcome: 'refused', reason, parameters, merchantOrder });
    else console.warn(`Unsigned payment notification refused (${reason})`);
    return { ok: false as const, reason };
  };
  if (!(SIGNATURE_VERSIONS as readonly string[]).includes(form.version)) return refuse('signature_version');
  const parameters = decodeParameters(form.parameters);
  if (!parameters) return refuse('parameters');
  const merchantOrder = field(parameters, 'Ds_Order');
  if (!merchantOrder || !MERCHANT_ORDER.test(merchantOrder)) return refuse('order_code');
  if (!verify(form.version as SignatureVersion, gateway.secretKey, merchantOrder, form.parameters, form.signature))
    return refuse('signature');

  const found = await db.paymentAttempt.findUnique({
    where: { merchantOrder },
    select: { amountCents: true },
  });
  if (!found) return refuse('unknown_order', parameters, merchantOrder);
  if (!sameNumber(field(parameters, 'Ds_Amount'), found.amountCents))
    return refuse('amount', parameters, merchantOrder);
  if (field(parameters, 'Ds_Currency') !== '978') return refuse('currency', parameters, merchantOrder);
  if (field(parameters, 'Ds_MerchantCode') !== gateway.merchantCode)
    return refuse('merchant', parameters, merchantOrder);
  if (!sameNumber(field(parameters, 'Ds_Terminal'), Number(gateway.terminal)))
    return refuse('terminal', parameters, merchantOrder);
  const type = field(parameters, 'Ds_TransactionType');
  if (type !== undefined && type !== '0') return refuse('transaction_type', parameters, merchantOrder);

  const responseCode = field(parameters, 'Ds_Response');
  const event = isAuthorised(responseCode) ? 'authorised' : 'denied';
  const details = {
    responseCode: responseCode?.slice(0, 10),
    authorisationCode: field(parameters, 'Ds_AuthorisationCode')?.trim().slice(0, 20) || undefined,
  };
  // Read, decide and write in one transaction; a race with another request is read again.
  for (let tries = 0; tries < 5; tries += 1) {
    const result = await db.$transaction(async (tx) => {
      const attempt = await tx.paymentAttempt.findUniqueOrThrow({ where: { merchantOrder }, select: attemptSelect });
      const applied = await applyPaymentEvent(tx, attempt, event, details, now);
      if (applied.outcome === 'applied' && event === 'authorised' && attempt.saveCard)
        await saveCardFromNotification(tx, attempt.order.userId, parameters);
      return { attemptId: attempt.id, applied };
    });
    if (result.applied.outcome === 'raced') continue;
    const outcome = result.applied.outcome === 'applied' ? 'applied' : 'ignored';
    await log({
      attemptId: result.attemptId,
      merchantOrder,
      outcome: outcome === 'applied' ? 'accepted' : 'ignored',
      reason: result.applied.outcome === 'refused' ? `${event} not possible` : undefined,
      parameters,
    });
    return { ok: true, outcome, aftermath: outcome === 'applied' ? result.applied.aftermath : null };
  }
  return { ok: true, outcome: 'ignored', aftermath: null };
}
