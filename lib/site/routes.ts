// Route names (spec section 8: a 423 sends the customer to confirm their
// password "with a return parameter carrying the current route name"), and
// the pages they name. Pure: used by the browser and the server.

export const ROUTE_PATHS = {
  index: '/',
  'online-order': '/pedido-online',
  order: '/pedido',
  'order-detail': '/detalle-del-pedido',
  account: '/mi-cuenta',
  'admin-orders': '/admin/pedidos',
  'admin-kitchen': '/admin/cocina',
  'admin-restaurant': '/admin/restaurante',
  'admin-catalogue': '/admin/catalogo/productos',
  'admin-manage': '/admin/restaurantes',
  'admin-audit': '/admin/registro',
} as const;
export type RouteName = keyof typeof ROUTE_PATHS;

/** The name of the page at exactly `pathname`, if it has one. */
export function routeNamed(pathname: string): RouteName | null {
  const found = Object.entries(ROUTE_PATHS).find(([, path]) => path === pathname);
  return found ? (found[0] as RouteName) : null;
}

/** The page a route name names; null for a name we do not know. */
export function pathOfRoute(name: string): string | null {
  return Object.hasOwn(ROUTE_PATHS, name) ? ROUTE_PATHS[name as RouteName] : null;
}

const SECTION = /^[a-z0-9-]{1,40}$/;

/**
 * Where to come back after confirming the password: a named page (and the
 * section of it the customer was in), or, for an older link, a path of the
 * site; `fallback` otherwise. Never another site (safeRedirect checks paths).
 */
export function returnPath(
  redirect: string | null,
  section: string | null,
  safePath: (path: string | null) => string,
): string {
  const named = redirect ? pathOfRoute(redirect) : null;
  if (named) return section && SECTION.test(section) ? `${named}#${section}` : named;
  return safePath(redirect);
}

/** The confirm-password address for the page the browser is on (the 423 reaction). */
export function confirmPasswordHref(location: { pathname: string; search: string; hash: string }): string {
  const name = routeNamed(location.pathname);
  const section = location.hash.slice(1);
  if (!name) return `/confirmar-contrasena?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  return `/confirmar-contrasena?redirect=${name}${SECTION.test(section) ? `&seccion=${section}` : ''}`;
}
