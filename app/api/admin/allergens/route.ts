import { collectionRoutes } from '@/lib/admin/resource-routes';
import { allergens } from '@/lib/admin/catalogue/resources';

/** GET /api/admin/allergens?q=&sort=&page=&per_page= → {data, meta}; POST → 201 {data} (catalogue.manage). */
const routes = collectionRoutes(allergens);
export const GET = routes.GET;
export const POST = routes.POST;
