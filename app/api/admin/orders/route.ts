import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { listRestaurantOrders } from '@/lib/orders/staff-orders';
import { ordersQuerySchema } from '@/lib/validations/admin';

/** GET /api/admin/orders?restaurant={slug}&status={s1,s2} → {data: [order]}, newest first. */
export const GET = withUser({ permission: 'orders.manage' }, async (request, auth) => {
  const query = ordersQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json({ data: await listRestaurantOrders(auth.user, query.restaurant, query.status) });
});
