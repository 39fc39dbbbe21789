import { collectionRoutes } from '@/lib/admin/resource-routes';
import { cities } from '@/lib/admin/catalogue/resources';

/** GET /api/admin/cities?q=&sort=&page=&per_page= → {data, meta}; POST → 201 {data} (restaurants.manage). */
const routes = collectionRoutes(cities);
export const GET = routes.GET;
export const POST = routes.POST;
