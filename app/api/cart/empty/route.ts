import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { emptyCart } from '@/lib/cart/cart';

/** POST /api/cart/empty → {data: []}. */
export const POST = withUser({}, async (_request, auth) => {
  await emptyCart(auth.user.id);
  return NextResponse.json({ data: [] });
});
