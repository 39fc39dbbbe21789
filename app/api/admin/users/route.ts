import { collectionRoutes } from '@/lib/admin/resource-routes';
import { users } from '@/lib/admin/catalogue/resources';

/** GET /api/admin/users?q=&role=&blocked=&sort=&page=&per_page= → {data, meta}; POST → 201 {data} (users.manage). */
const routes = collectionRoutes(users);
export const GET = routes.GET;
export const POST = routes.POST;
