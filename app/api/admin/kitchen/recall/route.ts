import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { recallLine } from '@/lib/orders/kitchen';
import { recallSchema } from '@/lib/validations/admin';

/** POST /api/admin/kitchen/recall {restaurant, station} → {data: {id} | null}: the station's last crossed-off line comes back. */
export const POST = withUser({ permission: 'orders.manage' }, async (request, auth) => {
  const { restaurant, station } = await parseJson(request, recallSchema);
  return NextResponse.json({ data: await recallLine(auth.user, restaurant, station) });
});
