import { itemRoutes } from '@/lib/admin/resource-routes';
import { cities } from '@/lib/admin/catalogue/resources';

/** GET, PUT (partial) and DELETE /api/admin/cities/{id} (restaurants.manage; a city with restaurants: 409). */
const routes = itemRoutes(cities);
export const GET = routes.GET;
export const PUT = routes.PUT;
export const DELETE = routes.DELETE;
