import { collectionRoutes } from '@/lib/admin/resource-routes';
import { preferences } from '@/lib/admin/catalogue/resources';

/** GET /api/admin/preferences?q=&sort=&page=&per_page= → {data, meta}; POST → 201 {data} (catalogue.manage). */
const routes = collectionRoutes(preferences);
export const GET = routes.GET;
export const POST = routes.POST;
