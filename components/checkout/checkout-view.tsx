'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import type { LoyaltySettings } from '@/lib/loyalty/rules';
import type { CheckoutOptions } from '@/lib/orders/checkout';
import type { OpenState } from '@/lib/restaurants/hours';
import type { AddressResource } from '@/lib/users/addresses';
import { apiFetch } from '@/lib/http/fetcher';
import { useCart, type CartItem } from '@/lib/hooks/use-cart';
import { ClosingAlert } from '@/components/catalogue/closing-alert';
import { CartLines } from './cart-lines';
import { CheckoutForm } from './checkout-form';

export const CHECKOUT_OPTIONS_KEY = '/api/checkout/slots';
const fetchOptions = (path: string) => apiFetch<{ data: CheckoutOptions }>(path).then((body) => body.data);

type Props = {
  initialItems: CartItem[];
  initialOptions: CheckoutOptions;
  addresses: AddressResource[];
  user: { name: string; phone: string | null; nif: string | null };
  openState: OpenState | null;
  today: string;
  maxTableNumber: number;
  /** The customer's points when the page was rendered, and the loyalty amounts (settings). */
  loyalty: { points: number; settings: LoyaltySettings };
};

/** /detalle-del-pedido: the cart, then everything the order needs, then the totals and "Confirmar pedido". */
export function CheckoutView({
  initialItems,
  initialOptions,
  addresses,
  user,
  openState,
  today,
  maxTableNumber,
  loyalty,
}: Props) {
  const t = useTranslations('Cart');
  const tCheckout = useTranslations('Checkout');
  const cart = useCart({ fallbackItems: initialItems });
  const hasItems = cart.items.length > 0;
  // Slots move with the clock: read them again every minute while the page is open.
  const { data: options, mutate: refreshOptions } = useSWR<CheckoutOptions>(
    hasItems ? CHECKOUT_OPTIONS_KEY : null,
    fetchOptions,
    {
      fallbackData: initialOptions,
      refreshInterval: 60_000,
    },
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <header className="mb-6">
        <h1 className="font-display text-4xl font-bold">{t('title')}</h1>
        {hasItems && options ? (
          <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-brand">
            {tCheckout('restaurantLine', { type: options.delivery_type, restaurant: options.restaurant })}
          </p>
        ) : null}
      </header>
      {!hasItems ? (
        <CartLines cart={cart} />
      ) : options ? (
        <CheckoutForm
          cart={cart}
          options={options}
          onOptionsStale={() => void refreshOptions()}
          initialAddresses={addresses}
          user={user}
          today={today}
          maxTableNumber={maxTableNumber}
          loyalty={loyalty}
        />
      ) : (
        <>
          <CartLines cart={cart} />
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800"
          >
            {tCheckout('noRestaurant')}
          </p>
        </>
      )}
      {hasItems && options && openState ? (
        <ClosingAlert
          seenKey={`checkout:${options.restaurant}:${options.delivery_type}`}
          restaurant={options.restaurant}
          state={openState}
          today={today}
        />
      ) : null}
    </div>
  );
}
