'use client';

import { useEffect, useRef } from 'react';
import type { AddToCartInput, CartResult } from '@/lib/hooks/use-cart';
import { isSameShop } from '@/lib/hooks/use-cart';
import type { OrderContext } from '@/lib/vocabulary/catalogue-types';
import { browserStore, clearPendingAdd, readPendingAdd } from '@/lib/ordering/pending-add';
import { fromSelectionJson } from '@/lib/pricing/selection';

/**
 * Once the catalogue opens with a session and its cart is known, the product
 * chosen before signing in (issue 13, item 5) goes into the cart, once. It is
 * forgotten when it arrives, when the server refuses it for good (sold out,
 * no longer sold) or when this catalogue is another restaurant's or delivery
 * type's (the customer moved on); it stays while the e-mail is unverified.
 */
export function usePendingAdd({
  isSignedIn,
  isCartLoaded,
  context,
  add,
}: {
  isSignedIn: boolean;
  isCartLoaded: boolean;
  context: OrderContext;
  add: (input: AddToCartInput) => Promise<CartResult>;
}) {
  const isHandled = useRef(false);
  useEffect(() => {
    if (isHandled.current || !isSignedIn || !isCartLoaded) return;
    isHandled.current = true;
    const store = browserStore();
    const pending = readPendingAdd(store);
    if (!pending) return;
    if (!isSameShop(pending.context, context)) {
      clearPendingAdd(store);
      return;
    }
    const input: AddToCartInput = { ...pending, context, selection: fromSelectionJson(pending.selection) };
    void add(input).then((result) => {
      const mayRetry =
        !result.ok && (result.code === 'email_not_verified' || result.status === 0 || result.status >= 500);
      if (!mayRetry) clearPendingAdd(store);
    });
  }, [isSignedIn, isCartLoaded, context, add]);
}
