import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from './lib/i18n/locales';
import { contextFromSearch, ORDER_CONTEXT_COOKIE, parseOrderContext, serializeOrderContext } from './lib/ordering/context';

// Next 16 calls this file proxy.ts; the product owner's layout keeps the old
// name (docs/decisions/001-middleware-ts.md). It never touches the database
// and is never the only guard: route handlers and pages check again.
const handleI18n = createMiddleware(routing);

export default function middleware(request: NextRequest) {
  const response = rememberOrderContext(request) ?? handleI18n(request);
  // Spec section 9: the locale cookie is kept for 365 days on path /. next-intl
  // only writes it when the locale differs from the browser's, so remember it here.
  if (!request.cookies.has(LOCALE_COOKIE.name)) {
    const prefix = request.nextUrl.pathname.split('/')[1];
    const locale = LOCALES.find((candidate) => candidate.code === prefix)?.code ?? DEFAULT_LOCALE;
    response.cookies.set(LOCALE_COOKIE.name, locale, {
      maxAge: LOCALE_COOKIE.maxAge,
      path: LOCALE_COOKIE.path,
      sameSite: 'lax',
    });
  }
  return response;
}

/** /pedido?restaurante=…&tipo=…&mesa=… stores the choice in a cookie and redirects to a clean /pedido. */
function rememberOrderContext(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  if (!/^(?:\/[a-z]{2})?\/pedido$/.test(pathname)) return null;
  const current = parseOrderContext(request.cookies.get(ORDER_CONTEXT_COOKIE.name)?.value);
  const next = contextFromSearch(searchParams, current);
  if (!next) return null;
  const clean = request.nextUrl.clone();
  for (const key of ['restaurante', 'tipo', 'mesa']) clean.searchParams.delete(key);
  const response = NextResponse.redirect(clean);
  response.cookies.set(ORDER_CONTEXT_COOKIE.name, serializeOrderContext(next), {
    maxAge: ORDER_CONTEXT_COOKIE.maxAge,
    path: ORDER_CONTEXT_COOKIE.path,
    sameSite: 'lax',
  });
  return response;
}

export const config = {
  // Everything except the API, Next internals and files with an extension.
  matcher: '/((?!api|sanctum|_next|_vercel|.*\\..*).*)',
};
