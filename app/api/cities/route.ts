import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api/route';
import { deliveryTypeFromParam } from '@/lib/vocabulary/delivery-type';
import { listCities } from '@/lib/restaurants/queries';
import { cityJson } from '@/lib/restaurants/json';

export const GET = withRoute(async (request) => {
  const type = new URL(request.url).searchParams.get('type');
  const cities = await listCities(type ? deliveryTypeFromParam(type) : undefined);
  return NextResponse.json({ data: cities.map(cityJson) });
});
