import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { getCatalogue, type Catalogue } from '@/lib/catalogue/cache';
import { summaryOf } from '@/lib/catalogue/summary';
import { listCurrentPromotions } from '@/lib/promotions/queries';
import { getOrderingRestaurant } from '@/lib/restaurants/queries';
import { getSetting } from '@/lib/site/settings';
import { DELIVERY_TYPES, type DeliveryType } from '@/lib/vocabulary/catalogue';
import type { CatalogueSection, ProductSummary } from '@/lib/vocabulary/catalogue-types';
import { CatalogueView } from '@/components/catalogue/catalogue-view';
import { DeliveryPauseNotice } from '@/components/catalogue/delivery-pause-notice';

type Props = { params: Promise<{ locale: string; version: string; restaurant: string; type: string }> };

// /pedido: the catalogue of the chosen restaurant and delivery type, the same
// for everyone (issue 11, decision 015). The middleware rewrites /pedido here
// with the catalogue's stamp in the address, so each restaurant × type is
// rendered once per change of what catalogues show; the minute-bound things
// (a product back on sale at 19:30, a promotion's last day) are caught within
// the minute. What is the customer's comes in the browser.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

// The locale from the address: read from the request instead, it made a page without a restaurant dynamic.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: asLocale((await params).locale), namespace: 'Catalogue' });
  return { title: t('title') };
}

/** The page carries the cards' summaries; the builder loads a product's details when it opens. */
function summariesOf(catalogue: Catalogue): Record<CatalogueSection, ProductSummary[]> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([section, products]) => [section, products.map(summaryOf)]),
  ) as Record<CatalogueSection, ProductSummary[]>;
}

export default async function CachedCataloguePage({ params }: Props) {
  const { version, restaurant: slug, type, ...rest } = await params;
  const locale = asLocale(rest.locale);
  setRequestLocale(locale);
  // Only the current stamp renders: other addresses would only fill the cache.
  if (version !== ((await getSetting('catalogue_version')) || 'inicial')) notFound();
  if (!DELIVERY_TYPES.includes(type as DeliveryType)) notFound();
  const deliveryType = type as DeliveryType;
  const restaurant = await getOrderingRestaurant(slug);
  // A mistyped QR, a restaurant closed down: choose again (it answered a bare 500).
  if (!restaurant) redirect(getPathname({ href: '/pedido-online', locale }));

  const now = new Date();
  const [catalogue, promotions] = await Promise.all([
    getCatalogue(restaurant, deliveryType, now),
    listCurrentPromotions(deliveryType, now),
  ]);
  return (
    <CatalogueView
      context={{ restaurant: restaurant.slug, deliveryType, tableNumber: null }}
      restaurant={{
        name: restaurant.slug,
        commercialName: restaurant.commercialName,
        cityName: restaurant.city.name,
        closedKitchen: restaurant.closedKitchen,
        maxTableNumber: restaurant.maxTableNumber,
        offersFast: restaurant.shifts.fast.length > 0,
        offersTakeaway: restaurant.shifts.takeaway.length > 0,
        timeZone: restaurant.timeZone,
        shifts: restaurant.shifts,
      }}
      initialCatalogue={summariesOf(catalogue)}
      promotions={promotions}
      notice={
        // Only delivery is paused; a delivery catalogue never switches to another way of ordering.
        deliveryType === 'delivery' && restaurant.deliveryPausedUntil && restaurant.deliveryPausedUntil > now ? (
          <DeliveryPauseNotice until={restaurant.deliveryPausedUntil} timeZone={restaurant.timeZone} />
        ) : null
      }
    />
  );
}
