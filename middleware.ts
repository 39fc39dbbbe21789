import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from './lib/i18n/locales';
import {
  contextFromSearch,
  ORDER_CONTEXT_COOKIE,
  parseOrderContext,
  serializeOrderContext,
} from './lib/ordering/context';
import { isSecureCookies, SESSION_COOKIE } from './lib/auth/session-cookie';
import { runRouteGuards } from './lib/auth/route-guards';
import { SESSION_HINT_COOKIE } from './lib/auth/session-hint';
import { gatewayOrigin, isDevelopment } from './lib/env-edge';
import { newNonce, pagePolicy } from './lib/http/csp';
import { getSetting, isMaintenanceOn } from './lib/site/settings';
import { MAINTENANCE_RETRY_AFTER_SECONDS, maintenanceHtml } from './lib/site/maintenance-html';
import { restaurantPhonesByCity } from './lib/restaurants/phones';
import { authenticate } from './lib/auth/authenticate';
import { cartContext } from './lib/cart/count';
import type { OrderContext } from './lib/vocabulary/catalogue-types';

// Next 16 calls this file proxy.ts; the product owner's layout keeps the old
// name (docs/decisions/001-middleware-ts.md). It reads one row of the
// database (the maintenance switch) and is never the only guard: route
// handlers and pages check again.
const handleI18n = createMiddleware(routing);

/**
 * Pages that stay open during maintenance: the back office (its pages let
 * only staff and managers in) and the login that leads to it.
 */
const OPEN_IN_MAINTENANCE = /^(?:\/[a-z]{2})?\/(?:admin|login|verificacion-dos-pasos)(?:\/|$)/;

export default async function middleware(request: NextRequest) {
  // The maintenance switch: every customer page answers 503 with Retry-After.
  if (!OPEN_IN_MAINTENANCE.test(request.nextUrl.pathname) && (await isMaintenanceOn())) {
    return new NextResponse(maintenanceHtml(await restaurantPhonesByCity(), request.nextUrl.searchParams), {
      status: 503,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
        'Content-Security-Policy':
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      },
    });
  }
  // Next.js reads the nonce from the request's CSP header and puts it on every
  // script it renders; next-intl passes the request headers on.
  const policy = pagePolicy(newNonce(), { isDevelopment: isDevelopment(), gatewayOrigin: gatewayOrigin() });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const forwarded = new NextRequest(request, { headers });
  const response =
    refuseCacheAddress(request) ??
    (await runRouteGuards(request)) ??
    rememberOrderContext(request) ??
    (await returnToCart(request)) ??
    (await cachedCatalogue(request, headers)) ??
    handleI18n(forwarded);
  response.headers.set('Content-Security-Policy', policy);
  syncSessionHint(request, response);
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

/**
 * The readable hint of lib/auth/session-hint.ts follows the session cookie's
 * presence (sessions from before the hint existed, cookies that expired apart).
 * Presence only: whether the session is valid is for the page's own fetch.
 */
function syncSessionHint(request: NextRequest, response: NextResponse): void {
  const hasSession = request.cookies.has(SESSION_COOKIE);
  const hasHint = request.cookies.get(SESSION_HINT_COOKIE)?.value === '1';
  if (hasSession === hasHint || response.cookies.has(SESSION_HINT_COOKIE)) return;
  if (hasSession)
    response.cookies.set(SESSION_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure: isSecureCookies() });
  else response.cookies.delete(SESSION_HINT_COOKIE);
}

/** /pedido?restaurante=…&tipo=…&mesa=… stores the choice in a cookie and redirects to a clean /pedido. */
function rememberOrderContext(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  if (!CATALOGUE.test(pathname)) return null;
  const current = parseOrderContext(request.cookies.get(ORDER_CONTEXT_COOKIE.name)?.value);
  const next = contextFromSearch(searchParams, current);
  // Links to here are never prefetched (components/order/catalogue-link.tsx):
  // Next strips the router's prefetch header before middleware runs, so a
  // prefetch could not be told apart from the customer's choice.
  return next ? redirectWithContext(request, next) : null;
}

/**
 * Spec section 4: a cart with items sets the delivery type, restaurant and
 * table from its first item. /pedido asked without a chosen context (a new
 * browser, the choice's cookie gone) by a customer whose cart has items
 * opens that cart's catalogue instead of asking for it all again. Done here,
 * not in the page, so that /pedido itself stays prerendered (issue 11).
 */
async function returnToCart(request: NextRequest): Promise<NextResponse | null> {
  if (!CATALOGUE.test(request.nextUrl.pathname) || !request.cookies.has(SESSION_COOKIE)) return null;
  if (parseOrderContext(request.cookies.get(ORDER_CONTEXT_COOKIE.name)?.value)) return null;
  const auth = await authenticate(request, { touch: false });
  const context = auth ? await cartContext(auth.user.id) : null;
  return context ? redirectWithContext(request, context) : null;
}

/** Remembers the choice and sends the browser to a clean /pedido, which then shows its catalogue. */
function redirectWithContext(request: NextRequest, context: OrderContext): NextResponse {
  const clean = request.nextUrl.clone();
  for (const key of ['restaurante', 'tipo', 'mesa']) clean.searchParams.delete(key);
  const response = NextResponse.redirect(clean);
  // Built from this browser's session or choice: never kept by a shared cache (security review).
  response.headers.set('Cache-Control', 'private, no-store');
  response.cookies.set(ORDER_CONTEXT_COOKIE.name, serializeOrderContext(context), {
    maxAge: ORDER_CONTEXT_COOKIE.maxAge,
    path: ORDER_CONTEXT_COOKIE.path,
    sameSite: 'lax',
    secure: isSecureCookies(),
  });
  return response;
}

const CATALOGUE = /^(?:\/[a-z]{2})?\/pedido$/;
const CACHED_CATALOGUE = /^(?:\/[a-z]{2})?\/carta-en-cache(?:\/|$)/;

/**
 * /pedido with a chosen restaurant and type shows the catalogue page that is
 * the same for everyone (issue 11, decision 015): the address bar keeps
 * /pedido, and the page Next caches is addressed by the catalogue's stamp,
 * so a change anywhere (back office, seed, another process) is a new address
 * and the next request renders it again.
 */
async function cachedCatalogue(request: NextRequest, headers: Headers): Promise<NextResponse | null> {
  if (!CATALOGUE.test(request.nextUrl.pathname)) return null;
  const context = parseOrderContext(request.cookies.get(ORDER_CONTEXT_COOKIE.name)?.value);
  if (!context) return null;
  const version = (await getSetting('catalogue_version')) || 'inicial';
  const target = new URL(
    `/${DEFAULT_LOCALE}/carta-en-cache/${encodeURIComponent(version)}/${context.restaurant}/${context.deliveryType}`,
    request.url,
  );
  return NextResponse.rewrite(target, { request: { headers } });
}

/** The cached catalogue's own address is internal: asked directly, it does not exist. */
function refuseCacheAddress(request: NextRequest): NextResponse | null {
  if (!CACHED_CATALOGUE.test(request.nextUrl.pathname)) return null;
  return NextResponse.rewrite(new URL(`/${DEFAULT_LOCALE}/pagina-inexistente`, request.url), { status: 404 });
}

export const config = {
  // Everything except the API, Next internals and files with an extension.
  matcher: '/((?!api|sanctum|_next|_vercel|.*\\..*).*)',
  // Unsealing the session reads the secret from var/ on a fresh machine.
  runtime: 'nodejs',
};
