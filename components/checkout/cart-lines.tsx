'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { LazyEmptyCartModal } from '@/components/cart/lazy-empty-cart-modal';
import type { useCart } from '@/lib/hooks/use-cart';
import { CartLine } from './cart-line';
import { buttonClass } from '@/components/ui/button';

type Cart = ReturnType<typeof useCart>;

/** The cart's lines with their controls, or the empty state with a way back to ordering. */
export function CartLines({ cart }: { cart: Cart }) {
  const t = useTranslations('Cart');
  const [isAsking, setAsking] = useState(false);
  const [isEmptying, setEmptying] = useState(false);

  if (cart.items.length === 0) {
    return (
      <section aria-labelledby="cart-empty-title" className="rounded-2xl border border-line bg-white p-6 text-center">
        <h2 id="cart-empty-title" className="font-display text-2xl font-bold">
          {t('emptyTitle')}
        </h2>
        <p className="mt-2 text-muted">{t('emptyText')}</p>
        <AppLink href="/pedido-online" className={buttonClass('primary', { className: 'mt-4' })}>
          {t('emptyLink')}
        </AppLink>
      </section>
    );
  }

  const hasUnavailable = cart.items.some((item) => !item.available);
  return (
    <section aria-labelledby="cart-lines-title" className="rounded-2xl border border-line bg-white px-4 py-4 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="cart-lines-title" className="font-display text-2xl font-bold">
          {t('linesHeading', { count: cart.count })}
        </h2>
        <button
          type="button"
          onClick={() => setAsking(true)}
          className="min-h-11 text-sm font-semibold text-brand underline"
        >
          {t('emptyCart')}
        </button>
      </div>
      {hasUnavailable ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">
          {t('unavailableHint')}
        </p>
      ) : null}
      <ul className="divide-y divide-line">
        {cart.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            onQuantity={(line, quantity) => void cart.setQuantity(line, quantity)}
            onRemove={(line) => void cart.remove(line)}
          />
        ))}
      </ul>
      <LazyEmptyCartModal
        reason={isAsking ? 'clear' : null}
        isBusy={isEmptying}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          setEmptying(true);
          await cart.empty();
          setEmptying(false);
          setAsking(false);
        }}
      />
    </section>
  );
}
