'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { EDIT_PARAM } from '@/lib/ordering/context';
import { catalogueHref } from '@/lib/ordering/context';
import { formatEuros } from '@/lib/pricing/money';
import { MAX_PRODUCT_QUANTITY } from '@/lib/pricing/selection-json';
import { Stepper } from '@/components/ui/stepper';
import { ProductImage } from '@/components/ui/product-image';
import type { CartItem } from '@/lib/hooks/use-cart';

/** One line of the cart: what it is, how many, its price, and the ways to change it. */
export function CartLine({
  item,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}) {
  const t = useTranslations('Cart');
  const name = item.product.name;
  // Not yet confirmed by the server (an optimistic line): nothing to change on it yet.
  const isPending = item.id < 0;
  // "Editar" opens the builder with this line's choices, in the catalogue of its restaurant and type; it saves into this line.
  const editHref = `${catalogueHref({
    deliveryType: item.delivery_type,
    restaurant: item.restaurant,
    tableNumber: item.table_number,
  })}&${EDIT_PARAM}=${item.id}`;

  return (
    <li
      className="grid grid-cols-[4rem_minmax(0,1fr)] gap-3 py-4 sm:grid-cols-[5rem_minmax(0,1fr)_auto]"
      aria-busy={isPending || undefined}
      data-testid="cart-line"
    >
      {item.product.photo ? (
        <ProductImage photo={item.product.photo} sizes="80px" className="aspect-square rounded-xl" />
      ) : (
        <div aria-hidden="true" className="aspect-square rounded-xl bg-brand-soft" />
      )}
      <div className="min-w-0">
        <h3 className="break-words font-semibold">{name}</h3>
        {!item.available ? (
          <p className="mt-1 inline-block rounded-full bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-800">
            {t('unavailable')}
          </p>
        ) : null}
        {item.details.length > 0 ? (
          <p className="mt-1 break-words text-sm text-muted">{item.details.join(' · ')}</p>
        ) : null}
        <p className="mt-1 text-sm text-muted">{t('unitPrice', { price: formatEuros(item.unit_price) })}</p>
        <div className="mt-2 flex gap-4 text-sm font-semibold">
          {isPending ? null : (
            <AppLink
              href={editHref}
              prefetch={false}
              className="inline-flex min-h-11 items-center text-brand underline"
              aria-label={t('editLabel', { product: name })}
            >
              {t('edit')}
            </AppLink>
          )}
          <button
            type="button"
            onClick={() => onRemove(item)}
            disabled={isPending}
            className="min-h-11 text-brand underline disabled:opacity-50"
            aria-label={t('removeLabel', { product: name })}
          >
            {t('remove')}
          </button>
        </div>
      </div>
      <div className="col-start-2 flex items-center justify-between gap-4 sm:col-start-auto sm:flex-col sm:items-end sm:justify-start">
        {item.available && !isPending ? (
          <Stepper
            label={name}
            value={item.quantity}
            min={1}
            max={MAX_PRODUCT_QUANTITY}
            onChange={(quantity) => onQuantity(item, quantity)}
          />
        ) : (
          <span className="text-sm text-muted">{t('units', { count: item.quantity })}</span>
        )}
        <p className="text-lg font-bold" data-testid="cart-line-total">
          {formatEuros(item.total_price)}
        </p>
      </div>
    </li>
  );
}
