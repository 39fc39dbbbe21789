import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import { deliveryTypeFromParam } from '@/lib/vocabulary/delivery-type';
import type { OrderContext } from '@/lib/vocabulary/catalogue-types';

// The chosen way to order (delivery type, restaurant, table) lives in a cookie
// so it survives reloads. Links into the catalogue carry it as query values
// (/pedido?restaurante=valencia-ruzafa&tipo=recoger&mesa=7); the middleware
// moves them into the cookie. Pure functions: used by the middleware and pages.

export const ORDER_CONTEXT_COOKIE = { name: 'pedido', maxAge: 60 * 60 * 24 * 30, path: '/' } as const;
export const MAX_TABLE_NUMBER = 999;
/** The catalogue's address for changing a cart line in the builder ("Editar" in the cart): ?editar={line}. */
export const EDIT_PARAM = 'editar';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A table number from a query value: 1..999, else null. */
export function parseTableNumber(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,3}$/.test(value.trim())) return null;
  const table = Number(value);
  return table >= 1 && table <= MAX_TABLE_NUMBER ? table : null;
}

export function serializeOrderContext(context: OrderContext): string {
  return JSON.stringify({ t: context.deliveryType, r: context.restaurant, m: context.tableNumber });
}

export function parseOrderContext(raw: string | null | undefined): OrderContext | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { t?: unknown; r?: unknown; m?: unknown };
    if (typeof value.r !== 'string' || !SLUG.test(value.r)) return null;
    const deliveryType = deliveryTypeFromParam(typeof value.t === 'string' ? value.t : null);
    const tableNumber = typeof value.m === 'number' ? parseTableNumber(String(value.m)) : null;
    return { deliveryType, restaurant: value.r, tableNumber };
  } catch {
    return null;
  }
}

/**
 * The context a /pedido URL asks for, merged with the current one; null when
 * the URL carries none. A table implies fast service unless a type is given.
 */
export function contextFromSearch(search: URLSearchParams, current: OrderContext | null): OrderContext | null {
  const restaurant = search.get('restaurante');
  const table = parseTableNumber(search.get('mesa'));
  const type = search.get('tipo');
  if (restaurant !== null) {
    if (!SLUG.test(restaurant)) return null;
    const deliveryType: DeliveryType = type ? deliveryTypeFromParam(type) : table ? 'fast' : 'delivery';
    return { deliveryType, restaurant, tableNumber: deliveryType === 'fast' ? table : null };
  }
  if (current && table !== null) return { ...current, deliveryType: 'fast', tableNumber: table };
  return null;
}

/** The query that takes the customer to the catalogue with this context. */
export function catalogueHref(context: OrderContext): string {
  const params = new URLSearchParams({ restaurante: context.restaurant, tipo: typeParam(context.deliveryType) });
  if (context.tableNumber) params.set('mesa', String(context.tableNumber));
  return `/pedido?${params}`;
}

function typeParam(type: DeliveryType): string {
  return type === 'takeaway' ? 'recoger' : type === 'fast' ? 'fast' : 'domicilio';
}
