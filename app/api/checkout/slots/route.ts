import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { checkoutOptions } from '@/lib/orders/checkout';

/** GET /api/checkout/slots: delivery times for the cart's restaurant and type, and whether it is open now. */
export const GET = withUser({}, async (_request, auth) =>
  NextResponse.json({ data: await checkoutOptions(auth.user.id) }),
);
