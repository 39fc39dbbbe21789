import { collectionRoutes } from '@/lib/admin/resource-routes';
import { ingredients } from '@/lib/admin/catalogue/resources';

/** GET /api/admin/ingredients?q=&sort=&page=&per_page= → {data, meta}; POST → 201 {data} (catalogue.manage). */
const routes = collectionRoutes(ingredients);
export const GET = routes.GET;
export const POST = routes.POST;
