import { describe, expect, it } from 'vitest';
import { decodeParameters, encodeParameters, orderKey, sign, verify } from '@/lib/payments/redsys-signature';

// Redsys's published test key and examples (the gateway's documentation, as
// the redsys-easy test fixtures and the official "Firmar una operación" page
// quote them): the signature must match them byte for byte.

const TEST_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

const REQUEST = {
  DS_MERCHANT_TRANSACTIONTYPE: '0',
  DS_MERCHANT_ORDER: '0726qI3H7sZx',
  DS_MERCHANT_MERCHANTCODE: '999008881',
  DS_MERCHANT_TERMINAL: '1',
  DS_MERCHANT_AMOUNT: '4999',
  DS_MERCHANT_CURRENCY: '978',
  DS_MERCHANT_MERCHANTURL: 'http://www.prueba.com/urlNotificacion.php',
  DS_MERCHANT_URLOK: 'http://www.prueba.com/urlOK.php',
  DS_MERCHANT_URLKO: 'http://www.prueba.com/urlKO.php',
};
const REQUEST_PARAMETERS =
  'eyJEU19NRVJDSEFOVF9UUkFOU0FDVElPTlRZUEUiOiIwIiwiRFNfTUVSQ0hBTlRfT1JERVIiOiIwNzI2cUkzSDdzWngiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9BTU9VTlQiOiI0OTk5IiwiRFNfTUVSQ0hBTlRfQ1VSUkVOQ1kiOiI5NzgiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6Ly93d3cucHJ1ZWJhLmNvbS91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsS08ucGhwIn0=';

const NOTIFICATION = {
  parameters:
    'eyJEc19EYXRlIjoiMjIlMkYxMCUyRjIwMjEiLCJEc19Ib3VyIjoiMjIlM0E1MSIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9OdW1iZXIiOiI0NTQ4ODEqKioqKiowMDA0IiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiNDk5OSIsIkRzX0N1cnJlbmN5IjoiOTc4IiwiRHNfT3JkZXIiOiIwNzI2cUkzSDdzWngiLCJEc19NZXJjaGFudENvZGUiOiI5OTkwMDg4ODEiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDUyMDI5IiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiIxIn0=',
  signature: '52nPyUkyDws__OfMqDka_yN-arxzulELZC1TYTvvR0s=',
};

describe('HMAC_SHA256_V1', () => {
  it('derives the order key with 3DES-CBC and zero padding, as the published examples', () => {
    expect(orderKey('HMAC_SHA256_V1', TEST_KEY, '0726qI3H7sZx').toString('base64')).toBe('GViV77kFjMPKVUcE9qxzlg==');
    expect(orderKey('HMAC_SHA256_V1', TEST_KEY, '2681dq0KyQBo').toString('base64')).toBe('vw1qte++vTSiW2g2gWXKoA==');
  });

  it('encodes the parameters and signs them exactly as the example request', () => {
    expect(encodeParameters(REQUEST)).toBe(REQUEST_PARAMETERS);
    expect(sign('HMAC_SHA256_V1', TEST_KEY, REQUEST.DS_MERCHANT_ORDER, REQUEST_PARAMETERS)).toBe(
      'TyW+LIa2GZnhCPLM7JSPwbQn4ZjOvMO/KiIf4yJgwo8=',
    );
  });

  it('verifies the example notification (base64url signature) and reads its URL-encoded values', () => {
    const parameters = decodeParameters(NOTIFICATION.parameters)!;
    expect(parameters).toMatchObject({
      Ds_Order: '0726qI3H7sZx',
      Ds_Amount: '4999',
      Ds_Response: '0000',
      Ds_Date: '22/10/2021',
      Ds_Hour: '22:51',
      Ds_Card_Number: '454881******0004',
    });
    expect(
      verify('HMAC_SHA256_V1', TEST_KEY, parameters.Ds_Order!, NOTIFICATION.parameters, NOTIFICATION.signature),
    ).toBe(true);
  });

  it('refuses a signature of other parameters, another order, another key, or not Base64 at all', () => {
    const { parameters, signature } = NOTIFICATION;
    const tampered = encodeParameters({ ...decodeParameters(parameters)!, Ds_Amount: '1' });
    expect(verify('HMAC_SHA256_V1', TEST_KEY, '0726qI3H7sZx', tampered, signature)).toBe(false);
    expect(verify('HMAC_SHA256_V1', TEST_KEY, '0726qI3H7sZy', parameters, signature)).toBe(false);
    expect(verify('HMAC_SHA256_V1', 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev', '0726qI3H7sZx', parameters, signature)).toBe(
      false,
    );
    for (const bad of ['', 'no es base64!', signature.slice(0, 20), `${signature}AAAA`])
      expect(verify('HMAC_SHA256_V1', TEST_KEY, '0726qI3H7sZx', parameters, bad)).toBe(false);
  });
});

describe('HMAC_SHA512_V2', () => {
  it('derives the order key with AES-128-CBC on the key text, as the official example', () => {
    expect(orderKey('HMAC_SHA512_V2', TEST_KEY, '1234567890').toString('utf8')).toBe('RWt3/IPTzYRMXsQtkiGRKg==');
  });

  it('signs in base64url and verifies what it signed, and nothing else', () => {
    const signature = sign('HMAC_SHA512_V2', TEST_KEY, '1234567890', REQUEST_PARAMETERS);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(verify('HMAC_SHA512_V2', TEST_KEY, '1234567890', REQUEST_PARAMETERS, signature)).toBe(true);
    expect(verify('HMAC_SHA256_V1', TEST_KEY, '1234567890', REQUEST_PARAMETERS, signature)).toBe(false);
    expect(verify('HMAC_SHA512_V2', TEST_KEY, '1234567891', REQUEST_PARAMETERS, signature)).toBe(false);
  });
});

describe('merchant parameters', () => {
  it('are refused when they are not Base64 of a JSON object', () => {
    for (const bad of ['', '!!!', Buffer.from('[1,2]').toString('base64'), Buffer.from('nope').toString('base64')])
      expect(decodeParameters(bad)).toBeNull();
  });
});
