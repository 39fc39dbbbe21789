import 'server-only';
import { z } from 'zod';
import type { DbClient } from '@/lib/db';

// While an order waits for its online payment its cart is set aside on the
// order (Order.heldCart), exactly as it was: if the payment fails, expires or
// the customer goes back, the same lines return to the cart.

const heldLine = z.object({
  productId: z.number().int(),
  restaurantId: z.number().int(),
  deliveryType: z.string(),
  tableNumber: z.number().int().nullable(),
  quantity: z.number().int(),
  selection: z.string(),
  selectionKey: z.string(),
  unitPriceCents: z.number().int(),
});
const heldCart = z.array(heldLine);

/** The customer's cart as JSON, to keep on the order before the cart is emptied. */
export async function holdCart(tx: DbClient, userId: number): Promise<string> {
  const lines = await tx.cartItem.findMany({
    where: { userId },
    orderBy: { id: 'asc' },
    select: {
      productId: true,
      restaurantId: true,
      deliveryType: true,
      tableNumber: true,
      quantity: true,
      selection: true,
      selectionKey: true,
      unitPriceCents: true,
    },
  });
  return JSON.stringify(lines);
}

/**
 * Puts the held lines back. If the customer has meanwhile filled a cart for
 * another restaurant or type, that cart stays as it is (a cart holds one
 * context) and a notice says where the lines went; the same line already in
 * the cart keeps the larger quantity, never the sum of both.
 */
export async function restoreHeldCart(tx: DbClient, userId: number, held: string | null): Promise<void> {
  if (!held) return;
  const parsed = heldCart.safeParse(JSON.parse(held));
  if (!parsed.success || parsed.data.length === 0) return;
  const lines = parsed.data;
  const current = await tx.cartItem.findFirst({
    where: { userId },
    select: { restaurantId: true, deliveryType: true, tableNumber: true },
  });
  const first = lines[0]!;
  if (
    current &&
    (current.restaurantId !== first.restaurantId ||
      current.deliveryType !== first.deliveryType ||
      current.tableNumber !== first.tableNumber)
  ) {
    await tx.cartNotice.create({
      data: {
        userId,
        message:
          'Tu cesta tiene productos de otro pedido, así que no hemos devuelto los del pedido sin pagar: puedes repetirlo desde «Mis pedidos».',
      },
    });
    return;
  }
  // A product the back office deleted meanwhile cannot come back.
  const existingProducts = await tx.product.findMany({
    where: { id: { in: lines.map((line) => line.productId) } },
    select: { id: true },
  });
  const alive = new Set(existingProducts.map((product) => product.id));
  for (const line of lines) {
    if (!alive.has(line.productId)) continue;
    const where = { userId, productId: line.productId, selectionKey: line.selectionKey };
    const existing = await tx.cartItem.findFirst({ where, select: { id: true, quantity: true } });
    if (existing) {
      if (existing.quantity < line.quantity)
        await tx.cartItem.update({ where: { id: existing.id }, data: { quantity: line.quantity } });
      continue;
    }
    await tx.cartItem.create({ data: { userId, ...line } });
  }
}
