'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { OrderContext } from '@/lib/vocabulary/catalogue-types';
import { ORDER_CONTEXT_COOKIE, parseOrderContext, serializeOrderContext } from '@/lib/ordering/context';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readCookie(): string | null {
  const prefix = `${ORDER_CONTEXT_COOKIE.name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

/**
 * The order context on the page. The page may come from a cache that knows
 * only the restaurant and type, so the cookie adds what is this browser's
 * (the table); changes are written back to it so a reload keeps them. A table
 * the restaurant does not have (a misprinted QR, `?mesa=500`) is left out,
 * and `isTableMissing` says so where the restaurant has tables to choose from.
 */
export function useOrderContext(
  initial: OrderContext,
  maxTableNumber: number,
): [OrderContext, (next: OrderContext) => void, boolean] {
  const raw = useSyncExternalStore(subscribe, readCookie, () => null);
  const stored = parseOrderContext(raw);
  const chosen = stored && stored.restaurant === initial.restaurant ? stored : initial;
  const isTableOutOfRange = chosen.tableNumber !== null && chosen.tableNumber > maxTableNumber;
  const context = isTableOutOfRange ? { ...chosen, tableNumber: null } : chosen;
  const update = useCallback((next: OrderContext) => {
    const value = encodeURIComponent(serializeOrderContext(next));
    document.cookie = `${ORDER_CONTEXT_COOKIE.name}=${value}; Max-Age=${ORDER_CONTEXT_COOKIE.maxAge}; Path=${ORDER_CONTEXT_COOKIE.path}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
    for (const listener of listeners) listener();
  }, []);
  return [context, update, isTableOutOfRange && maxTableNumber > 0];
}
