import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { cancelOrder } from '@/lib/orders/queries';

/** POST /api/orders/{id}/cancel: before the restaurant accepts it. */
export const POST = withUser<{ id: string }>({}, async (_request, auth, { params }) =>
  NextResponse.json({ data: await cancelOrder(auth.user.id, (await params).id) }),
);
