import { itemRoutes } from '@/lib/admin/resource-routes';
import { sauces } from '@/lib/admin/catalogue/resources';

/** GET, PUT (partial) and DELETE (?force=true) /api/admin/sauces/{id} (catalogue.manage). */
const routes = itemRoutes(sauces);
export const GET = routes.GET;
export const PUT = routes.PUT;
export const DELETE = routes.DELETE;
