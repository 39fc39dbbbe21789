import { AppError } from '@/lib/errors';
import { withRoute } from '@/lib/api/route';

// Unknown API paths answer a JSON 404 (or 503 during maintenance), never HTML.
const notFound = withRoute(async () => {
  throw new AppError('not_found');
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
