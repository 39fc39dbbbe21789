import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { setKitchenClosed } from '@/lib/restaurants/controls';
import { kitchenSchema } from '@/lib/validations/admin';

/** PUT /api/admin/restaurants/{slug}/kitchen {closed} → {data: {restaurant, closed_kitchen}}. */
export const PUT = withUser<{ slug: string }>({ permission: 'orders.manage' }, async (request, auth, { params }) => {
  const { closed } = await parseJson(request, kitchenSchema);
  return NextResponse.json({ data: await setKitchenClosed(auth.user, (await params).slug, closed) });
});
