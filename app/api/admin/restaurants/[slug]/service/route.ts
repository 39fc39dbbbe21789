import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { setService } from '@/lib/restaurants/controls';
import { serviceSchema } from '@/lib/validations/admin';

/**
 * PUT /api/admin/restaurants/{slug}/service {pause_delivery_minutes?, extra_lead_minutes?, extra_lead_for_minutes?}
 * → {data: {restaurant, delivery_paused_until, extra_lead_minutes, extra_lead_until}}.
 */
export const PUT = withUser<{ slug: string }>({ permission: 'orders.manage' }, async (request, auth, { params }) => {
  const input = await parseJson(request, serviceSchema);
  const data = await setService(auth.user, (await params).slug, {
    pauseDeliveryMinutes: input.pause_delivery_minutes,
    extraLeadMinutes: input.extra_lead_minutes,
    extraLeadForMinutes: input.extra_lead_for_minutes,
  });
  return NextResponse.json({ data });
});
