import { AppError } from '@/lib/errors';
import { withRoute } from '@/lib/api/route';
import { isApiCategory } from '@/lib/catalogue/catalogue';
import { categoryJsonBySlug } from '@/lib/catalogue/cache';
import { deliveryTypeFromParam } from '@/lib/vocabulary/delivery-type';
import { getOrderingRestaurant } from '@/lib/restaurants/queries';
import { requestSettings } from '@/lib/site/settings';

/** GET /api/restaurant/{name}/{category}?type= → {data: [product]}, from the catalogue cache. */
export const GET = withRoute<{ name: string; category: string }>(async (request, { params }) => {
  const { name, category } = await params;
  if (!isApiCategory(category)) {
    // An unknown restaurant answers first, as it always has.
    if (!(await getOrderingRestaurant(name))) throw new AppError('restaurant_not_found');
    throw new AppError('unknown_category');
  }
  const deliveryType = deliveryTypeFromParam(new URL(request.url).searchParams.get('type'));
  const setting = await requestSettings(request);
  const body = await categoryJsonBySlug(name, deliveryType, category, setting('catalogue_version'));
  if (body === null) throw new AppError('restaurant_not_found');
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
});
