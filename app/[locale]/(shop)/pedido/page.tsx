import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/navigation';
import { getCatalogue } from '@/lib/catalogue/cache';
import { getOrderContext } from '@/lib/ordering/current-context';
import { listCurrentPromotions } from '@/lib/promotions/queries';
import { getOrderingRestaurant } from '@/lib/restaurants/queries';
import { localTime, openState } from '@/lib/restaurants/hours';
import { CatalogueView } from '@/components/catalogue/catalogue-view';
import { getCurrentAuth } from '@/lib/auth/current-user';
import { getUserFilters } from '@/lib/users/preferences';
import { NO_FILTERS } from '@/lib/catalogue/filters';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Catalogue');
  return { title: t('title') };
}

/** /pedido: the catalogue of the chosen restaurant for the chosen delivery type. */
export default async function OrderPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const auth = await getCurrentAuth();
  if (auth && !auth.user.emailVerifiedAt) return redirect({ href: '/verificar', locale });
  const context = await getOrderContext();
  const restaurant = context ? await getOrderingRestaurant(context.restaurant) : null;
  if (!context || !restaurant) return redirect({ href: '/pedido-online', locale });

  const now = new Date();
  const [catalogue, promotions, savedFilters] = await Promise.all([
    getCatalogue(restaurant, context.deliveryType, now),
    listCurrentPromotions(context.deliveryType, now),
    auth ? getUserFilters(auth.user.id) : null,
  ]);
  const state = openState(restaurant.shifts[context.deliveryType], now, restaurant.timeZone);

  return (
    <CatalogueView
      context={context}
      restaurant={{
        name: restaurant.slug,
        commercialName: restaurant.commercialName,
        cityName: restaurant.city.name,
        closedKitchen: restaurant.closedKitchen,
        maxTableNumber: restaurant.maxTableNumber,
        offersFast: restaurant.shifts.fast.length > 0,
        offersTakeaway: restaurant.shifts.takeaway.length > 0,
      }}
      openState={state}
      today={localTime(now, restaurant.timeZone).date}
      initialCatalogue={catalogue}
      promotions={promotions}
      savedFilters={savedFilters ? { ...NO_FILTERS, ...savedFilters } : NO_FILTERS}
      isSignedIn={auth !== null}
    />
  );
}
