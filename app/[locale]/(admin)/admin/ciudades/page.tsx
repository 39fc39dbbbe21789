import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireStaff } from '@/lib/auth/page-guards';
import { listCities } from '@/lib/admin/places/cities';
import { runsWholeChain } from '@/lib/admin/places/restaurants';
import { PLACES_SORTABLE } from '@/lib/admin/places/list-url';
import { listUrlFromPage, type ListPageParams } from '@/lib/validations/list-page';
import { ManageTabs } from '@/components/admin/manage-tabs';
import { CitiesTable } from '@/components/admin/places/cities-table';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<ListPageParams> };

const PER_PAGE = 25;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PlacesAdmin');
  return { title: t('citiesTitle'), robots: { index: false } };
}

/** The chain's cities (issue 14, scope 4): managers create, edit and delete them; staff read the list. */
export default async function CitiesAdminPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(asLocale(locale));
  const auth = await requireStaff('/admin/ciudades', 'restaurants.manage');
  const t = await getTranslations('PlacesAdmin');
  const { url, query } = listUrlFromPage(await searchParams, PLACES_SORTABLE.cities, PER_PAGE);
  const list = await listCities(url);
  const wholeChain = runsWholeChain(auth.user);
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="font-display text-3xl font-bold">{t('citiesTitle')}</h1>
      <p className="mt-1 max-w-3xl text-muted">{wholeChain ? t('citiesLead') : t('citiesLeadStaff')}</p>
      <ManageTabs role={auth.user.role} current="cities" />
      <CitiesTable rows={list.data} meta={list.meta} query={query} runsWholeChain={wholeChain} />
    </div>
  );
}
