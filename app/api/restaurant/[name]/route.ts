import { NextResponse } from 'next/server';
import { AppError } from '@/lib/errors';
import { withRoute } from '@/lib/api/route';
import { getRestaurantSummary } from '@/lib/restaurants/queries';
import { restaurantJson } from '@/lib/restaurants/json';

export const GET = withRoute<{ name: string }>(async (_request, { params }) => {
  const restaurant = await getRestaurantSummary((await params).name);
  if (!restaurant) throw new AppError('restaurant_not_found');
  return NextResponse.json(restaurantJson(restaurant));
});
