import { NextResponse } from 'next/server';
import { AppError } from '@/lib/errors';
import { idParam } from '@/lib/api/params';
import { withRoute } from '@/lib/api/route';
import { getRestaurantById } from '@/lib/restaurants/queries';
import { restaurantJson } from '@/lib/restaurants/json';

/** GET /api/restaurant/update-cart/{id} → {id, name, city}: the restaurant of a cart, by id. */
export const GET = withRoute<{ id: string }>(async (_request, { params }) => {
  const restaurant = await getRestaurantById(idParam((await params).id));
  if (!restaurant) throw new AppError('restaurant_not_found');
  const { id, name, city } = restaurantJson(restaurant);
  return NextResponse.json({ id, name, city });
});
