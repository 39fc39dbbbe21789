import 'server-only';
import { randomInt } from 'node:crypto';
import { checkSigned, signAnswer, signedFields, type SignedFields, type SimulatorMerchant } from './simulator';

// The simulator's REST interface (trataPeticionREST), for refunds only
// (transaction type 3). It keeps no state, so it refunds any order code:
// whether the order was paid, and for how much, is the merchant's to know.

/** Redsys answers a refused operation with 200 and only its SIS code. */
export type RestAnswer = SignedFields | { errorCode: string };

export function refundAnswer(
  merchant: Pick<SimulatorMerchant, 'merchantCode' | 'terminal' | 'secretKey'>,
  body: unknown,
): RestAnswer {
  const read = (name: string) => (body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : null);
  const checked = checkSigned(merchant, signedFields(read), '3');
  if (!checked.ok) return { errorCode: checked.error.code };
  const { version, parameters, order, amountCents } = checked.value;
  return signAnswer(version, merchant.secretKey, {
    Ds_Amount: String(amountCents),
    Ds_Currency: '978',
    Ds_Order: order,
    Ds_MerchantCode: parameters.DS_MERCHANT_MERCHANTCODE!,
    Ds_Terminal: parameters.DS_MERCHANT_TERMINAL!,
    // 0900: refund or confirmation accepted.
    Ds_Response: '0900',
    Ds_AuthorisationCode: String(randomInt(1_000_000)).padStart(6, '0'),
    Ds_TransactionType: '3',
    Ds_SecurePayment: '0',
    Ds_Language: '1',
    Ds_MerchantData: '',
    Ds_Card_Country: '724',
  });
}
