import { collectionRoutes } from '@/lib/admin/resource-routes';
import { sauces } from '@/lib/admin/catalogue/resources';

/** GET /api/admin/sauces?q=&sort=&page=&per_page= → {data, meta}; POST → 201 {data} (catalogue.manage). */
const routes = collectionRoutes(sauces);
export const GET = routes.GET;
export const POST = routes.POST;
