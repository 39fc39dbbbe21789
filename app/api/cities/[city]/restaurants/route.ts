import { NextResponse } from 'next/server';
import { AppError } from '@/lib/errors';
import { withRoute } from '@/lib/api/route';
import { deliveryTypeFromParam } from '@/lib/vocabulary/delivery-type';
import { getCityRestaurants } from '@/lib/restaurants/queries';
import { cityRestaurantJson } from '@/lib/restaurants/json';

export const GET = withRoute<{ city: string }>(async (request, { params }) => {
  const deliveryType = deliveryTypeFromParam(new URL(request.url).searchParams.get('type'));
  const result = await getCityRestaurants((await params).city, deliveryType);
  if (!result) throw new AppError('city_not_found');
  return NextResponse.json({ data: result.restaurants.map(cityRestaurantJson), city: result.city });
});
