import { collectionRoutes } from '@/lib/admin/resource-routes';
import { products } from '@/lib/admin/catalogue/resources';

/** GET /api/admin/products?q=&category=&sort=&page=&per_page= → {data, meta}; POST → 201 {data} (catalogue.manage). */
const routes = collectionRoutes(products);
export const GET = routes.GET;
export const POST = routes.POST;
