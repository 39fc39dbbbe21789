import 'server-only';
import { db } from '@/lib/db';

/** The loyalty balance: the sum of the user's ledger. */
export async function loyaltyPoints(userId: number): Promise<number> {
  const { _sum } = await db.loyaltyLedgerEntry.aggregate({ where: { userId }, _sum: { points: true } });
  return Math.max(0, _sum.points ?? 0);
}
