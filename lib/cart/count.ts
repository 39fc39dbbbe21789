import 'server-only';
import { db } from '@/lib/db';

/** Spec section 3: the cart exposes a total item count (units, not lines). */
export async function cartItemCount(userId: number): Promise<number> {
  const { _sum } = await db.cartItem.aggregate({ where: { userId }, _sum: { quantity: true } });
  return _sum.quantity ?? 0;
}
