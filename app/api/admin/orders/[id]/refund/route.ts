import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { retryFailedRefund } from '@/lib/orders/staff-orders';

/** POST /api/admin/orders/{id}/refund → {data: order}: tries a failed refund again now; 409 when none failed. */
export const POST = withUser<{ id: string }>({ permission: 'orders.manage' }, async (_request, auth, { params }) =>
  NextResponse.json({ data: await retryFailedRefund(auth.user, (await params).id) }),
);
