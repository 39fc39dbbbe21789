import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api/route';
import { deliveryTypeFromParam } from '@/lib/vocabulary/delivery-type';
import { listCurrentPromotions } from '@/lib/promotions/queries';

export const GET = withRoute(async (request) => {
  const deliveryType = deliveryTypeFromParam(new URL(request.url).searchParams.get('type'));
  return NextResponse.json({ data: await listCurrentPromotions(deliveryType) });
});
