import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { setSlotCapacity } from '@/lib/restaurants/controls';
import { slotCapacitySchema } from '@/lib/validations/admin';

/** PUT /api/admin/restaurants/{slug}/slot-capacity {delivery_type, max_orders | null} → {data}. */
export const PUT = withUser<{ slug: string }>({ permission: 'orders.manage' }, async (request, auth, { params }) => {
  const input = await parseJson(request, slotCapacitySchema);
  const data = await setSlotCapacity(auth.user, (await params).slug, input.delivery_type, input.max_orders);
  return NextResponse.json({ data });
});
