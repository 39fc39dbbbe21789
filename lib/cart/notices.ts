import 'server-only';
import { db, type DbClient } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

// Lines the back office took out of carts (issue 14, the delete modals): a
// deleted product, or one whose ingredient or sauce was deleted, cannot be
// ordered as it was chosen. The lines go, and each customer is told once, the
// next time they open the cart (GET /api/cart answers `notices`).

/** Removes every cart line of `productIds` and leaves its customer `message`; returns the lines removed. */
export async function removeFromCarts(tx: DbClient, productIds: readonly number[], message: string): Promise<number> {
  if (productIds.length === 0) return 0;
  return removeCartLines(tx, { productId: { in: [...productIds] } }, message);
}

/** Removes the cart lines `where` matches and leaves each of their customers `message`. */
export async function removeCartLines(
  tx: DbClient,
  where: Prisma.CartItemWhereInput,
  message: string,
): Promise<number> {
  const owners = await tx.cartItem.findMany({ where, select: { userId: true }, distinct: ['userId'] });
  const { count } = await tx.cartItem.deleteMany({ where });
  if (owners.length > 0) await tx.cartNotice.createMany({ data: owners.map(({ userId }) => ({ userId, message })) });
  return count;
}

/** The customer's notices, oldest first, forgotten as they are read. */
export async function takeCartNotices(userId: number): Promise<string[]> {
  // One read in the usual case (none); no write transaction for every cart read.
  const notices = await db.cartNotice.findMany({ where: { userId }, orderBy: { id: 'asc' } });
  if (notices.length === 0) return [];
  await db.cartNotice.deleteMany({ where: { id: { in: notices.map((notice) => notice.id) } } });
  return notices.map((notice) => notice.message);
}
