import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { parseJson } from '@/lib/api/route';
import { listRestaurantOrders } from '@/lib/orders/staff-orders';
import { placePhoneOrder } from '@/lib/orders/phone-orders';
import { ordersQuerySchema, phoneOrderSchema } from '@/lib/validations/admin';
import { idempotencyKeySchema } from '@/lib/validations/order';

/** GET /api/admin/orders?restaurant={slug}&status={s1,s2}&payment_status=refund_failed → {data: [order]}, newest first. */
export const GET = withUser({ permission: 'orders.manage' }, async (request, auth) => {
  const query = ordersQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json({
    data: await listRestaurantOrders(auth.user, query.restaurant, query.status, 200, query.payment_status ?? null),
  });
});

/**
 * POST /api/admin/orders with an Idempotency-Key header: an order taken by
 * phone → 201 {data: order} (200 with the same order for a retry of the key).
 */
export const POST = withUser({ permission: 'orders.manage' }, async (request, auth) => {
  const key = idempotencyKeySchema.parse(request.headers.get('idempotency-key') ?? undefined);
  const input = await parseJson(request, phoneOrderSchema);
  const { order, isReplay } = await placePhoneOrder(auth.user, key, input);
  return NextResponse.json({ data: order }, { status: isReplay ? 200 : 201 });
});
