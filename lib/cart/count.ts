import 'server-only';
import { db } from '@/lib/db';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import type { OrderContext } from '@/lib/vocabulary/catalogue-types';

/** Spec section 3: the cart exposes a total item count (units, not lines). */
export async function cartItemCount(userId: number): Promise<number> {
  const { _sum } = await db.cartItem.aggregate({ where: { userId }, _sum: { quantity: true } });
  return _sum.quantity ?? 0;
}

/**
 * Spec section 4: a cart with items sets the delivery type, restaurant and
 * table from its first item. For /pedido asked without a chosen context (a
 * new browser, an expired cookie): the customer goes back to their cart's
 * catalogue instead of choosing it all again.
 */
export async function cartContext(userId: number): Promise<OrderContext | null> {
  const first = await db.cartItem.findFirst({
    where: { userId },
    orderBy: { id: 'asc' },
    select: { deliveryType: true, tableNumber: true, restaurant: { select: { slug: true } } },
  });
  if (!first) return null;
  const deliveryType = first.deliveryType as DeliveryType;
  return {
    deliveryType,
    restaurant: first.restaurant.slug,
    tableNumber: deliveryType === 'fast' ? first.tableNumber : null,
  };
}
