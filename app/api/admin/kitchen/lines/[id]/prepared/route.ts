import { NextResponse } from 'next/server';
import { idParam } from '@/lib/api/params';
import { withUser } from '@/lib/api/with-user';
import { prepareLine } from '@/lib/orders/kitchen';

/** POST /api/admin/kitchen/lines/{id}/prepared → 204: the line is crossed off (409 if it already was). */
export const POST = withUser<{ id: string }>({ permission: 'orders.manage' }, async (_request, auth, { params }) => {
  await prepareLine(auth.user, idParam((await params).id));
  return new NextResponse(null, { status: 204 });
});
