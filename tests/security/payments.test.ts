import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as notificationRoute } from '@/app/api/payments/redsys/notification/route';
import { POST as retryRoute } from '@/app/api/orders/[id]/payment/route';
import { POST as simulatorEntry } from '@/app/[locale]/(site)/pasarela-pruebas/sis/realizarPago/route';
import { db } from '@/lib/db';
import { decodeParameters, encodeParameters, sign } from '@/lib/payments/redsys-signature';
import { redirectForm } from '@/lib/payments/redsys';
import { paymentGateway, PUBLIC_TEST_KEY } from '@/lib/payments/config';
import { ApiClient, setUpTemporaryFiles } from '../support/api-client';
import { cartBody, fakeClockFrom, fillCart, orderBody, productId, quickCustomer, selection } from '../support/ordering';

// An attacker of online payment (issue 15): they can read the form we send
// them (order code, amount, merchant), post anything to the notification
// URL, guess other customers' ids, and know Redsys's public test key.

setUpTemporaryFiles();
const clock = fakeClockFrom();

let burger: number;
let next = 0;

beforeAll(async () => {
  burger = await productId('burger-clasica');
});
beforeEach(() => clock.advance(61_000));

async function pendingOrder() {
  next += 1;
  const made = await quickCustomer(5000 + next);
  await fillCart(made.customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
  const placed = await made.customer.placeOrder(orderBody({ payment_method: 'card' }));
  expect(placed.status).toBe(201);
  const parameters = decodeParameters(placed.body.payment.params.Ds_MerchantParameters)!;
  return { ...made, order: placed.body.data, merchantOrder: parameters.DS_MERCHANT_ORDER! };
}

const notify = (body: string, type = 'application/x-www-form-urlencoded') =>
  new ApiClient().post(notificationRoute, '/api/payments/redsys/notification', {
    rawBody: body,
    headers: { 'content-type': type },
  });

function signed(merchantOrder: string, fields: Record<string, string>, key = PUBLIC_TEST_KEY) {
  const parameters = encodeParameters({
    Ds_Order: merchantOrder,
    Ds_MerchantCode: '999008881',
    Ds_Terminal: '1',
    Ds_Currency: '978',
    Ds_TransactionType: '0',
    Ds_Response: '0000',
    ...fields,
  });
  return new URLSearchParams({
    Ds_SignatureVersion: 'HMAC_SHA256_V1',
    Ds_MerchantParameters: parameters,
    Ds_Signature: sign('HMAC_SHA256_V1', key, merchantOrder, parameters),
  }).toString();
}

const state = (merchantOrder: string) =>
  db.paymentAttempt.findUniqueOrThrow({
    where: { merchantOrder },
    select: { state: true, order: { select: { status: true, paymentStatus: true } } },
  });

describe('forged notifications', () => {
  it('a notification signed for one order code cannot pay another (the key is per order)', async () => {
    const victim = await pendingOrder();
    const attacker = await pendingOrder();
    // The attacker's own valid signature, with the victim's order code in the parameters.
    const own = new URLSearchParams(signed(attacker.merchantOrder, { Ds_Amount: String(attacker.order.total) }));
    const forged = encodeParameters({
      ...decodeParameters(own.get('Ds_MerchantParameters')!)!,
      Ds_Order: victim.merchantOrder,
      Ds_Amount: String(victim.order.total),
    });
    own.set('Ds_MerchantParameters', forged);
    expect((await notify(own.toString())).status).toBe(400);
    expect(await state(victim.merchantOrder)).toMatchObject({ state: 'pending', order: { status: 'pending_payment' } });
  });

  it('a correctly signed notification for less money pays nothing', async () => {
    const { order, merchantOrder } = await pendingOrder();
    expect((await notify(signed(merchantOrder, { Ds_Amount: String(order.total - 100) }))).status).toBe(400);
    expect((await notify(signed(merchantOrder, { Ds_Amount: `${order.total}.00` }))).status).toBe(400);
    expect(await state(merchantOrder)).toMatchObject({ state: 'pending', order: { paymentStatus: 'pending' } });
  });

  it('a huge, empty, JSON or garbage body is refused without a 500 and writes nothing', async () => {
    const before = await db.paymentNotification.count();
    expect((await notify('x'.repeat(20_000))).status).toBe(413);
    expect((await notify('')).status).toBe(400);
    expect((await notify('{"Ds_Signature":"x"}', 'application/json')).status).toBe(415);
    expect((await notify('Ds_SignatureVersion=HMAC_SHA256_V1&Ds_MerchantParameters=%%%&Ds_Signature=')).status).toBe(
      400,
    );
    expect(await db.paymentNotification.count()).toBe(before);
  });
});

describe("other customers' orders and cards", () => {
  it("retrying the payment of another customer's order is 'not found'", async () => {
    const victim = await pendingOrder();
    const attacker = await quickCustomer(5999);
    const response = await attacker.client.post(retryRoute, `/api/orders/${victim.order.id}/payment`, {
      params: { id: victim.order.id },
      json: { payment_method: 'card' },
    });
    expect(response.status).toBe(404);
    expect(await db.paymentAttempt.count({ where: { order: { publicId: victim.order.id } } })).toBe(1);
  });

  it("paying with another customer's saved card is refused and no order is written", async () => {
    const victim = await pendingOrder();
    const card = await db.paymentMethod.create({
      data: {
        userId: victim.userId,
        gateway: 'redsys',
        gatewayReference: `tok${Date.now()}abcdef`,
        brand: 'visa',
        last4: '0004',
        expMonth: 12,
        expYear: 2030,
      },
    });
    next += 1;
    const attacker = await quickCustomer(5000 + next);
    await fillCart(attacker.customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    const refused = await attacker.customer.placeOrder(orderBody({ payment_method: 'card', saved_card_id: card.id }));
    expect(refused.status).toBe(422);
    expect(await db.order.count({ where: { userId: attacker.userId } })).toBe(0);
  });
});

describe('the simulator', () => {
  it('refuses a request signed with the public key whose notification or return URL is not this site', async () => {
    const gateway = paymentGateway();
    const form = redirectForm(gateway, {
      order: '1234AbCdEfGh',
      amountCents: 990,
      method: 'card',
      notificationUrl: 'https://attacker.example/steal',
      okUrl: 'https://attacker.example/ok',
      koUrl: 'https://attacker.example/ko',
    });
    const response = await new ApiClient().post(simulatorEntry, '/pasarela-pruebas/sis/realizarPago', {
      rawBody: new URLSearchParams(form.params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });
});
