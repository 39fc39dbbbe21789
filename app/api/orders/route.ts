import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { placeOrder } from '@/lib/orders/place-order';
import { listOrders } from '@/lib/orders/queries';
import { idempotencyKeySchema, placeOrderSchema } from '@/lib/validations/order';

/** GET /api/orders: the customer's orders, newest first. */
export const GET = withUser({}, async (_request, auth) => NextResponse.json({ data: await listOrders(auth.user.id) }));

/**
 * POST /api/orders with an Idempotency-Key header: 201 with the new order, or
 * 200 with the same order for a retry of that key. Paid by card or Bizum, the
 * answer carries `payment: {url, params}`, the form to post to the gateway.
 */
export const POST = withUser({}, async (request, auth) => {
  const key = idempotencyKeySchema.parse(request.headers.get('idempotency-key') ?? undefined);
  const input = await parseJson(request, placeOrderSchema);
  const { order, isReplay, payment } = await placeOrder(auth.user.id, key, input);
  return NextResponse.json({ data: order, ...(payment ? { payment } : {}) }, { status: isReplay ? 200 : 201 });
});
