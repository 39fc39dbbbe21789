import { notFoundMetadata } from '@/lib/i18n/not-found-metadata';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { cityListType } from '@/lib/ordering/segments';
import { parseTableNumber } from '@/lib/ordering/context';
import { CatalogueLink } from '@/components/order/catalogue-link';
import { getCityRestaurants } from '@/lib/restaurants/queries';
import { AppLink } from '@/components/ui/app-link';
import { RestaurantStatus } from '@/components/order/restaurant-status';
import { TableOrderButton } from '@/components/order/table-order-button';

type Props = {
  params: Promise<{ locale: string; type: string; city: string }>;
  searchParams: Promise<{ mesa?: string }>;
};

async function load(params: Props['params']) {
  const { type: segment, city } = await params;
  const type = cityListType(segment);
  const result = type ? await getCityRestaurants(city, type) : null;
  return type && result ? { type, segment, ...result } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  if (!data) return notFoundMetadata;
  const t = await getTranslations('Ordering');
  return { title: t('restaurantsIn', { city: data.city.name }) };
}

/** /pedido-online/{recoger|fast}/{city}: the city's restaurants with hours and open state. */
export default async function CityRestaurantsPage({ params, searchParams }: Props) {
  setRequestLocale(asLocale((await params).locale));
  const data = await load(params);
  if (!data) notFound();
  const { type, segment, city, restaurants } = data;
  const [t, table] = await Promise.all([
    getTranslations('Ordering'),
    searchParams.then((search) => parseTableNumber(search.mesa)),
  ]);
  const tableNumber = type === 'fast' ? table : null;
  const now = new Date();

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <AppLink
        href={`/pedido-online/${segment}${tableNumber ? `?mesa=${tableNumber}` : ''}`}
        className="text-sm text-brand underline"
      >
        {t('back')}
      </AppLink>
      <h1 className="mt-3 font-display text-4xl font-bold">{t('restaurantsIn', { city: city.name })}</h1>
      {tableNumber ? <p className="mt-2 font-semibold text-olive">{t('tableMode', { table: tableNumber })}</p> : null}
      <h2 className="mt-8 text-xl font-semibold">{t('chooseRestaurant')}</h2>
      {restaurants.length === 0 ? <p className="mt-4 text-muted">{t('noRestaurants', { city: city.name })}</p> : null}
      <ul className="mt-4 grid gap-4">
        {restaurants.map((restaurant) => (
          <li key={restaurant.slug} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="space-y-2">
                <h3 className="font-display text-2xl font-bold">{restaurant.commercialName}</h3>
                <p>
                  {restaurant.address}, {restaurant.postalCode} {city.name}
                </p>
                <p className="text-sm text-muted">{t('phone', { phone: restaurant.phone })}</p>
                <RestaurantStatus
                  shifts={restaurant.shifts}
                  timeZone={restaurant.timeZone}
                  isKitchenClosed={restaurant.closedKitchen}
                  now={now}
                />
              </div>
              <div className="flex flex-wrap gap-2 sm:flex-col sm:items-end">
                <CatalogueLink
                  context={{ deliveryType: type, restaurant: restaurant.slug, tableNumber }}
                  aria-label={`${t('orderHere')}: ${restaurant.commercialName}`}
                  className="rounded-full bg-brand px-6 py-2 text-center font-semibold text-white hover:bg-brand-dark"
                >
                  {t('orderHere')}
                </CatalogueLink>
                {type === 'fast' && !tableNumber && restaurant.maxTableNumber > 0 ? (
                  <TableOrderButton restaurant={restaurant.slug} maxTable={restaurant.maxTableNumber} />
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
