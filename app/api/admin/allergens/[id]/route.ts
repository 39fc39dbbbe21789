import { itemRoutes } from '@/lib/admin/resource-routes';
import { allergens } from '@/lib/admin/catalogue/resources';

/** GET, PUT (partial) and DELETE (?force=true) /api/admin/allergens/{id} (catalogue.manage). */
const routes = itemRoutes(allergens);
export const GET = routes.GET;
export const PUT = routes.PUT;
export const DELETE = routes.DELETE;
