import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { addToCart, getCart } from '@/lib/cart/cart';
import { takeCartNotices } from '@/lib/cart/notices';
import { addToCartSchema } from '@/lib/validations/cart';

/** GET /api/cart → {data: [items], notices: [why lines were removed, shown once]} at today's prices. */
export const GET = withUser({}, async (_request, auth) => {
  const [data, notices] = await Promise.all([getCart(auth.user.id), takeCartNotices(auth.user.id)]);
  return NextResponse.json({ data, notices });
});

/** POST /api/cart {delivery_type, restaurant, table_number, products} → {data: item}. */
export const POST = withUser({}, async (request, auth) => {
  const input = await parseJson(request, addToCartSchema);
  const item = await addToCart(
    auth.user.id,
    { deliveryType: input.delivery_type, restaurant: input.restaurant, tableNumber: input.table_number },
    input.products,
  );
  return NextResponse.json({ data: item }, { status: 201 });
});
