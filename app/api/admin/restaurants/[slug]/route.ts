import { itemRoutes } from '@/lib/admin/resource-routes';
import { restaurants } from '@/lib/admin/catalogue/resources';
import { restaurantIdOf } from '@/lib/admin/places/restaurants';

/** GET, PUT (partial) and DELETE /api/admin/restaurants/{id or slug} (restaurants.manage; with orders: 409). */
const routes = itemRoutes(restaurants, { segment: 'slug', resolve: restaurantIdOf });
export const GET = routes.GET;
export const PUT = routes.PUT;
export const DELETE = routes.DELETE;
