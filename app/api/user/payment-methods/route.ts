import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { listPaymentMethods } from '@/lib/users/payment-methods';

export const GET = withUser({}, async (_request, auth) =>
  NextResponse.json({ data: await listPaymentMethods(auth.user.id) }),
);
