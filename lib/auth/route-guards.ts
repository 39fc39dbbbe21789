import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE, unsealSession } from './session-cookie';

// Named route guards, run by middleware.ts before a page renders (the spec's
// route middleware: "auth", "verified"). A page asks for guards by name in
// ROUTE_GUARDS; a name that no guard answers to is a programming error and
// the request gets the spec's 500 "Unknown middleware" (section 8) instead of
// a page that silently runs unguarded. These are optimistic checks on the
// cookie: pages and route handlers check the database again.

type Guard = (request: NextRequest) => Promise<NextResponse | null>;

/** A visitor on a signed-in page gets a 307 to /login and comes back after (issue 9, finding 11). */
const auth: Guard = async (request) => {
  if (await unsealSession(request.cookies.get(SESSION_COOKIE)?.value)) return null;
  const login = new URL('/login', request.url);
  login.searchParams.set('redirect', `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.redirect(login, 307);
};

/** Spec section 4: a signed-in user whose e-mail is not verified goes to /verificar (the cookie's copy of the flag). */
const verified: Guard = async (request) => {
  const session = await unsealSession(request.cookies.get(SESSION_COOKIE)?.value);
  if (!session || session.ev) return null;
  return NextResponse.redirect(new URL('/verificar', request.url));
};

export const GUARDS: Readonly<Record<string, Guard>> = { auth, verified };

export type RouteGuards = { readonly path: RegExp; readonly guards: readonly string[] };

/** Which guards each page runs, in order; matched against the path without its locale prefix. */
export const ROUTE_GUARDS: readonly RouteGuards[] = [
  { path: /^\/(?:detalle-del-pedido|pedido-confirmado|mi-cuenta)(?:\/|$)/, guards: ['auth', 'verified'] },
  { path: /^\/pedido(?:\/|$)/, guards: ['verified'] },
  { path: /^\/(?:confirmar-contrasena|verificar|admin)(?:\/|$)/, guards: ['auth'] },
];

export const UNKNOWN_MIDDLEWARE = 'Unknown middleware';

const LOCALE_PREFIX = /^\/[a-z]{2}(?=\/|$)/;

/**
 * Runs the guards the page names: the first that answers (a redirect) wins,
 * none answering lets the request through (null). A name with no guard
 * answers 500 "Unknown middleware" before any guard runs.
 */
export async function runRouteGuards(
  request: NextRequest,
  table: readonly RouteGuards[] = ROUTE_GUARDS,
  guards: Readonly<Record<string, Guard>> = GUARDS,
): Promise<NextResponse | null> {
  const path = request.nextUrl.pathname.replace(LOCALE_PREFIX, '') || '/';
  const names = table.find((route) => route.path.test(path))?.guards ?? [];
  if (names.some((name) => !Object.hasOwn(guards, name))) {
    return new NextResponse(UNKNOWN_MIDDLEWARE, {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  for (const name of names) {
    const response = await guards[name]!(request);
    if (response) return response;
  }
  return null;
}
