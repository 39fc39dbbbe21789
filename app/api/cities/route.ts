import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api/route';
import { deliveryTypeFromParam } from '@/lib/vocabulary/delivery-type';
import { listCities } from '@/lib/restaurants/queries';

export const GET = withRoute(async (request) => {
  const type = new URL(request.url).searchParams.get('type');
  return NextResponse.json({ data: await listCities(type ? deliveryTypeFromParam(type) : undefined) });
});
