import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireUser } from '@/lib/auth/page-guards';
import { getCart } from '@/lib/cart/cart';
import { db } from '@/lib/db';
import { loyaltySettings } from '@/lib/loyalty/ledger';
import { checkoutOptions } from '@/lib/orders/checkout';
import { getOrderingRestaurant } from '@/lib/restaurants/queries';
import { DEFAULT_TIME_ZONE, localTime, openState } from '@/lib/restaurants/hours';
import { listAddresses } from '@/lib/users/addresses';
import { getUserResource } from '@/lib/users/accounts';
import { CheckoutView } from '@/components/checkout/checkout-view';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Cart');
  return { title: t('title') };
}

/** /detalle-del-pedido: the signed-in customer's cart and checkout. */
export default async function CartPage({ params }: Props) {
  setRequestLocale(asLocale((await params).locale));
  const { user: authUser } = await requireUser('/detalle-del-pedido');
  const now = new Date();
  const [items, options, addresses, user, loyalty] = await Promise.all([
    getCart(authUser.id, now),
    checkoutOptions(authUser.id, now),
    listAddresses(authUser.id),
    getUserResource(authUser.id),
    loyaltySettings(db),
  ]);
  // The closing alert needs the whole opening state (next opening included), not only the checkout's summary of it.
  const restaurant = items[0] ? await getOrderingRestaurant(items[0].restaurant) : null;
  const state =
    restaurant && options ? openState(restaurant.shifts[options.delivery_type], now, restaurant.timeZone) : null;

  return (
    <CheckoutView
      initialItems={items}
      initialOptions={options}
      addresses={addresses}
      user={{ name: user.name, phone: user.phone, nif: user.nif }}
      openState={state}
      today={localTime(now, restaurant?.timeZone ?? options?.time_zone ?? DEFAULT_TIME_ZONE).date}
      maxTableNumber={restaurant?.maxTableNumber ?? 0}
      loyalty={{ points: user.loyalty.points, settings: loyalty }}
    />
  );
}
