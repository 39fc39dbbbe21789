import { describe, expect, it } from 'vitest';
import { redirectForm, type RedirectRequest, type RedsysTerminal } from '@/lib/payments/redsys';
import { decodeParameters, encodeParameters, sign, verify } from '@/lib/payments/redsys-signature';
import {
  checkPaymentRequest,
  expiryDate,
  notificationFields,
  paymentOutcome,
  type PaymentRequest,
  type SignedFields,
  type TesterChoice,
} from '@/lib/payments/simulator';
import { refundAnswer } from '@/lib/payments/simulator-rest';

const KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const MERCHANT = { merchantCode: '999008881', terminal: '1', secretKey: KEY, siteOrigin: 'https://pedidos.example' };
const TERMINAL: RedsysTerminal = {
  url: 'https://pedidos.example/pasarela-pruebas/sis/realizarPago',
  merchantCode: MERCHANT.merchantCode,
  terminal: MERCHANT.terminal,
  secretKey: KEY,
  signatureVersion: 'HMAC_SHA256_V1',
};
const PAYMENT: RedirectRequest = {
  order: '1234AbCdEfGh',
  amountCents: 2350,
  method: 'card',
  notificationUrl: 'https://pedidos.example/api/payments/redsys/notification',
  okUrl: 'https://pedidos.example/pedido-confirmado/abc?pago=ok',
  koUrl: 'https://pedidos.example/pedido-confirmado/abc?pago=ko',
};
const NOW = new Date('2021-10-22T07:05:00Z');
const TEST_CARD: TesterChoice = { action: 'pay', cardNumber: '4548 8120 4940 0004', expiry: '12/30', cvv: '123' };

const formOf = (overrides: Partial<RedirectRequest> = {}, terminal: Partial<RedsysTerminal> = {}) =>
  redirectForm({ ...TERMINAL, ...terminal }, { ...PAYMENT, ...overrides }).params;

/** A request signed with our key whatever it says: what redirectForm would refuse to build. */
function signedParameters(parameters: Record<string, string>, order = parameters.DS_MERCHANT_ORDER!): SignedFields {
  const merchantParameters = encodeParameters(parameters);
  return {
    Ds_SignatureVersion: 'HMAC_SHA256_V1',
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: sign('HMAC_SHA256_V1', KEY, order, merchantParameters),
  };
}

const paymentParameters = () => decodeParameters(formOf().Ds_MerchantParameters)!;

function checkedRequest(overrides: Partial<RedirectRequest> = {}): PaymentRequest {
  const checked = checkPaymentRequest(MERCHANT, formOf(overrides));
  if (!checked.ok) throw new Error(checked.error.code);
  return checked.value;
}

describe('the simulator checks what the merchant posts, as Redsys does', () => {
  it('accepts a payment signed with our key and reads what it asks', () => {
    const fields = formOf();
    expect(checkPaymentRequest(MERCHANT, fields)).toEqual({
      ok: true,
      value: expect.objectContaining({
        fields,
        version: 'HMAC_SHA256_V1',
        order: '1234AbCdEfGh',
        amountCents: 2350,
        merchantCode: '999008881',
        terminal: '1',
        kind: 'card',
        token: null,
        isSavingCard: false,
        merchantUrl: PAYMENT.notificationUrl,
        okUrl: PAYMENT.okUrl,
        koUrl: PAYMENT.koUrl,
      }),
    });
  });

  it('tells a card, a card to save, a saved card and Bizum apart', () => {
    expect(checkedRequest({ method: 'bizum' })).toMatchObject({ kind: 'bizum', token: null });
    expect(checkedRequest({ identifier: 'REQUIRED' })).toMatchObject({ kind: 'card', isSavingCard: true });
    expect(checkedRequest({ identifier: 'a'.repeat(40) })).toMatchObject({
      kind: 'saved_card',
      token: 'a'.repeat(40),
      isSavingCard: false,
    });
  });

  it('accepts the SHA-512 signature and parameter names in Redsys camel case', () => {
    expect(checkPaymentRequest(MERCHANT, formOf({}, { signatureVersion: 'HMAC_SHA512_V2' })).ok).toBe(true);
    const camel = Object.fromEntries(
      Object.entries(paymentParameters()).map(([key, value]) => [
        key.replace(
          /^DS_MERCHANT_(.)(.*)$/,
          (_, first: string, rest: string) => `Ds_Merchant_${first}${rest.toLowerCase()}`,
        ),
        value,
      ]),
    );
    expect(checkPaymentRequest(MERCHANT, signedParameters(camel, PAYMENT.order)).ok).toBe(true);
  });

  const good = formOf();
  const cases: [string, SignedFields, string, string][] = [
    [
      'a wrong signature',
      { ...good, Ds_Signature: formOf({ amountCents: 1 }).Ds_Signature },
      'SIS0042',
      'la firma no es correcta',
    ],
    ['no signature', { ...good, Ds_Signature: '' }, 'SIS0042', 'la firma no es correcta'],
    [
      'a key of another merchant',
      formOf({}, { secretKey: 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev' }),
      'SIS0042',
      'la firma no es correcta',
    ],
    ['another merchant', formOf({}, { merchantCode: '999008882' }), 'SIS0026', 'el comercio o el terminal no existen'],
    ['another terminal', formOf({}, { terminal: '2' }), 'SIS0026', 'el comercio o el terminal no existen'],
    [
      'an unknown version',
      { ...good, Ds_SignatureVersion: 'HMAC_SHA1' },
      'SIS0429',
      'la versión de la firma no es válida',
    ],
    [
      'unreadable parameters',
      { ...good, Ds_MerchantParameters: 'bm90IGpzb24' },
      'SIS0431',
      'los parámetros del comercio no se pueden leer',
    ],
    [
      'no order',
      signedParameters({ ...paymentParameters(), DS_MERCHANT_ORDER: '' }, ''),
      'SIS0074',
      'falta el número de pedido',
    ],
    [
      'an order not starting with 4 digits',
      signedParameters({ ...paymentParameters(), DS_MERCHANT_ORDER: 'AB34' }),
      'SIS0014',
      'el número de pedido no es válido',
    ],
    [
      'an amount of zero',
      signedParameters({ ...paymentParameters(), DS_MERCHANT_AMOUNT: '0' }),
      'SIS0019',
      'el importe no es válido',
    ],
    [
      'an amount in euros',
      signedParameters({ ...paymentParameters(), DS_MERCHANT_AMOUNT: '23.50' }),
      'SIS0019',
      'el importe no es válido',
    ],
    [
      'a negative amount',
      signedParameters({ ...paymentParameters(), DS_MERCHANT_AMOUNT: '-2350' }),
      'SIS0019',
      'el importe no es válido',
    ],
    ['no amount', signedParameters({ ...paymentParameters(), DS_MERCHANT_AMOUNT: '' }), 'SIS0018', 'falta el importe'],
    [
      'dollars',
      signedParameters({ ...paymentParameters(), DS_MERCHANT_CURRENCY: '840' }),
      'SIS0027',
      'la moneda no es el euro',
    ],
    [
      'a refund',
      signedParameters({ ...paymentParameters(), DS_MERCHANT_TRANSACTIONTYPE: '3' }),
      'SIS0023',
      'el tipo de operación no es válido',
    ],
    [
      'a notification URL elsewhere',
      formOf({ notificationUrl: 'http://169.254.169.254/latest' }),
      'SIS0026',
      'las direcciones de aviso y de vuelta no son de este comercio',
    ],
    [
      'a way back elsewhere',
      formOf({ okUrl: 'https://evil.example/' }),
      'SIS0026',
      'las direcciones de aviso y de vuelta no son de este comercio',
    ],
  ];
  it.each(cases)('refuses %s', (_, fields, code, message) => {
    expect(checkPaymentRequest(MERCHANT, fields)).toEqual({
      ok: false,
      error: expect.objectContaining({ code, message }),
    });
  });
});

describe("the tester's answer", () => {
  const card = checkedRequest();
  const outcome = (request: PaymentRequest, choice: TesterChoice) => paymentOutcome(request, choice, NOW);

  it('authorises the test card with a future expiry and a CVV, with a 6-digit code', () => {
    expect(outcome(card, TEST_CARD)).toEqual({
      response: '0000',
      authorisationCode: expect.stringMatching(/^\d{6}$/),
      card: null,
    });
    expect(outcome(card, { ...TEST_CARD, cardNumber: '4548812049400004', expiry: '1030' }).response).toBe('0000');
  });

  it.each([
    ['another card', { ...TEST_CARD, cardNumber: '4111 1111 1111 1111' }, '0190'],
    ['no card', { action: 'pay' } as TesterChoice, '0190'],
    ['an expired test card', { ...TEST_CARD, expiry: '09/21' }, '0101'],
    ['a month that does not exist', { ...TEST_CARD, expiry: '13/30' }, '0101'],
    ['a CVV of 2 digits', { ...TEST_CARD, cvv: '12' }, '0129'],
    ['a cancel', { action: 'cancel' } as TesterChoice, '9915'],
  ])('denies %s', (_, choice, response) => {
    expect(outcome(card, choice)).toEqual({ response, authorisationCode: '', card: null });
  });

  it('approves or refuses a Bizum request', () => {
    const bizum = checkedRequest({ method: 'bizum' });
    expect(outcome(bizum, { action: 'pay' }).response).toBe('0000');
    expect(outcome(bizum, { action: 'cancel' }).response).toBe('9915');
  });

  it('pays with a saved card once the tester confirms', () => {
    const saved = checkedRequest({ identifier: 'f'.repeat(40) });
    expect(outcome(saved, { action: 'pay' })).toMatchObject({
      response: '0000',
      card: { identifier: 'f'.repeat(40), maskedNumber: '454881******0004' },
    });
    expect(outcome(saved, { action: 'cancel' }).response).toBe('9915');
  });

  it('reads an expiry as Redsys writes it back (AAMM), valid to the end of its month', () => {
    expect(expiryDate('12/30', NOW)).toBe('3012');
    expect(expiryDate(' 10 / 21 ', NOW)).toBe('2110');
    expect(expiryDate('09/21', NOW)).toBeNull();
    expect(expiryDate('1/30', NOW)).toBeNull();
  });
});

describe('the notification posted to the merchant', () => {
  const notify = (request: PaymentRequest, choice: TesterChoice) => {
    const fields = notificationFields(KEY, request, paymentOutcome(request, choice, NOW), NOW);
    const parameters = decodeParameters(fields.Ds_MerchantParameters)!;
    return { fields, parameters };
  };

  it('is signed for its order in base64url and carries what Redsys sends', () => {
    const { fields, parameters } = notify(checkedRequest(), TEST_CARD);
    expect(fields.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    expect(fields.Ds_Signature).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(verify('HMAC_SHA256_V1', KEY, '1234AbCdEfGh', fields.Ds_MerchantParameters, fields.Ds_Signature)).toBe(true);
    expect(parameters).toEqual({
      Ds_Date: '22/10/2021',
      Ds_Hour: '09:05',
      Ds_SecurePayment: '1',
      Ds_Amount: '2350',
      Ds_Currency: '978',
      Ds_Order: '1234AbCdEfGh',
      Ds_MerchantCode: '999008881',
      Ds_Terminal: '1',
      Ds_Response: '0000',
      Ds_TransactionType: '0',
      Ds_MerchantData: '',
      Ds_AuthorisationCode: expect.stringMatching(/^\d{6}$/),
      Ds_Card_Country: '724',
      Ds_ConsumerLanguage: '1',
      Ds_ProcessedPayMethod: '78',
    });
    // Redsys URL-encodes the date and the hour inside the JSON.
    const json = JSON.parse(Buffer.from(fields.Ds_MerchantParameters, 'base64').toString('utf8'));
    expect(json).toMatchObject({ Ds_Date: '22%2F10%2F2021', Ds_Hour: '09%3A05' });
  });

  it('says a denial and a Bizum payment', () => {
    expect(notify(checkedRequest(), { ...TEST_CARD, cardNumber: '4111111111111111' }).parameters).toMatchObject({
      Ds_Response: '0190',
      Ds_AuthorisationCode: '',
    });
    expect(notify(checkedRequest({ method: 'bizum' }), { action: 'pay' }).parameters).toMatchObject({
      Ds_Response: '0000',
      Ds_ProcessedPayMethod: '68',
    });
  });

  it('sends back the token and the masked card of a card it saved', () => {
    const { parameters } = notify(checkedRequest({ identifier: 'REQUIRED' }), TEST_CARD);
    expect(parameters).toMatchObject({
      Ds_Response: '0000',
      Ds_Merchant_Identifier: expect.stringMatching(/^[0-9a-f]{40}$/),
      Ds_Card_Number: '454881******0004',
      Ds_ExpiryDate: '3012',
      Ds_Card_Brand: '1',
    });
    expect(notify(checkedRequest({ identifier: 'REQUIRED' }), { action: 'cancel' }).parameters).not.toHaveProperty(
      'Ds_Merchant_Identifier',
    );
  });

  it('echoes the token of the saved card it charged', () => {
    const { parameters } = notify(checkedRequest({ identifier: 'b'.repeat(40) }), { action: 'pay' });
    expect(parameters).toMatchObject({ Ds_Merchant_Identifier: 'b'.repeat(40), Ds_Card_Number: '454881******0004' });
    expect(parameters).not.toHaveProperty('Ds_ExpiryDate');
  });

  it('is signed with the version of the request', () => {
    const request = checkPaymentRequest(MERCHANT, formOf({}, { signatureVersion: 'HMAC_SHA512_V2' }));
    if (!request.ok) throw new Error(request.error.code);
    const { fields } = notify(request.value, TEST_CARD);
    expect(verify('HMAC_SHA512_V2', KEY, PAYMENT.order, fields.Ds_MerchantParameters, fields.Ds_Signature)).toBe(true);
  });
});

describe('the REST refund', () => {
  const refund = (overrides: Record<string, string> = {}) =>
    signedParameters({
      DS_MERCHANT_AMOUNT: '2350',
      DS_MERCHANT_ORDER: '1234AbCdEfGh',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '3',
      ...overrides,
    });

  it('accepts a signed refund of any order with 0900, signed back', () => {
    const answer = refundAnswer(MERCHANT, refund());
    if (!('Ds_Signature' in answer)) throw new Error(answer.errorCode);
    expect(verify('HMAC_SHA256_V1', KEY, '1234AbCdEfGh', answer.Ds_MerchantParameters, answer.Ds_Signature)).toBe(true);
    expect(decodeParameters(answer.Ds_MerchantParameters)).toMatchObject({
      Ds_Response: '0900',
      Ds_Order: '1234AbCdEfGh',
      Ds_Amount: '2350',
      Ds_TransactionType: '3',
      Ds_MerchantCode: '999008881',
      Ds_Terminal: '1',
      Ds_Currency: '978',
    });
  });

  it.each([
    ['a wrong signature', { ...refund(), Ds_Signature: refund({ DS_MERCHANT_AMOUNT: '1' }).Ds_Signature }, 'SIS0042'],
    ['another merchant', refund({ DS_MERCHANT_MERCHANTCODE: '999008882' }), 'SIS0026'],
    ['an amount of zero', refund({ DS_MERCHANT_AMOUNT: '0' }), 'SIS0019'],
    ['a payment', refund({ DS_MERCHANT_TRANSACTIONTYPE: '0' }), 'SIS0023'],
    ['no body', null, 'SIS0429'],
    ['a list', [], 'SIS0429'],
  ])('refuses %s with its SIS code only', (_, body, errorCode) => {
    expect(refundAnswer(MERCHANT, body)).toEqual({ errorCode });
  });
});
