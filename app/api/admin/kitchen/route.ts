import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { getKitchenBoard } from '@/lib/orders/kitchen';
import { ordersQuerySchema } from '@/lib/validations/admin';

/** GET /api/admin/kitchen?restaurant={slug} → {data: {stations, lines}}: what is left to prepare, oldest first. */
export const GET = withUser({ permission: 'orders.manage' }, async (request, auth) => {
  const { restaurant } = ordersQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json({ data: await getKitchenBoard(auth.user, restaurant) });
});
