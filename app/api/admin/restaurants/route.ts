import { collectionRoutes } from '@/lib/admin/resource-routes';
import { restaurants } from '@/lib/admin/catalogue/resources';

/** GET /api/admin/restaurants?q=&sort=&page=&per_page= → {data, meta}; POST → 201 {data} (restaurants.manage). */
const routes = collectionRoutes(restaurants);
export const GET = routes.GET;
export const POST = routes.POST;
