import { itemRoutes } from '@/lib/admin/resource-routes';
import { products } from '@/lib/admin/catalogue/resources';

/** GET, PUT (partial) and DELETE (?force=true) /api/admin/products/{id} (catalogue.manage). */
const routes = itemRoutes(products);
export const GET = routes.GET;
export const PUT = routes.PUT;
export const DELETE = routes.DELETE;
