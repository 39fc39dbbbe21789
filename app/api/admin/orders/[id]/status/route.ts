import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { changeOrderStatus } from '@/lib/orders/staff-orders';
import { orderStatusSchema, type OrderStatusInput } from '@/lib/validations/admin';

/** POST /api/admin/orders/{id}/status {status, reason?, prep_minutes?} → {data: order}; 409 order_status_conflict. */
export const POST = withUser<{ id: string }>({ permission: 'orders.manage' }, async (request, auth, { params }) => {
  const input = (await parseJson(request, orderStatusSchema)) as OrderStatusInput;
  return NextResponse.json({ data: await changeOrderStatus(auth.user, (await params).id, input) });
});
