import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { POST as realizarPago } from '@/app/[locale]/(site)/pasarela-pruebas/sis/realizarPago/route';
import { POST as pagar } from '@/app/[locale]/(site)/pasarela-pruebas/pagar/route';
import { POST as trataPeticionRest } from '@/app/[locale]/(site)/pasarela-pruebas/sis/rest/trataPeticionREST/route';
import { paymentGateway, returnUrls, SIMULATOR_PATHS } from '@/lib/payments/config';
import { redirectForm, type OnlinePaymentMethod } from '@/lib/payments/redsys';
import { decodeParameters, encodeParameters, sign, verify } from '@/lib/payments/redsys-signature';
import { expectConsoleError } from '@/tests/support/fail-on-console-error';

// The production configuration (a real gateway or a bank's key) is read at
// start-up; the decision is replaced here to see every route refuse.
const simulator = vi.hoisted(() => ({ isAllowed: true }));
vi.mock('@/lib/payments/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/payments/config')>()),
  isSimulatorAllowed: () => simulator.isAllowed,
}));

const context = { params: Promise.resolve({ locale: 'es' }) };
const SITE = 'http://localhost:3000';
const ORDER = '4321AbCdEfGh';
const urls = returnUrls('pedido-abc');

function payment(method: OnlinePaymentMethod = 'card', identifier?: string) {
  return redirectForm(paymentGateway(), {
    order: ORDER,
    amountCents: 2350,
    method,
    identifier,
    ...urls,
  }).params;
}

const post = (
  handler: typeof pagar,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  handler(
    new Request(`${SITE}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', ...headers },
      body: new URLSearchParams(fields),
    }),
    context,
  );

let notifications: { url: string; body: URLSearchParams }[] = [];
let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  simulator.isAllowed = true;
  notifications = [];
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    notifications.push({ url: String(input), body: new URLSearchParams(String(init?.body)) });
    return new Response('', { status: 200 });
  });
});
afterEach(() => fetchSpy.mockRestore());

/** The notification the merchant received, verified with our key as the merchant does. */
function receivedNotification() {
  expect(notifications).toHaveLength(1);
  const { url, body } = notifications[0]!;
  expect(url).toBe(urls.notificationUrl);
  const { signatureVersion, secretKey } = paymentGateway();
  const parameters = body.get('Ds_MerchantParameters')!;
  expect(body.get('Ds_SignatureVersion')).toBe(signatureVersion);
  expect(verify(signatureVersion, secretKey, ORDER, parameters, body.get('Ds_Signature')!)).toBe(true);
  return decodeParameters(parameters)!;
}

describe(`POST ${SIMULATOR_PATHS.redirect}`, () => {
  it('sends a signed payment on to the payment page with its three fields', async () => {
    const fields = payment();
    const response = await post(realizarPago, SIMULATOR_PATHS.redirect, fields);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('Location')!, SITE);
    expect(location.pathname).toBe('/pasarela-pruebas');
    expect(Object.fromEntries(location.searchParams)).toEqual(fields);
  });

  it('refuses a wrong signature with 400 and a page with no way to pay', async () => {
    const response = await post(realizarPago, SIMULATOR_PATHS.redirect, {
      ...payment(),
      Ds_Signature: payment('bizum').Ds_Signature.replace(/^./, (char) => (char === 'A' ? 'B' : 'A')),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('Error SIS0042: la firma no es correcta');
    expect(html).toContain('Simulador de la pasarela de pago: ningún cargo es real');
    expect(html).not.toContain('<form');
  });

  it('refuses an empty post', async () => {
    const response = await post(realizarPago, SIMULATOR_PATHS.redirect, {});
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Error SIS0429');
  });
});

describe('POST /pasarela-pruebas/pagar', () => {
  const TEST_CARD = { card_number: '4548 8120 4940 0004', expiry: '12/49', cvv: '123' };

  it('notifies the merchant of a paid card and sends the browser to URLOK', async () => {
    const response = await post(pagar, '/pasarela-pruebas/pagar', { ...payment(), action: 'pay', ...TEST_CARD });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(urls.okUrl);
    expect(receivedNotification()).toMatchObject({
      Ds_Order: ORDER,
      Ds_Amount: '2350',
      Ds_Currency: '978',
      Ds_Response: '0000',
      Ds_AuthorisationCode: expect.stringMatching(/^\d{6}$/),
      Ds_TransactionType: '0',
      Ds_ProcessedPayMethod: '78',
    });
  });

  it('saves the card the merchant asked to save', async () => {
    await post(pagar, '/pasarela-pruebas/pagar', { ...payment('card', 'REQUIRED'), action: 'pay', ...TEST_CARD });
    expect(receivedNotification()).toMatchObject({
      Ds_Response: '0000',
      Ds_Merchant_Identifier: expect.stringMatching(/^[0-9a-f]{40}$/),
      Ds_Card_Number: '454881******0004',
      Ds_ExpiryDate: '4912',
    });
  });

  it.each([
    ['another card', { ...payment(), action: 'pay', ...TEST_CARD, card_number: '4111 1111 1111 1111' }, '0190'],
    ['a cancelled card payment', { ...payment(), action: 'cancel' }, '9915'],
    ['a refused Bizum request', { ...payment('bizum'), action: 'cancel', phone: '600000000' }, '9915'],
  ])('notifies %s and sends the browser to URLKO', async (_, fields, response) => {
    const answer = await post(pagar, '/pasarela-pruebas/pagar', fields);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe(urls.koUrl);
    expect(receivedNotification()).toMatchObject({ Ds_Response: response });
  });

  it('pays an approved Bizum request and a saved card', async () => {
    const bizum = await post(pagar, '/pasarela-pruebas/pagar', {
      ...payment('bizum'),
      action: 'pay',
      phone: '600000000',
    });
    expect(bizum.headers.get('Location')).toBe(urls.okUrl);
    expect(receivedNotification()).toMatchObject({ Ds_Response: '0000', Ds_ProcessedPayMethod: '68' });

    notifications = [];
    const token = 'c'.repeat(40);
    const saved = await post(pagar, '/pasarela-pruebas/pagar', { ...payment('card', token), action: 'pay' });
    expect(saved.headers.get('Location')).toBe(urls.okUrl);
    expect(receivedNotification()).toMatchObject({ Ds_Response: '0000', Ds_Merchant_Identifier: token });
  });

  it('sends the browser on when the notification does not arrive, and logs it', async () => {
    fetchSpy.mockRejectedValueOnce(new TypeError('fetch failed'));
    const response = await post(pagar, '/pasarela-pruebas/pagar', { ...payment(), action: 'pay', ...TEST_CARD });
    expect(response.headers.get('Location')).toBe(urls.okUrl);
    expect(expectConsoleError()[0]?.[0]).toContain(urls.notificationUrl);
  });

  it('checks the request again and notifies nobody when it was changed', async () => {
    const fields = payment();
    const parameters = decodeParameters(fields.Ds_MerchantParameters)!;
    const cheaper = encodeParameters({ ...parameters, DS_MERCHANT_AMOUNT: '1' });
    const response = await post(pagar, '/pasarela-pruebas/pagar', {
      ...fields,
      Ds_MerchantParameters: cheaper,
      action: 'pay',
      ...TEST_CARD,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Error SIS0042: la firma no es correcta');
    expect(notifications).toEqual([]);
  });
});

describe(`POST ${SIMULATOR_PATHS.rest}`, () => {
  const { merchantCode, terminal, secretKey, signatureVersion } = paymentGateway();
  function refund(amount = '2350') {
    const parameters = encodeParameters({
      DS_MERCHANT_AMOUNT: amount,
      DS_MERCHANT_ORDER: ORDER,
      DS_MERCHANT_MERCHANTCODE: merchantCode,
      DS_MERCHANT_TERMINAL: terminal,
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '3',
    });
    return {
      Ds_SignatureVersion: signatureVersion,
      Ds_MerchantParameters: parameters,
      Ds_Signature: sign(signatureVersion, secretKey, ORDER, parameters),
    };
  }
  const call = (body: unknown) =>
    trataPeticionRest(
      new Request(`${SITE}${SIMULATOR_PATHS.rest}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
      context,
    );

  it('accepts a signed refund with 0900', async () => {
    const response = await call(refund());
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(verify(signatureVersion, secretKey, ORDER, answer.Ds_MerchantParameters, answer.Ds_Signature)).toBe(true);
    expect(decodeParameters(answer.Ds_MerchantParameters)).toMatchObject({
      Ds_Response: '0900',
      Ds_Order: ORDER,
      Ds_Amount: '2350',
      Ds_TransactionType: '3',
    });
  });

  it('answers a wrong signature with 200 and the SIS code only, as Redsys does', async () => {
    const response = await call({ ...refund(), Ds_Signature: refund('1').Ds_Signature });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ errorCode: 'SIS0042' });
  });
});

describe('in a production configuration', () => {
  it('answers 404 everywhere', async () => {
    simulator.isAllowed = false;
    const fields = payment();
    expect((await post(realizarPago, SIMULATOR_PATHS.redirect, fields)).status).toBe(404);
    expect((await post(pagar, '/pasarela-pruebas/pagar', { ...fields, action: 'pay' })).status).toBe(404);
    const rest = await trataPeticionRest(
      new Request(`${SITE}${SIMULATOR_PATHS.rest}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }),
      context,
    );
    expect(rest.status).toBe(404);
    expect(notifications).toEqual([]);
  });
});
