import { NextResponse } from 'next/server';
import { idParam } from '@/lib/api/params';
import { withUser } from '@/lib/api/with-user';
import { deletePaymentMethod } from '@/lib/users/payment-methods';

/** DELETE: removes a saved card (password confirmed in the last 3 hours). */
export const DELETE = withUser<{ id: string }>({ confirmPassword: true }, async (_request, auth, { params }) => {
  await deletePaymentMethod(auth.user.id, idParam((await params).id));
  return new NextResponse(null, { status: 204 });
});
