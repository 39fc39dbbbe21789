import { randomInt } from 'node:crypto';
import { encodeParameters, sign, type SignatureVersion } from './redsys-signature';

// The redirect ("TPV Virtual") form of Redsys (issue 15): what the checkout
// page posts to the gateway. The real gateway and our simulator differ only
// in the URL and the keys (lib/env.ts, REDSYS_*).

export type RedsysTerminal = {
  url: string;
  merchantCode: string;
  terminal: string;
  secretKey: string;
  signatureVersion: SignatureVersion;
};

export type OnlinePaymentMethod = 'card' | 'bizum';

export type RedirectRequest = {
  /** Ds_Merchant_Order of this attempt (newMerchantOrder). */
  order: string;
  amountCents: number;
  method: OnlinePaymentMethod;
  /** Our notification URL and where the browser comes back. */
  notificationUrl: string;
  okUrl: string;
  koUrl: string;
  /** "REQUIRED" to save the card (credential on file), a saved card's token to pay with it. */
  identifier?: string;
};

export type RedirectForm = {
  url: string;
  params: { Ds_SignatureVersion: SignatureVersion; Ds_MerchantParameters: string; Ds_Signature: string };
};

const ORDER_TAIL = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A new Ds_Merchant_Order: 12 characters, the first 4 digits (Redsys's rule),
 * random, so that every attempt has its own (a reused one is SIS0051,
 * "pedido duplicado") and none can be guessed from another.
 */
export function newMerchantOrder(): string {
  let order = String(randomInt(10_000)).padStart(4, '0');
  for (let index = 0; index < 8; index += 1) order += ORDER_TAIL[randomInt(ORDER_TAIL.length)];
  return order;
}

export const MERCHANT_ORDER = /^\d{4}[A-Za-z0-9]{0,8}$/;

/** The three fields the browser posts to the gateway, signed with the terminal's key. */
export function redirectForm(terminal: RedsysTerminal, request: RedirectRequest): RedirectForm {
  if (!MERCHANT_ORDER.test(request.order)) throw new RangeError(`Invalid Redsys order ${request.order}`);
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
    throw new RangeError(`Invalid amount ${request.amountCents}`);
  const parameters: Record<string, string> = {
    DS_MERCHANT_AMOUNT: String(request.amountCents),
    DS_MERCHANT_ORDER: request.order,
    DS_MERCHANT_MERCHANTCODE: terminal.merchantCode,
    DS_MERCHANT_TERMINAL: terminal.terminal,
    DS_MERCHANT_CURRENCY: '978',
    DS_MERCHANT_TRANSACTIONTYPE: '0',
    DS_MERCHANT_MERCHANTURL: request.notificationUrl,
    DS_MERCHANT_URLOK: request.okUrl,
    DS_MERCHANT_URLKO: request.koUrl,
    DS_MERCHANT_CONSUMERLANGUAGE: '1',
    ...(request.method === 'bizum' ? { DS_MERCHANT_PAYMETHODS: 'z' } : {}),
    ...(request.identifier ? { DS_MERCHANT_IDENTIFIER: request.identifier } : {}),
    ...(request.identifier === 'REQUIRED' ? { DS_MERCHANT_COF_INI: 'S', DS_MERCHANT_COF_TYPE: 'C' } : {}),
  };
  const merchantParameters = encodeParameters(parameters);
  return {
    url: terminal.url,
    params: {
      Ds_SignatureVersion: terminal.signatureVersion,
      Ds_MerchantParameters: merchantParameters,
      Ds_Signature: sign(terminal.signatureVersion, terminal.secretKey, request.order, merchantParameters),
    },
  };
}

/** Ds_Response 0000–0099: the payment was authorised; anything else was not. */
export function isAuthorised(response: string | undefined): boolean {
  return /^\d{1,4}$/.test(response ?? '') && Number(response) <= 99;
}
