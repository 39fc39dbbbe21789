import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { setCartExtra } from '@/lib/cart/cart';
import { addExtraSchema } from '@/lib/validations/cart';

/** POST /api/cart/add-extra {delivery_type, restaurant, table_number, product, quantity}: quantity 0 removes it. */
export const POST = withUser({}, async (request, auth) => {
  const input = await parseJson(request, addExtraSchema);
  const item = await setCartExtra(
    auth.user.id,
    { deliveryType: input.delivery_type, restaurant: input.restaurant, tableNumber: input.table_number },
    input.product,
    input.quantity,
  );
  return NextResponse.json({ data: item });
});
