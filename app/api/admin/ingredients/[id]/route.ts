import { itemRoutes } from '@/lib/admin/resource-routes';
import { ingredients } from '@/lib/admin/catalogue/resources';

/** GET, PUT (partial) and DELETE (?force=true) /api/admin/ingredients/{id} (catalogue.manage). */
const routes = itemRoutes(ingredients);
export const GET = routes.GET;
export const PUT = routes.PUT;
export const DELETE = routes.DELETE;
