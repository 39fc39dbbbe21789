import { collectionRoutes } from '@/lib/admin/resource-routes';
import { promotions } from '@/lib/admin/catalogue/resources';

/** GET /api/admin/promotions?q=&sort=&page=&per_page= → {data, meta}; POST → 201 {data} (promotions.manage). */
const routes = collectionRoutes(promotions);
export const GET = routes.GET;
export const POST = routes.POST;
