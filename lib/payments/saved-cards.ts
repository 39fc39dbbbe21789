import 'server-only';
import type { DbClient } from '@/lib/db';

// A card saved at the gateway (issue 15, scope 3): the notification of a paid
// attempt that asked for it (DS_MERCHANT_IDENTIFIER: REQUIRED) carries the
// token, the masked number and the expiry; we keep the token, the brand, the
// last four digits and the expiry, never a card number (PCI DSS SAQ A).

/** Ds_Card_Brand codes of Redsys. */
const BRANDS: Record<string, string> = { '1': 'visa', '2': 'mastercard', '6': 'diners', '8': 'amex', '9': 'jcb' };

export type CardOnFile = { token: string; brand: string; last4: string; expMonth: number; expYear: number };

/** The card described by a notification's parameters, or null when something is missing or malformed. */
export function cardOnFile(parameters: Record<string, string>): CardOnFile | null {
  const token = parameters.Ds_Merchant_Identifier ?? '';
  const last4 = /(\d{4})$/.exec(parameters.Ds_Card_Number ?? '')?.[1];
  const expiry = /^(\d{2})(\d{2})$/.exec(parameters.Ds_ExpiryDate ?? '');
  if (!/^[A-Za-z0-9]{8,64}$/.test(token) || !last4 || !expiry) return null;
  const expMonth = Number(expiry[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return {
    token,
    brand: BRANDS[parameters.Ds_Card_Brand ?? ''] ?? 'tarjeta',
    last4,
    expMonth,
    expYear: 2000 + Number(expiry[1]),
  };
}

export async function saveCardFromNotification(
  tx: DbClient,
  userId: number,
  parameters: Record<string, string>,
): Promise<void> {
  const card = cardOnFile(parameters);
  if (!card) return;
  const known = await tx.paymentMethod.findUnique({
    where: { gateway_gatewayReference: { gateway: 'redsys', gatewayReference: card.token } },
    select: { userId: true },
  });
  if (known) return;
  const hasCards = (await tx.paymentMethod.count({ where: { userId } })) > 0;
  await tx.paymentMethod.create({
    data: {
      userId,
      gateway: 'redsys',
      gatewayReference: card.token,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault: !hasCards,
    },
  });
}
