import { AppError } from '@/lib/errors';
import { withRoute } from '@/lib/api/route';
import { isApiCategory } from '@/lib/catalogue/catalogue';
import { categoryJson } from '@/lib/catalogue/cache';
import { deliveryTypeFromParam } from '@/lib/vocabulary/delivery-type';
import { getOrderingRestaurant } from '@/lib/restaurants/queries';

/** GET /api/restaurant/{name}/{category}?type= → {data: [product]}, from the catalogue cache. */
export const GET = withRoute<{ name: string; category: string }>(async (request, { params }) => {
  const { name, category } = await params;
  const restaurant = await getOrderingRestaurant(name);
  if (!restaurant) throw new AppError('restaurant_not_found');
  if (!isApiCategory(category)) throw new AppError('unknown_category');
  const deliveryType = deliveryTypeFromParam(new URL(request.url).searchParams.get('type'));
  const body = await categoryJson(restaurant, deliveryType, category);
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
});
