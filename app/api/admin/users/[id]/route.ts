import { itemRoutes } from '@/lib/admin/resource-routes';
import { users } from '@/lib/admin/catalogue/resources';

/** GET, PUT (name, role, restaurant_ids, blocked) and DELETE /api/admin/users/{id} (users.manage). */
const routes = itemRoutes(users);
export const GET = routes.GET;
export const PUT = routes.PUT;
export const DELETE = routes.DELETE;
