import { itemRoutes } from '@/lib/admin/resource-routes';
import { promotions } from '@/lib/admin/catalogue/resources';

/** GET, PUT (partial) and DELETE /api/admin/promotions/{id} (promotions.manage; one already used: 409). */
const routes = itemRoutes(promotions);
export const GET = routes.GET;
export const PUT = routes.PUT;
export const DELETE = routes.DELETE;
