import { NextResponse } from 'next/server';
import { idParam } from '@/lib/api/params';
import { withUser } from '@/lib/api/with-user';
import { prepareLine } from '@/lib/orders/kitchen';
import { kitchenPartQuerySchema } from '@/lib/validations/admin';

/**
 * POST /api/admin/kitchen/lines/{id}/prepared[?part=drink] → 204: the line, or one part of a split
 * line, is crossed off (409 if it already was).
 */
export const POST = withUser<{ id: string }>({ permission: 'orders.manage' }, async (request, auth, { params }) => {
  const { part } = kitchenPartQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  await prepareLine(auth.user, idParam((await params).id), part ?? null);
  return new NextResponse(null, { status: 204 });
});
