import 'server-only';
import { db } from '@/lib/db';

/** The loyalty balance: the sum of the user's ledger. */
export async function loyaltyPoints(userId: number): Promise<number> {
  const { _sum } = await db.loyaltyLedgerEntry.aggregate({ where: { userId }, _sum: { points: true } });
  return Math.max(0, _sum.points ?? 0);
}

export type LoyaltyEntry = {
  id: number;
  points: number;
  reason: string;
  /** Why points were granted by hand (an adjustment), as written by whoever granted them. */
  note: string | null;
  order_number: string | null;
  created_at: string;
};

/** The ledger, newest first, each entry with its order when it has one. */
export async function loyaltyHistory(userId: number, take = 50): Promise<LoyaltyEntry[]> {
  const rows = await db.loyaltyLedgerEntry.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
    select: {
      id: true,
      points: true,
      reason: true,
      note: true,
      createdAt: true,
      order: { select: { number: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    points: row.points,
    reason: row.reason,
    note: row.note,
    order_number: row.order?.number ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}
