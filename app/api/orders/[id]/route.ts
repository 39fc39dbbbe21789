import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { getOrder } from '@/lib/orders/queries';

/** GET /api/orders/{id}: one of the customer's orders (the confirmation page polls it). */
export const GET = withUser<{ id: string }>({}, async (_request, auth, { params }) =>
  NextResponse.json({ data: await getOrder(auth.user.id, { publicId: (await params).id }) }),
);
