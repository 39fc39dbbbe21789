'use client';

import { useEffect, useRef } from 'react';
import type { AddToCartInput, CartResult } from '@/lib/hooks/use-cart';
import { isSameShop } from '@/lib/hooks/use-cart';
import { useCurrentUser } from '@/lib/hooks/use-current-user';
import type { OrderContext } from '@/lib/vocabulary/catalogue-types';
import { fromSelectionJson, type ProductSelection } from '@/lib/pricing/selection-json';

const loadReader = () => import('@/lib/ordering/pending-add');

/**
 * Once the catalogue opens with a session and its cart is known, the product
 * chosen before signing in (issue 13, item 5) goes into the cart, once, with
 * «Deshacer» in its toast (on a shared device it may be someone else's
 * choice). It waits while the e-mail is unverified (the cart would refuse it
 * and send the customer to /verificar on every visit) and while the page asks
 * whether the cart of another restaurant wins. It is forgotten before the
 * call, so that a second tab or a reply lost after the cart took it never adds
 * it twice, and when this catalogue is another restaurant's or delivery
 * type's (the customer moved on).
 */
export function usePendingAdd({
  isSignedIn,
  isCartLoaded,
  isCartElsewhere,
  context,
  add,
}: {
  isSignedIn: boolean;
  isCartLoaded: boolean;
  isCartElsewhere: boolean;
  context: OrderContext;
  add: (input: AddToCartInput, options?: { undoable?: boolean }) => Promise<CartResult>;
}) {
  const { user } = useCurrentUser();
  const isHandled = useRef(false);
  useEffect(() => {
    if (isHandled.current || !isSignedIn || !isCartLoaded || !user) return;
    let isCurrent = true;
    void loadReader()
      .then(({ browserStore, clearPendingAdd, readPendingAdd }) => {
        if (!isCurrent || isHandled.current) return;
        const store = browserStore();
        const pending = readPendingAdd(store);
        if (pending && !isSameShop(pending.context, context)) clearPendingAdd(store);
        if (!pending || !isSameShop(pending.context, context)) {
          isHandled.current = true;
          return;
        }
        if (!user.email_verified_at || isCartElsewhere) return;
        isHandled.current = true;
        clearPendingAdd(store);
        let selection: ProductSelection;
        try {
          selection = fromSelectionJson(pending.selection);
        } catch {
          return;
        }
        const { name, category, totalCents, isAlcoholic, photo } = pending;
        void add({ context, selection, name, category, totalCents, isAlcoholic, photo }, { undoable: true });
      })
      // Offline: the product stays kept for the next visit.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, isCartLoaded, isCartElsewhere, user, context, add]);
}
