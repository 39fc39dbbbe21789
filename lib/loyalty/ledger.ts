import 'server-only';
import { AppError } from '@/lib/errors';
import type { db } from '@/lib/db';
import type { OrderDiscountWritten } from '@/lib/vocabulary/order-discount';
import { SETTING_DEFAULTS } from '@/lib/site/settings';
import {
  canRedeem,
  parseLoyaltySettings,
  pointsEarned,
  POINTS_TO_REDEEM,
  redemptionDiscount,
  type LoyaltySettings,
} from './rules';

// The loyalty ledger inside the order's transaction. Transactions begin
// IMMEDIATE (lib/db/serialized-adapter.ts), so the balance read here cannot
// change before the entry is written: the balance always equals the ledger's sum.

type Tx = Pick<typeof db, 'setting' | 'loyaltyLedgerEntry' | 'orderDiscount'>;

export async function loyaltySettings(tx: Pick<typeof db, 'setting'>): Promise<LoyaltySettings> {
  const rows = await tx.setting.findMany({
    where: { key: { in: ['loyalty_min_subtotal_cents', 'loyalty_discount_cap_cents'] } },
  });
  const value = (key: keyof typeof SETTING_DEFAULTS) =>
    rows.find((row) => row.key === key)?.value ?? SETTING_DEFAULTS[key];
  return parseLoyaltySettings({
    min: value('loyalty_min_subtotal_cents'),
    cap: value('loyalty_discount_cap_cents'),
  });
}

async function balance(tx: Pick<typeof db, 'loyaltyLedgerEntry'>, userId: number): Promise<number> {
  const { _sum } = await tx.loyaltyLedgerEntry.aggregate({ where: { userId }, _sum: { points: true } });
  return _sum.points ?? 0;
}

export type LoyaltyRedemption = { discountCents: number; points: number; label: string; lineIndex: number };

/** The discount of spending the points on one product of the cart (one unit, up to the cap). */
export async function loyaltyRedemption(
  tx: Tx,
  userId: number,
  cartRows: { id: number }[],
  lines: { unitCents: number; product: { name: string } }[],
  cartItemId: number | null,
): Promise<LoyaltyRedemption | null> {
  if (cartItemId === null) return null;
  const lineIndex = cartRows.findIndex((row) => row.id === cartItemId);
  const line = lines[lineIndex];
  if (!line)
    throw new AppError('validation_failed', {
      errors: { loyalty: ['Elige un producto de tu pedido para el descuento.'] },
    });
  const settings = await loyaltySettings(tx);
  if (!canRedeem(await balance(tx, userId))) {
    throw new AppError('validation_failed', {
      errors: { loyalty: [`Necesitas ${POINTS_TO_REDEEM} puntos para el descuento de tu tarjeta.`] },
    });
  }
  return {
    discountCents: redemptionDiscount(line.unitCents, settings),
    points: POINTS_TO_REDEEM,
    label: `Tarjeta de fidelización: ${line.product.name}`,
    lineIndex,
  };
}

/** Writes the points an order spends, and its discount line; answers that line, if any. */
export async function recordRedemption(
  tx: Tx,
  userId: number,
  orderId: number,
  redemption: LoyaltyRedemption | null,
): Promise<OrderDiscountWritten | null> {
  if (!redemption) return null;
  await tx.loyaltyLedgerEntry.create({ data: { userId, orderId, points: -redemption.points, reason: 'redeemed' } });
  const discount: OrderDiscountWritten = {
    kind: 'loyalty',
    label: redemption.label,
    amountCents: redemption.discountCents,
  };
  await tx.orderDiscount.create({ data: { orderId, ...discount } });
  return discount;
}

/**
 * The point an order earns, written when it is handed over (delivered or
 * collected): before, it can still be cancelled, by its customer while it
 * waits or by the restaurant on a no-show. Earned when placed, six orders
 * bought a discount and were then cancelled, the discount kept (security
 * probe, decision 034). Once per order: orders placed before this rule earned
 * theirs already.
 */
export async function recordEarnedPoints(
  tx: Tx,
  userId: number,
  orderId: number,
  subtotalCents: number,
): Promise<void> {
  if (await tx.loyaltyLedgerEntry.count({ where: { orderId, reason: 'earned' } })) return;
  const earned = pointsEarned(subtotalCents, await loyaltySettings(tx));
  if (earned > 0) await tx.loyaltyLedgerEntry.create({ data: { userId, orderId, points: earned, reason: 'earned' } });
}

/** A cancelled order takes back the point it earned and gives back the points it spent. */
export async function reverseLoyalty(tx: Tx, userId: number, orderId: number): Promise<void> {
  const entries = await tx.loyaltyLedgerEntry.findMany({ where: { orderId }, select: { points: true, reason: true } });
  const earned = entries.find((entry) => entry.reason === 'earned');
  const spent = entries.find((entry) => entry.reason === 'redeemed');
  if (earned)
    await tx.loyaltyLedgerEntry.create({ data: { userId, orderId, points: -earned.points, reason: 'reversed' } });
  if (spent)
    await tx.loyaltyLedgerEntry.create({ data: { userId, orderId, points: -spent.points, reason: 'refunded' } });
}
