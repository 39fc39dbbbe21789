import { NextResponse } from 'next/server';
import { AppError } from '@/lib/errors';
import { idParam } from '@/lib/api/params';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { getCart, setCartItemQuantity, updateCartItem } from '@/lib/cart/cart';
import { updateCartSchema } from '@/lib/validations/cart';

/**
 * PUT /api/cart/{id} {delivery_type, restaurant, products}: a new selection
 * for the line; with only `quantity`, its quantity (0 removes it).
 */
export const PUT = withUser<{ id: string }>({}, async (request, auth, { params }) => {
  const id = idParam((await params).id);
  const input = await parseJson(request, updateCartSchema);
  if (input.products === undefined && input.quantity !== undefined) {
    await setCartItemQuantity(auth.user.id, id, input.quantity);
    return NextResponse.json({ data: (await getCart(auth.user.id)).find((item) => item.id === id) ?? null });
  }
  // The schema requires the context unless only the quantity changes.
  if (input.delivery_type === undefined || input.restaurant === undefined) throw new AppError('validation_failed');
  if (input.products === undefined) {
    throw new AppError('validation_failed', { errors: { products: ['Elige un producto.'] } });
  }
  const item = await updateCartItem(
    auth.user.id,
    id,
    { deliveryType: input.delivery_type, restaurant: input.restaurant, tableNumber: input.table_number },
    input.products,
  );
  return NextResponse.json({ data: item });
});

/** DELETE /api/cart/{id}: removes one line. */
export const DELETE = withUser<{ id: string }>({}, async (_request, auth, { params }) => {
  await setCartItemQuantity(auth.user.id, idParam((await params).id), 0);
  return new NextResponse(null, { status: 204 });
});
