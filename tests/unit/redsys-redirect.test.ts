import { describe, expect, it } from 'vitest';
import {
  isAuthorised,
  MERCHANT_ORDER,
  newMerchantOrder,
  redirectForm,
  type RedsysTerminal,
} from '@/lib/payments/redsys';
import { decodeParameters, verify } from '@/lib/payments/redsys-signature';

const TERMINAL: RedsysTerminal = {
  url: 'https://sis-t.redsys.es:25443/sis/realizarPago',
  merchantCode: '999008881',
  terminal: '1',
  secretKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
  signatureVersion: 'HMAC_SHA256_V1',
};

const REQUEST = {
  order: '1234AbCdEfGh',
  amountCents: 2350,
  method: 'card' as const,
  notificationUrl: 'https://pedidos.example/api/payments/redsys/notification',
  okUrl: 'https://pedidos.example/pedido-confirmado/abc',
  koUrl: 'https://pedidos.example/pedido-confirmado/abc?pago=fallido',
};

describe('the Redsys redirect form', () => {
  it('carries the order total in cents, euros, a payment, our URLs, and a signature the gateway verifies', () => {
    const form = redirectForm(TERMINAL, REQUEST);
    expect(form.url).toBe(TERMINAL.url);
    expect(form.params.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    expect(decodeParameters(form.params.Ds_MerchantParameters)).toEqual({
      DS_MERCHANT_AMOUNT: '2350',
      DS_MERCHANT_ORDER: '1234AbCdEfGh',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_MERCHANTURL: REQUEST.notificationUrl,
      DS_MERCHANT_URLOK: REQUEST.okUrl,
      DS_MERCHANT_URLKO: REQUEST.koUrl,
      DS_MERCHANT_CONSUMERLANGUAGE: '1',
    });
    expect(
      verify(
        'HMAC_SHA256_V1',
        TERMINAL.secretKey,
        REQUEST.order,
        form.params.Ds_MerchantParameters,
        form.params.Ds_Signature,
      ),
    ).toBe(true);
  });

  it('asks for Bizum with paymethod z, and for a saved card with the identifier', () => {
    const bizum = decodeParameters(
      redirectForm(TERMINAL, { ...REQUEST, method: 'bizum' }).params.Ds_MerchantParameters,
    );
    expect(bizum).toMatchObject({ DS_MERCHANT_PAYMETHODS: 'z' });
    const save = decodeParameters(
      redirectForm(TERMINAL, { ...REQUEST, identifier: 'REQUIRED' }).params.Ds_MerchantParameters,
    );
    expect(save).toMatchObject({ DS_MERCHANT_IDENTIFIER: 'REQUIRED', DS_MERCHANT_COF_INI: 'S' });
    const saved = decodeParameters(
      redirectForm(TERMINAL, { ...REQUEST, identifier: 'tok123' }).params.Ds_MerchantParameters,
    );
    expect(saved).toMatchObject({ DS_MERCHANT_IDENTIFIER: 'tok123' });
    expect(saved).not.toHaveProperty('DS_MERCHANT_COF_INI');
  });

  it('signs with HMAC_SHA512_V2 when the terminal uses it', () => {
    const form = redirectForm({ ...TERMINAL, signatureVersion: 'HMAC_SHA512_V2' }, REQUEST);
    expect(form.params.Ds_SignatureVersion).toBe('HMAC_SHA512_V2');
    expect(
      verify(
        'HMAC_SHA512_V2',
        TERMINAL.secretKey,
        REQUEST.order,
        form.params.Ds_MerchantParameters,
        form.params.Ds_Signature,
      ),
    ).toBe(true);
  });

  it('refuses an order code Redsys would refuse, and an amount that is not a positive number of cents', () => {
    for (const order of ['12', 'ABCD1234', '1234567890123', '1234-abc'])
      expect(() => redirectForm(TERMINAL, { ...REQUEST, order })).toThrow();
    for (const amountCents of [0, -100, 12.5, Number.NaN])
      expect(() => redirectForm(TERMINAL, { ...REQUEST, amountCents })).toThrow();
  });
});

describe('order codes and answers', () => {
  it('draws a new 12-character code per attempt, 4 digits first', () => {
    const codes = Array.from({ length: 500 }, newMerchantOrder);
    for (const code of codes) expect(code).toMatch(MERCHANT_ORDER);
    for (const code of codes) expect(code).toHaveLength(12);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each([
    ['0000', true],
    ['0099', true],
    ['99', true],
    ['0100', false],
    ['0190', false],
    ['9915', false],
    ['', false],
    [undefined, false],
    ['00a0', false],
  ])('Ds_Response %j authorised: %s', (response, expected) => expect(isAuthorised(response)).toBe(expected));
});
