import 'server-only';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { addToCart } from '@/lib/cart/cart';
import { readStoredSelection } from '@/lib/pricing/selection-schema';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';

export type RepeatResult = { added: string[]; missing: string[] };

/**
 * "Repetir pedido": the products still available go back into the cart with
 * their selections at today's prices; the others are named. None available:
 * "Este pedido no se puede repetir".
 */
export async function repeatOrder(userId: number, publicId: string): Promise<RepeatResult> {
  const order = await db.order.findFirst({
    where: { publicId, userId },
    select: {
      deliveryType: true,
      tableNumber: true,
      restaurant: { select: { slug: true } },
      lines: { orderBy: { id: 'asc' }, select: { productName: true, quantity: true, selection: true } },
    },
  });
  if (!order) throw new AppError('not_found', { message: 'No encontramos ese pedido.' });
  const context = {
    deliveryType: order.deliveryType as DeliveryType,
    restaurant: order.restaurant.slug,
    tableNumber: order.deliveryType === 'fast' ? order.tableNumber : null,
  };
  const result: RepeatResult = { added: [], missing: [] };
  for (const line of order.lines) {
    try {
      const selection = readStoredSelection(line.selection);
      if (!selection) throw new AppError('product_unavailable');
      await addToCart(userId, context, { ...selection, quantity: line.quantity });
      result.added.push(line.productName);
    } catch (error) {
      // A cart of another restaurant or delivery type is the customer's to decide on, not a missing product.
      if (error instanceof AppError && error.code === 'cart_conflict') throw error;
      if (error instanceof AppError) result.missing.push(line.productName);
      else throw error;
    }
  }
  if (result.added.length === 0) throw new AppError('order_not_repeatable');
  return result;
}
