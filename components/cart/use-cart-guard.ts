'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import type { OrderContext } from '@/lib/vocabulary/catalogue-types';
import { useRouter } from '@/lib/i18n/navigation';
import type { EmptyCartReason } from './empty-cart-modal';
import { isSameContext, useCart, type AddToCartInput } from '@/lib/hooks/use-cart';

type Pending = { reason: EmptyCartReason; then: () => unknown };

/**
 * The catalogue's side of the cart: adding (visitors go to log in first), and
 * the empty-cart modal of DESIGN.md section 5, asked before a product of
 * another restaurant or delivery type is added (the API's 409 cart_conflict)
 * and before the customer changes delivery type, city or restaurant.
 */
export function useCartGuard(isSignedIn: boolean) {
  const t = useTranslations('Cart');
  const router = useRouter();
  const cart = useCart({ enabled: isSignedIn });
  const [pending, setPending] = useState<Pending | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function add(input: AddToCartInput, options?: { undoable?: boolean }): Promise<void> {
    if (!isSignedIn) {
      toast.info(t('loginToOrder'));
      router.push('/login?redirect=/pedido');
      return;
    }
    const result = await cart.add(input, options);
    if (!result.ok && result.code === 'cart_conflict')
      setPending({ reason: 'conflict', then: () => cart.add(input, options) });
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
  };
}
