import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as notificationRoute } from '@/app/api/payments/redsys/notification/route';
import { POST as retryRoute } from '@/app/api/orders/[id]/payment/route';
import { db } from '@/lib/db';
import { readOutbox } from '@/lib/mail/transport';
import { flushAllMail } from '@/lib/jobs/mail-worker';
import { decodeParameters, encodeParameters, sign } from '@/lib/payments/redsys-signature';
import { PAYMENT_WINDOW_MS } from '@/lib/payments/attempts';
import { expireUnpaidOrders } from '@/lib/payments/expiry';
import { processDueRefunds } from '@/lib/payments/refunds';
import { paymentGateway, PUBLIC_TEST_KEY } from '@/lib/payments/config';
import { changeOrderStatus, listRestaurantOrders, retryFailedRefund } from '@/lib/orders/staff-orders';
import { ApiClient, setUpTemporaryFiles } from '../support/api-client';
import { expectConsoleError } from '../support/fail-on-console-error';
import {
  cartBody,
  fakeClockFrom,
  fillCart,
  orderBody,
  productId,
  quickCustomer,
  selection,
  type Shop,
} from '../support/ordering';

// Online payment through Redsys (issue 15): only a signed notification pays,
// once however often it comes; anything forged or wrong is refused and
// changes nothing; an unpaid order gives everything back after 30 minutes;
// a paid order that is cancelled is refunded, and a saved card is a token.

setUpTemporaryFiles();
const clock = fakeClockFrom();

let burger: number;
let customers = 0;
let manager: { id: number; role: string };

beforeAll(async () => {
  burger = await productId('burger-clasica');
  const row = await db.user.findFirstOrThrow({ where: { role: 'manager' }, select: { id: true, role: true } });
  manager = row;
  await db.promotion.create({
    data: {
      code: 'PAGO10',
      name: 'Pago online',
      kind: 'percentage',
      value: 10,
      maxUsesPerUser: 1,
      deliveryTypes: { create: [{ deliveryType: 'takeaway' }] },
    },
  });
});

beforeEach(() => clock.advance(61_000));
afterEach(() => vi.unstubAllGlobals());

type Payment = {
  url: string;
  params: { Ds_SignatureVersion: string; Ds_MerchantParameters: string; Ds_Signature: string };
};

/** A fresh customer with two burgers to take away from valencia-ruzafa . */
async function customerWithCart() {
  customers += 1;
  const made = await quickCustomer(1000 + customers);
  await fillCart(made.customer, [cartBody(selection(burger, { quantity: 2 }), { delivery_type: 'recoger' })]);
  return made;
}

async function placeOnline(customer: Shop, overrides: Record<string, unknown> = {}) {
  const response = await customer.placeOrder(orderBody({ payment_method: 'card', ...overrides }));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const payment = response.body.payment as Payment;
  const parameters = decodeParameters(payment.params.Ds_MerchantParameters)!;
  return { order: response.body.data, payment, parameters, merchantOrder: parameters.DS_MERCHANT_ORDER! };
}

/** The notification Redsys posts, signed with the terminal's key unless told otherwise. */
function notification(
  merchantOrder: string,
  amount: number,
  overrides: Record<string, string> = {},
  key = PUBLIC_TEST_KEY,
) {
  const parameters = encodeParameters({
    Ds_Date: '24%2F11%2F2026',
    Ds_Hour: '13%3A05',
    Ds_Amount: String(amount),
    Ds_Currency: '978',
    Ds_Order: merchantOrder,
    Ds_MerchantCode: '999008881',
    Ds_Terminal: '1',
    Ds_Response: '0000',
    Ds_AuthorisationCode: '123456',
    Ds_TransactionType: '0',
    Ds_SecurePayment: '1',
    ...overrides,
  });
  // Redsys signs its notifications in base64url.
  const signature = sign('HMAC_SHA256_V1', key, merchantOrder, parameters).replace(/\+/g, '-').replace(/\//g, '_');
  return { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: parameters, Ds_Signature: signature };
}

const notify = (form: Record<string, string>) =>
  new ApiClient().post(notificationRoute, '/api/payments/redsys/notification', {
    rawBody: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const retryPayment = (client: ApiClient, publicId: string, json: Record<string, unknown>) =>
  client.post(retryRoute, `/api/orders/${publicId}/payment`, { params: { id: publicId }, json });

const orderRow = (publicId: string) =>
  db.order.findUniqueOrThrow({
    where: { publicId },
    select: { id: true, status: true, paymentStatus: true, heldCart: true, userId: true },
  });

const confirmationMails = (orderId: number) =>
  db.mailOutbox.count({ where: { kind: 'order_confirmation', payload: { contains: `"order_id":${orderId}` } } });

describe('POST /api/orders with card or Bizum', () => {
  it('writes the order as pending_payment, keeps the cart aside, hides it from the restaurant and answers the signed form', async () => {
    const { customer } = await customerWithCart();
    const { order, payment, parameters } = await placeOnline(customer);
    expect(order).toMatchObject({ status: 'pending_payment', payment_method: 'card', payment_status: 'pending' });
    // The simulator: a path of this site, so a browser on another address than SITE_URL still reaches it.
    expect(payment.url).toBe('/pasarela-pruebas/sis/realizarPago');
    expect(payment.url).toBe(paymentGateway().url);
    expect(payment.params.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    expect(parameters).toMatchObject({
      DS_MERCHANT_AMOUNT: String(order.total),
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
    });
    expect(parameters.DS_MERCHANT_ORDER).toMatch(/^\d{4}[A-Za-z0-9]{8}$/);
    expect(parameters.DS_MERCHANT_MERCHANTURL).toMatch(/\/api\/payments\/redsys\/notification$/);
    expect(parameters.DS_MERCHANT_URLOK).toContain(`/pedido-confirmado/${order.id}`);
    expect(parameters.DS_MERCHANT_PAYMETHODS).toBeUndefined();
    expect(await customer.cart()).toEqual([]);
    expect((await orderRow(order.id)).heldCart).toContain(`"productId":${burger}`);
    const board = await listRestaurantOrders(manager, 'valencia-ruzafa', null);
    expect(board.map((row) => row.id)).not.toContain(order.id);
    expect(await confirmationMails((await orderRow(order.id)).id)).toBe(0);
  });

  it('asks the gateway for Bizum with DS_MERCHANT_PAYMETHODS z, and gives the same form to a retry of the key', async () => {
    const { customer } = await customerWithCart();
    const key = `bizum-${Date.now()}`;
    const first = await customer.placeOrder(orderBody({ payment_method: 'bizum' }), key);
    expect(first.status).toBe(201);
    expect(decodeParameters(first.body.payment.params.Ds_MerchantParameters)!.DS_MERCHANT_PAYMETHODS).toBe('z');
    const again = await customer.placeOrder(orderBody({ payment_method: 'bizum' }), key);
    expect(again.status).toBe(200);
    expect(again.body.payment).toEqual(first.body.payment);
  });
});

describe('POST /api/payments/redsys/notification', () => {
  it('a success sent 20 times at once makes exactly one paid order, one status change and one e-mail', async () => {
    const { customer } = await customerWithCart();
    const { order, merchantOrder } = await placeOnline(customer);
    const form = notification(merchantOrder, order.total);
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(form)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'received', paymentStatus: 'paid', heldCart: null });
    expect(await db.orderStatusChange.count({ where: { orderId: row.id, status: 'received' } })).toBe(1);
    expect(await confirmationMails(row.id)).toBe(1);
    // Paid, it may still be cancelled: its point waits for the hand-over.
    expect(await db.loyaltyLedgerEntry.count({ where: { orderId: row.id, reason: 'earned' } })).toBe(0);
    const logged = await db.paymentNotification.groupBy({
      by: ['outcome'],
      where: { merchantOrder },
      _count: true,
    });
    expect(Object.fromEntries(logged.map((entry) => [entry.outcome, entry._count]))).toEqual({
      accepted: 1,
      ignored: 19,
    });
    const board = await listRestaurantOrders(manager, 'valencia-ruzafa', null);
    expect(board.map((entry) => entry.id)).toContain(order.id);
  });

  it('refuses with 400 a bad signature, another amount, another merchant, another currency and an unknown order; nothing changes', async () => {
    const { customer } = await customerWithCart();
    const { order, merchantOrder } = await placeOnline(customer);
    const forged = [
      notification(merchantOrder, order.total, {}, Buffer.alloc(24, 7).toString('base64')),
      { ...notification(merchantOrder, order.total), Ds_Signature: 'AAAA' },
      notification(merchantOrder, order.total - 1),
      notification(merchantOrder, order.total, { Ds_MerchantCode: '999008882' }),
      notification(merchantOrder, order.total, { Ds_Currency: '840' }),
      notification('9999ZZZZZZZZ', order.total),
      { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: 'no es base64 ***', Ds_Signature: 'x' },
    ];
    for (const form of forged) expect((await notify(form)).status).toBe(400);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });
    expect(await db.paymentAttempt.findUniqueOrThrow({ where: { merchantOrder } })).toMatchObject({ state: 'pending' });
    // Signed but wrong (amount, merchant, currency) is kept; unsigned posts are only counted in the log.
    const refused = await db.paymentNotification.findMany({ where: { merchantOrder, outcome: 'refused' } });
    expect(refused.map((row) => row.reason)).toEqual(['amount', 'merchant', 'currency']);
  });

  it('a denial leaves the order waiting; a retry is a new attempt that pays it', async () => {
    const { customer, client } = await customerWithCart();
    const { order, merchantOrder } = await placeOnline(customer, { payment_method: 'bizum' });
    expect((await notify(notification(merchantOrder, order.total, { Ds_Response: '9915' }))).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'failed' });

    const retry = await retryPayment(client, order.id, { payment_method: 'card' });
    expect(retry.status).toBe(201);
    const retried = decodeParameters(retry.body.payment.params.Ds_MerchantParameters)!;
    expect(retried.DS_MERCHANT_ORDER).not.toBe(merchantOrder);
    expect(retried.DS_MERCHANT_PAYMETHODS).toBeUndefined();
    expect((await notify(notification(retried.DS_MERCHANT_ORDER!, order.total))).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'received', paymentStatus: 'paid' });
    // Paid: there is nothing left to retry.
    expect((await retryPayment(client, order.id, { payment_method: 'card' })).status).toBe(409);
  });
});

describe('two attempts of one order', () => {
  it('a late denial of the first says nothing of the second; money from both pays once and gives the second back', async () => {
    const { customer, client } = await customerWithCart();
    const { order, merchantOrder: first } = await placeOnline(customer);
    const retry = await retryPayment(client, order.id, { payment_method: 'card' });
    const second = decodeParameters(retry.body.payment.params.Ds_MerchantParameters)!.DS_MERCHANT_ORDER!;

    await notify(notification(first, order.total, { Ds_Response: '0190' }));
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });

    // Both paid after all (two tabs): the order is paid once, the other money goes back.
    await notify(notification(second, order.total));
    await notify(notification(first, order.total));
    expect(await orderRow(order.id)).toMatchObject({ status: 'received', paymentStatus: 'paid' });
    const states = await db.paymentAttempt.findMany({ where: { merchantOrder: { in: [first, second] } } });
    expect(Object.fromEntries(states.map((row) => [row.merchantOrder, row.state]))).toEqual({
      [second]: 'paid',
      [first]: 'refund_pending',
    });
  });

  it('a retry cannot hold the order past an hour from when it was placed', async () => {
    const { customer, client } = await customerWithCart();
    const { order } = await placeOnline(customer);
    const row = await orderRow(order.id);
    await db.order.update({ where: { id: row.id }, data: { createdAt: new Date(Date.now() - 56 * 60_000) } });
    const late = await retryPayment(client, order.id, { payment_method: 'card' });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/demasiado tiempo/);
  });

  it('a retry opens a new 30 minutes: the order does not expire with its first attempt', async () => {
    const { customer, client } = await customerWithCart();
    const { order, merchantOrder } = await placeOnline(customer);
    await db.paymentAttempt.update({ where: { merchantOrder }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await retryPayment(client, order.id, { payment_method: 'bizum' })).status).toBe(201);
    await expireUnpaidOrders(new Date());
    expect((await orderRow(order.id)).status).toBe('pending_payment');
  });
});

describe('30 minutes without payment', () => {
  it('cancels the order and gives back the cart, the promotion use and the points; money after that is refunded', async () => {
    const { customer, userId } = await customerWithCart();
    await db.loyaltyLedgerEntry.create({ data: { userId, points: 6, reason: 'adjustment', note: 'test' } });
    const before = await customer.cart();
    const { order, merchantOrder } = await placeOnline(customer, {
      promotion_code: 'PAGO10',
      loyalty_cart_item_id: before[0]!.id,
    });
    expect(order.promotion_code).toBe('PAGO10');
    expect(order.discounts.map((discount: { kind: string }) => discount.kind)).toEqual(['promotion', 'loyalty']);
    expect(await db.promotionRedemption.count({ where: { userId } })).toBe(1);
    // The 6 points are spent (reserved); the point this order earns waits for the payment.
    expect(await db.loyaltyLedgerEntry.aggregate({ where: { userId }, _sum: { points: true } })).toMatchObject({
      _sum: { points: 0 },
    });

    // Not yet: 29 minutes.
    await expireUnpaidOrders(new Date(Date.now() + PAYMENT_WINDOW_MS - 60_000));
    expect((await orderRow(order.id)).status).toBe('pending_payment');

    await expireUnpaidOrders(new Date(Date.now() + PAYMENT_WINDOW_MS + 1000));
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'expired', heldCart: null });
    expect(await db.promotionRedemption.count({ where: { userId } })).toBe(0);
    expect(await db.loyaltyLedgerEntry.aggregate({ where: { userId }, _sum: { points: true } })).toMatchObject({
      _sum: { points: 6 },
    });
    const after = await customer.cart();
    expect(after.map((item) => [item.product.product_id, item.quantity, item.total_price])).toEqual(
      before.map((item) => [item.product.product_id, item.quantity, item.total_price]),
    );
    const board = await listRestaurantOrders(manager, 'valencia-ruzafa', null);
    expect(board.map((entry) => entry.id)).not.toContain(order.id);

    // The gateway's word arrives after all: the order stays cancelled and the money goes back.
    expect((await notify(notification(merchantOrder, order.total))).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
    expect(await db.paymentAttempt.findUniqueOrThrow({ where: { merchantOrder } })).toMatchObject({
      state: 'refund_pending',
    });
  });
});

describe('refunds', () => {
  it('a paid order cancelled by its customer is refunded through the REST interface, recorded, and retried after a failure', async () => {
    const { customer } = await customerWithCart();
    const { order, merchantOrder } = await placeOnline(customer);
    await notify(notification(merchantOrder, order.total));
    expect((await customer.cancel(order.id)).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });

    // The gateway does not answer: recorded, visible as failed, due again later.
    const now = new Date();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')));
    const logged = expectConsoleError();
    await processDueRefunds(now);
    expect(logged.map((call) => String(call[0]))).toContainEqual(
      expect.stringContaining(`Refund of payment ${merchantOrder} failed`),
    );
    const failed = await db.paymentAttempt.findUniqueOrThrow({ where: { merchantOrder } });
    expect(failed).toMatchObject({ state: 'refund_failed', refundTries: 1 });
    expect(failed.refundDueAt!.getTime()).toBeGreaterThan(now.getTime());
    expect((await orderRow(order.id)).paymentStatus).toBe('refund_failed');

    // Later the gateway answers 0900, signed: refunded.
    const asked: Record<string, string>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const sent = JSON.parse(String(init.body)) as Record<string, string>;
        const request = decodeParameters(sent.Ds_MerchantParameters!)!;
        asked.push(request);
        const code = request.DS_MERCHANT_ORDER!;
        const parameters = encodeParameters({
          Ds_Response: '0900',
          Ds_Order: code,
          Ds_Amount: request.DS_MERCHANT_AMOUNT!,
        });
        return Response.json({
          Ds_SignatureVersion: 'HMAC_SHA256_V1',
          Ds_MerchantParameters: parameters,
          Ds_Signature: sign('HMAC_SHA256_V1', PUBLIC_TEST_KEY, code, parameters),
        });
      }),
    );
    await processDueRefunds(failed.refundDueAt!);
    expect(asked.filter((request) => request.DS_MERCHANT_ORDER === merchantOrder)).toEqual([
      expect.objectContaining({ DS_MERCHANT_TRANSACTIONTYPE: '3', DS_MERCHANT_AMOUNT: String(order.total) }),
    ]);
    expect(await db.paymentAttempt.findUniqueOrThrow({ where: { merchantOrder } })).toMatchObject({
      state: 'refunded',
      refundDueAt: null,
    });
    expect((await orderRow(order.id)).paymentStatus).toBe('refunded');
    const tries = await db.paymentRefund.findMany({ where: { attempt: { merchantOrder } }, orderBy: { id: 'asc' } });
    expect(tries.map((row) => [row.outcome, row.amountCents])).toEqual([
      ['error', order.total],
      ['refunded', order.total],
    ]);
  });

  it('a paid order the restaurant rejects is refunded; a manager may retry only a refund that failed', async () => {
    const { customer, userId } = await customerWithCart();
    const { order, merchantOrder } = await placeOnline(customer);
    await notify(notification(merchantOrder, order.total));
    await expect(retryFailedRefund(manager, order.id)).rejects.toMatchObject({ code: 'conflict' });
    await changeOrderStatus(manager, order.id, { status: 'cancelled', reason: 'Nos hemos quedado sin pan' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
    // Its e-mail promises the money back: «no se te cobrará nada» would be untrue of a paid order.
    const { email } = await db.user.findUniqueOrThrow({ where: { id: userId } });
    await flushAllMail();
    const rejected = readOutbox({ to: email }).find((mail) => mail.subject === `Pedido ${order.number} rechazado`);
    expect(rejected?.text).toContain('Te devolvemos lo que pagaste, por el mismo medio de pago');
    expect(rejected?.text).not.toContain('No se te cobrará nada');
    await db.paymentAttempt.update({ where: { merchantOrder }, data: { state: 'refund_failed' } });
    await db.order.update({ where: { publicId: order.id }, data: { paymentStatus: 'refund_failed' } });
    // The board's notice lists it, and only such orders.
    const owed = await listRestaurantOrders(manager, 'valencia-ruzafa', ['cancelled'], 200, 'refund_failed');
    expect(owed.map((entry) => entry.id)).toContain(order.id);
    expect(owed.every((entry) => entry.payment_status === 'refund_failed')).toBe(true);
    const retried = await retryFailedRefund(manager, order.id);
    expect(retried.id).toBe(order.id);
    const attempt = await db.paymentAttempt.findUniqueOrThrow({ where: { merchantOrder } });
    expect(attempt.refundDueAt!.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('saved cards', () => {
  it('keeps only the token, brand, last four digits and expiry, and pays the next order with the token', async () => {
    const { customer, userId } = await customerWithCart();
    const { order, parameters, merchantOrder } = await placeOnline(customer, { save_card: true });
    expect(parameters.DS_MERCHANT_IDENTIFIER).toBe('REQUIRED');
    const token = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
    await notify(
      notification(merchantOrder, order.total, {
        Ds_Merchant_Identifier: token,
        Ds_Card_Number: '454881******0004',
        Ds_ExpiryDate: '2912',
        Ds_Card_Brand: '1',
      }),
    );
    const cards = await db.paymentMethod.findMany({ where: { userId } });
    expect(cards).toEqual([
      expect.objectContaining({
        gateway: 'redsys',
        gatewayReference: token,
        brand: 'visa',
        last4: '0004',
        expMonth: 12,
        expYear: 2029,
      }),
    ]);
    // No card number and no token in the notification log.
    const logged = await db.paymentNotification.findMany({ where: { merchantOrder } });
    for (const entry of logged) {
      expect(entry.parameters).not.toContain('454881');
      expect(entry.parameters).not.toContain(token);
    }

    await fillCart(customer, [cartBody(selection(burger, { quantity: 2 }), { delivery_type: 'recoger' })]);
    const next = await placeOnline(customer, { saved_card_id: cards[0]!.id });
    expect(next.parameters.DS_MERCHANT_IDENTIFIER).toBe(token);
    expect(next.parameters.DS_MERCHANT_COF_INI).toBeUndefined();
    await notify(notification(next.merchantOrder, next.order.total, { Ds_Merchant_Identifier: token }));
    expect((await orderRow(next.order.id)).paymentStatus).toBe('paid');

    // Another customer's card is not theirs to use.
    const other = await customerWithCart();
    const refused = await other.customer.placeOrder(orderBody({ payment_method: 'card', saved_card_id: cards[0]!.id }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.saved_card_id).toBeDefined();
    expect(await other.customer.cart()).toHaveLength(1);
  });
});
