import 'server-only';
import { randomBytes, randomInt } from 'node:crypto';
import messages from '@/messages/es.json';
import { MERCHANT_ORDER } from './redsys';
import {
  decodeParameters,
  encodeParameters,
  SIGNATURE_VERSIONS,
  signatureBytes,
  verify,
  type SignatureVersion,
} from './redsys-signature';

// The site's stand-in for Redsys's redirect gateway (issue 15, scope 5): it
// checks what it receives as Redsys does and answers with notifications
// signed as Redsys signs them, so the merchant side runs the same code
// against it as against the real gateway. It keeps no state.

/** Whose gateway the simulator is: our terminal, and the site its notifications and redirects may go to. */
export type SimulatorMerchant = { merchantCode: string; terminal: string; secretKey: string; siteOrigin: string };

export type SignedFields = { Ds_SignatureVersion: string; Ds_MerchantParameters: string; Ds_Signature: string };
export const SIGNED_FIELD_NAMES = ['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature'] as const;

/** Redsys's SIS codes, by what went wrong (the messages say it in Spanish). */
const ERROR_CODES = {
  version: 'SIS0429',
  parameters: 'SIS0431',
  merchant: 'SIS0026',
  // Redsys posts anywhere; the simulator only to this site, or anyone could make our server post anywhere.
  urls: 'SIS0026',
  orderMissing: 'SIS0074',
  orderFormat: 'SIS0014',
  signature: 'SIS0042',
  amountMissing: 'SIS0018',
  amountFormat: 'SIS0019',
  currency: 'SIS0027',
  transactionType: 'SIS0023',
} as const;
export type SimulatorErrorReason = keyof typeof ERROR_CODES;
export type SimulatorError = { code: string; reason: SimulatorErrorReason; message: string };
export type Checked<T> = { ok: true; value: T } | { ok: false; error: SimulatorError };

export function simulatorError(reason: SimulatorErrorReason): SimulatorError {
  return { code: ERROR_CODES[reason], reason, message: messages.PaymentSimulator.errors[reason] };
}

const fail = (reason: SimulatorErrorReason) => ({ ok: false, error: simulatorError(reason) }) as const;

/** The three signed fields among whatever was posted or asked (missing or repeated ones become empty). */
export function signedFields(read: (name: string) => unknown): SignedFields {
  const text = (name: string) => {
    const value = read(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    Ds_SignatureVersion: text('Ds_SignatureVersion'),
    Ds_MerchantParameters: text('Ds_MerchantParameters'),
    Ds_Signature: text('Ds_Signature'),
  };
}

export type SignedOperation = {
  version: SignatureVersion;
  /** The merchant's parameters, names in upper case: Redsys reads DS_MERCHANT_ORDER and Ds_Merchant_Order alike. */
  parameters: Record<string, string>;
  order: string;
  amountCents: number;
};

/** What Redsys checks of every operation, in its order: it needs the order code to check the signature. */
export function checkSigned(
  merchant: Pick<SimulatorMerchant, 'merchantCode' | 'terminal' | 'secretKey'>,
  fields: SignedFields,
  transactionType: '0' | '3',
): Checked<SignedOperation> {
  const version = SIGNATURE_VERSIONS.find((known) => known === fields.Ds_SignatureVersion);
  if (!version) return fail('version');
  const decoded = decodeParameters(fields.Ds_MerchantParameters);
  if (!decoded) return fail('parameters');
  const parameters = Object.fromEntries(Object.entries(decoded).map(([key, value]) => [key.toUpperCase(), value]));
  const terminal = parameters.DS_MERCHANT_TERMINAL ?? '';
  if (
    parameters.DS_MERCHANT_MERCHANTCODE !== merchant.merchantCode ||
    !/^\d{1,3}$/.test(terminal) ||
    Number(terminal) !== Number(merchant.terminal)
  )
    return fail('merchant');
  const order = parameters.DS_MERCHANT_ORDER;
  if (!order) return fail('orderMissing');
  if (!MERCHANT_ORDER.test(order)) return fail('orderFormat');
  if (!verify(version, merchant.secretKey, order, fields.Ds_MerchantParameters, fields.Ds_Signature))
    return fail('signature');
  const amount = parameters.DS_MERCHANT_AMOUNT;
  if (!amount) return fail('amountMissing');
  const amountCents = Number(amount);
  if (!/^\d{1,12}$/.test(amount) || amountCents <= 0) return fail('amountFormat');
  if (parameters.DS_MERCHANT_CURRENCY !== '978') return fail('currency');
  if (parameters.DS_MERCHANT_TRANSACTIONTYPE !== transactionType) return fail('transactionType');
  return { ok: true, value: { version, parameters, order, amountCents } };
}

export type PaymentKind = 'card' | 'bizum' | 'saved_card';

export type PaymentRequest = SignedOperation & {
  fields: SignedFields;
  merchantCode: string;
  terminal: string;
  kind: PaymentKind;
  /** The saved card's token (kind saved_card). */
  token: string | null;
  /** DS_MERCHANT_IDENTIFIER "REQUIRED": a paid card is saved and its token sent back. */
  isSavingCard: boolean;
  merchantUrl: string;
  okUrl: string;
  koUrl: string;
};

const isOwnUrl = (value: string | undefined, origin: string) =>
  URL.canParse(value ?? '') && new URL(value!).origin === origin;

/** A payment (transaction type 0) the browser brought from the merchant's checkout. */
export function checkPaymentRequest(merchant: SimulatorMerchant, fields: SignedFields): Checked<PaymentRequest> {
  const checked = checkSigned(merchant, fields, '0');
  if (!checked.ok) return checked;
  const { parameters } = checked.value;
  const urls = [parameters.DS_MERCHANT_MERCHANTURL, parameters.DS_MERCHANT_URLOK, parameters.DS_MERCHANT_URLKO];
  if (!urls.every((url) => isOwnUrl(url, merchant.siteOrigin))) return fail('urls');
  const identifier = parameters.DS_MERCHANT_IDENTIFIER ?? '';
  const kind: PaymentKind =
    parameters.DS_MERCHANT_PAYMETHODS === 'z'
      ? 'bizum'
      : identifier && identifier !== 'REQUIRED'
        ? 'saved_card'
        : 'card';
  return {
    ok: true,
    value: {
      ...checked.value,
      fields,
      merchantCode: parameters.DS_MERCHANT_MERCHANTCODE!,
      terminal: parameters.DS_MERCHANT_TERMINAL!,
      kind,
      token: kind === 'saved_card' ? identifier : null,
      isSavingCard: kind === 'card' && identifier === 'REQUIRED',
      merchantUrl: urls[0]!,
      okUrl: urls[1]!,
      koUrl: urls[2]!,
    },
  };
}

/** Redsys's test card: the only one the simulator authorises. */
export const TEST_CARD = '4548812049400004';
export const TEST_CARD_MASKED = '454881******0004';

/** The tester's answer: "pay" (approve, for Bizum) or "cancel" (deny), and the card typed. */
export type TesterChoice = { action: 'pay' | 'cancel'; cardNumber?: string; expiry?: string; cvv?: string };

export type PaymentOutcome = {
  /** Ds_Response: 0000 authorised; 0101 expired, 0129 wrong CVV, 0190 denied, 9915 cancelled by the customer. */
  response: string;
  authorisationCode: string;
  /** The card as Redsys describes it to the merchant, when one was saved or paid with. */
  card: { identifier: string; maskedNumber: string; expiryDate?: string } | null;
};

const denied = (response: string): PaymentOutcome => ({ response, authorisationCode: '', card: null });
const authorised = (card: PaymentOutcome['card'] = null): PaymentOutcome => ({
  response: '0000',
  authorisationCode: String(randomInt(1_000_000)).padStart(6, '0'),
  card,
});

/** "MM/AA" (or "MMAA") → "AAMM", Redsys's Ds_ExpiryDate; null when it is not a month or it has passed. */
export function expiryDate(expiry: string, now: Date): string | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const [, month, year] = match as unknown as [string, string, string];
  if (Number(month) < 1 || Number(month) > 12) return null;
  // A card is valid until the last day of its month.
  const end = Date.UTC(2000 + Number(year), Number(month), 1);
  return end > now.getTime() ? `${year}${month}` : null;
}

export function paymentOutcome(request: PaymentRequest, choice: TesterChoice, now = new Date()): PaymentOutcome {
  if (choice.action === 'cancel') return denied('9915');
  if (request.kind === 'bizum') return authorised();
  if (request.kind === 'saved_card') return authorised({ identifier: request.token!, maskedNumber: TEST_CARD_MASKED });
  if ((choice.cardNumber ?? '').replace(/\s/g, '') !== TEST_CARD) return denied('0190');
  const expiry = expiryDate(choice.expiry ?? '', now);
  if (!expiry) return denied('0101');
  if (!/^\d{3}$/.test(choice.cvv ?? '')) return denied('0129');
  if (!request.isSavingCard) return authorised();
  return authorised({
    identifier: randomBytes(20).toString('hex'),
    maskedNumber: TEST_CARD_MASKED,
    expiryDate: expiry,
  });
}

/** Date and time in Spain, URL-encoded inside the JSON as Redsys sends them ("22%2F10%2F2021", "09%3A05"). */
function redsysDateTime(now: Date): { Ds_Date: string; Ds_Hour: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    Ds_Date: encodeURIComponent(`${parts.day}/${parts.month}/${parts.year}`),
    Ds_Hour: encodeURIComponent(`${parts.hour}:${parts.minute}`),
  };
}

/** Parameters signed as Redsys signs its answers: for Ds_Order, in base64url. */
export function signAnswer(
  version: SignatureVersion,
  secretKey: string,
  parameters: Record<string, string>,
): SignedFields {
  const merchantParameters = encodeParameters(parameters);
  return {
    Ds_SignatureVersion: version,
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: signatureBytes(version, secretKey, parameters.Ds_Order!, merchantParameters).toString('base64url'),
  };
}

/** The form Redsys posts to DS_MERCHANT_MERCHANTURL once the customer has paid, been denied or cancelled. */
export function notificationFields(
  secretKey: string,
  request: PaymentRequest,
  outcome: PaymentOutcome,
  now = new Date(),
): SignedFields {
  const { card } = outcome;
  return signAnswer(request.version, secretKey, {
    ...redsysDateTime(now),
    Ds_SecurePayment: '1',
    Ds_Amount: String(request.amountCents),
    Ds_Currency: '978',
    Ds_Order: request.order,
    Ds_MerchantCode: request.merchantCode,
    Ds_Terminal: request.terminal,
    Ds_Response: outcome.response,
    Ds_TransactionType: '0',
    Ds_MerchantData: '',
    Ds_AuthorisationCode: outcome.authorisationCode,
    Ds_Card_Country: '724',
    Ds_ConsumerLanguage: '1',
    Ds_ProcessedPayMethod: request.kind === 'bizum' ? '68' : '78',
    ...(card
      ? {
          Ds_Merchant_Identifier: card.identifier,
          Ds_Card_Number: card.maskedNumber,
          ...(card.expiryDate ? { Ds_ExpiryDate: card.expiryDate } : {}),
          Ds_Card_Brand: '1',
        }
      : {}),
  });
}
