import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireStaff } from '@/lib/auth/page-guards';
import { listRestaurants, runsWholeChain } from '@/lib/admin/places/restaurants';
import { PLACES_SORTABLE } from '@/lib/admin/places/list-url';
import { listUrlFromPage, type ListPageParams } from '@/lib/validations/list-page';
import { ManageTabs } from '@/components/admin/manage-tabs';
import { RestaurantsTable } from '@/components/admin/places/restaurants-table';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<ListPageParams> };

const PER_PAGE = 25;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PlacesAdmin');
  return { title: t('restaurantsTitle'), robots: { index: false } };
}

/** The chain's restaurants (issue 14, scope 4): managers every one, staff those they are bound to; 25 a page. */
export default async function RestaurantsAdminPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(asLocale(locale));
  const auth = await requireStaff('/admin/restaurantes', 'restaurants.manage');
  const t = await getTranslations('PlacesAdmin');
  const { url, query } = listUrlFromPage(await searchParams, PLACES_SORTABLE.restaurants, PER_PAGE);
  const list = await listRestaurants(url, auth.user);
  const wholeChain = runsWholeChain(auth.user);
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-display text-3xl font-bold">{t('restaurantsTitle')}</h1>
      <p className="mt-1 max-w-3xl text-muted">{wholeChain ? t('restaurantsLead') : t('restaurantsLeadStaff')}</p>
      <ManageTabs role={auth.user.role} current="restaurants" />
      <RestaurantsTable rows={list.data} meta={list.meta} query={query} runsWholeChain={wholeChain} />
    </div>
  );
}
