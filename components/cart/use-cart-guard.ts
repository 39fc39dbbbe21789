'use client';

import { useState } from 'react';
import type { OrderContext } from '@/lib/vocabulary/catalogue-types';
import { browserStore, savePendingAdd } from '@/lib/ordering/pending-add-store';
import { toSelectionJson } from '@/lib/pricing/selection-json';
import type { EmptyCartReason } from './empty-cart-modal';
import { isSameContext, useCart, type AddToCartInput, type CartResult } from '@/lib/hooks/use-cart';

type Pending = { reason: EmptyCartReason; then: () => unknown };

/** Keeps what a visitor (or a customer yet to verify their e-mail) chose, to add it once they can (issue 13). */
function keepForLater(input: AddToCartInput): void {
  savePendingAdd(browserStore(), {
    context: input.context,
    selection: toSelectionJson(input.selection),
    name: input.name,
    category: input.category,
    totalCents: input.totalCents,
    isAlcoholic: input.isAlcoholic,
    photo: input.photo ?? null,
  });
}

/**
 * The catalogue's side of the cart: adding (a visitor signs in first, in a
 * dialog, and the product waits for them in this browser), and
 * the empty-cart modal of DESIGN.md section 5, asked before a product of
 * another restaurant or delivery type is added (the API's 409 cart_conflict)
 * and before the customer changes delivery type, city or restaurant.
 */
export function useCartGuard(isSignedIn: boolean) {
  const cart = useCart({ enabled: isSignedIn });
  const [pending, setPending] = useState<Pending | null>(null);
  const [isBusy, setBusy] = useState(false);
  // The product a visitor chose while the sign-in dialog is open.
  const [signingInFor, setSigningInFor] = useState<string | null>(null);

  async function add(input: AddToCartInput, options?: { undoable?: boolean }): Promise<CartResult> {
    if (!isSignedIn) {
      keepForLater(input);
      setSigningInFor(input.name);
      return { ok: false, code: 'unauthenticated', status: 401 };
    }
    const result = await cart.add(input, options);
    if (!result.ok && result.code === 'cart_conflict')
      setPending({ reason: 'conflict', then: () => cart.add(input, options) });
    // The API is already taking the customer to /verificar: the product waits for the verified account.
    if (!result.ok && result.code === 'email_not_verified') keepForLater(input);
    return result;
  }

  /** Runs `then` at once when the cart is empty or already of `next`; else asks to empty it first. */
  function confirmChange(next: OrderContext | null, then: () => unknown): void {
    if (cart.items.length === 0 || (next && cart.context && isSameContext(cart.context, next))) {
      then();
      return;
    }
    setPending({ reason: 'change', then });
  }

  async function onConfirm(): Promise<void> {
    if (!pending) return;
    setBusy(true);
    const emptied = await cart.empty();
    setBusy(false);
    setPending(null);
    if (emptied.ok) await pending.then();
  }

  return {
    cart,
    add,
    confirmChange,
    emptyCartModal: { reason: pending?.reason ?? null, isBusy, onCancel: () => setPending(null), onConfirm },
    signInDialog: { productName: signingInFor, onClose: () => setSigningInFor(null) },
  };
}
