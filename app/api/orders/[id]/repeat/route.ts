import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { repeatOrder } from '@/lib/orders/repeat';

/** POST /api/orders/{id}/repeat → {data: {added: [names], missing: [names]}}. */
export const POST = withUser<{ id: string }>({}, async (_request, auth, { params }) =>
  NextResponse.json({ data: await repeatOrder(auth.user.id, (await params).id) }),
);
