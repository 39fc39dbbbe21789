import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

// Next 16 calls this file proxy.ts; the product owner's layout keeps the old
// name (docs/decisions/001-middleware-ts.md). It never touches the database
// and is never the only guard: route handlers and pages check again.
export default createMiddleware(routing);

export const config = {
  // Everything except the API, Next internals and files with an extension.
  matcher: '/((?!api|sanctum|_next|_vercel|.*\\..*).*)',
};
