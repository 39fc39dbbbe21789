'use client';

import { useState } from 'react';
import type { OrderContext } from '@/lib/vocabulary/catalogue-types';
import { ORDER_CONTEXT_COOKIE, serializeOrderContext } from '@/lib/ordering/context';

/** The order context on the page; changes are written back to its cookie so a reload keeps them. */
export function useOrderContext(initial: OrderContext): [OrderContext, (next: OrderContext) => void] {
  const [context, setContext] = useState(initial);
  function update(next: OrderContext) {
    const value = encodeURIComponent(serializeOrderContext(next));
    document.cookie = `${ORDER_CONTEXT_COOKIE.name}=${value}; Max-Age=${ORDER_CONTEXT_COOKIE.maxAge}; Path=${ORDER_CONTEXT_COOKIE.path}; SameSite=Lax`;
    setContext(next);
  }
  return [context, update];
}
