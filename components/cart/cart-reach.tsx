'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { Stepper } from '@/components/ui/stepper';
import { formatEuros } from '@/lib/pricing/money';
import { MAX_PRODUCT_QUANTITY } from '@/lib/pricing/selection-json';
import type { CartItem } from '@/lib/hooks/use-cart';

type Props = {
  items: readonly CartItem[];
  onQuantity: (item: CartItem, quantity: number) => void;
};

const running = (items: readonly CartItem[]) => ({
  count: items.reduce((sum, item) => sum + item.quantity, 0),
  totalCents: items.reduce((sum, item) => sum + (item.available ? item.total_price : 0), 0),
});

/**
 * The cart always in reach while browsing (issue 13): on phones a bar fixed
 * to the bottom with the count and the running total, which opens the cart;
 * nothing while the cart is empty. Its place is kept by a spacer so that it
 * never covers the last card.
 */
export function CartBar({ items }: Pick<Props, 'items'>) {
  const t = useTranslations('CartReach');
  const { count, totalCents } = running(items);
  if (count === 0) return null;
  return (
    <>
      <div aria-hidden="true" className="h-20 lg:hidden" />
      <div className="fixed inset-x-0 bottom-0 z-30 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] lg:hidden">
        <AppLink
          href="/detalle-del-pedido"
          data-testid="cart-bar"
          className="mx-auto flex min-h-14 max-w-xl items-center justify-between gap-3 rounded-2xl bg-brand px-4 py-3 font-semibold text-white shadow-lg hover:bg-brand-dark"
        >
          <span className="grid h-8 min-w-8 place-items-center rounded-full bg-white/20 px-2 text-sm tabular-nums">
            {count}
          </span>
          <span>{t('open', { count })}</span>
          <span className="tabular-nums">{formatEuros(totalCents)}</span>
        </AppLink>
      </div>
    </>
  );
}

/**
 * The cart beside the catalogue from the lg width up: each line with what
 * was chosen and its quantity, editable in place, the running subtotal and
 * the way to the checkout.
 */
export function CartPanel({ items, onQuantity }: Props) {
  const t = useTranslations('CartReach');
  const { count, totalCents } = running(items);
  return (
    <aside
      aria-labelledby="cart-panel-title"
      className="sticky top-20 hidden max-h-[calc(100vh-6rem)] flex-col rounded-2xl border border-line bg-white shadow-sm lg:flex"
      data-testid="cart-panel"
    >
      <h2 id="cart-panel-title" className="border-b border-line px-4 py-3 font-display text-xl font-bold">
        {t('title')}
      </h2>
      {count === 0 ? (
        <p className="px-4 py-6 text-sm text-muted">{t('empty')}</p>
      ) : (
        <>
          <ul className="min-h-0 flex-1 divide-y divide-line overflow-y-auto px-4">
            {items.map((item) => (
              <li key={item.id} className="py-3">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 break-words font-semibold">{item.product.name}</p>
                  <p className="shrink-0 font-semibold tabular-nums">{formatEuros(item.total_price)}</p>
                </div>
                {item.details.length > 0 ? (
                  <p className="mt-0.5 break-words text-sm text-muted">{item.details.join(' · ')}</p>
                ) : null}
                {item.available && item.id > 0 ? (
                  <div className="mt-2">
                    <Stepper
                      label={item.product.name}
                      value={item.quantity}
                      max={MAX_PRODUCT_QUANTITY}
                      onChange={(quantity) => onQuantity(item, quantity)}
                    />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="space-y-3 border-t border-line px-4 py-4">
            <p className="flex justify-between font-semibold">
              <span>{t('subtotal')}</span>
              <span className="tabular-nums" data-testid="cart-panel-total">
                {formatEuros(totalCents)}
              </span>
            </p>
            <AppLink
              href="/detalle-del-pedido"
              className="block rounded-full bg-brand px-4 py-3 text-center font-semibold text-white hover:bg-brand-dark"
            >
              {t('checkout', { count })}
            </AppLink>
          </div>
        </>
      )}
    </aside>
  );
}
