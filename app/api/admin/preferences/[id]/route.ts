import { itemRoutes } from '@/lib/admin/resource-routes';
import { preferences } from '@/lib/admin/catalogue/resources';

/** GET, PUT (partial) and DELETE (?force=true) /api/admin/preferences/{id} (catalogue.manage). */
const routes = itemRoutes(preferences);
export const GET = routes.GET;
export const PUT = routes.PUT;
export const DELETE = routes.DELETE;
