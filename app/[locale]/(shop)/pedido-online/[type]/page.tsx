import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { cityListType } from '@/lib/ordering/segments';
import { parseTableNumber } from '@/lib/ordering/context';
import { listCities } from '@/lib/restaurants/queries';
import { AppLink } from '@/components/ui/app-link';

type Props = {
  params: Promise<{ locale: string; type: string }>;
  searchParams: Promise<{ mesa?: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const type = cityListType((await params).type);
  const t = await getTranslations('Ordering');
  return type ? { title: type === 'fast' ? t('fastTitle') : t('takeawayTitle') } : {};
}

/** /pedido-online/recoger and /pedido-online/fast: the cities with that service. */
export default async function CityListPage({ params, searchParams }: Props) {
  const { locale, type: segment } = await params;
  const type = cityListType(segment);
  if (!type) notFound();
  setRequestLocale(asLocale(locale));
  const [t, cities, table] = await Promise.all([
    getTranslations('Ordering'),
    listCities(type),
    searchParams.then((search) => parseTableNumber(search.mesa)),
  ]);
  const query = table ? `?mesa=${table}` : '';

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <AppLink href="/pedido-online" className="text-sm text-brand underline">
        {t('backToWays')}
      </AppLink>
      <h1 className="mt-3 font-display text-4xl font-bold">{type === 'fast' ? t('fastTitle') : t('takeawayTitle')}</h1>
      {table ? <p className="mt-2 font-semibold text-olive">{t('tableMode', { table })}</p> : null}
      <h2 className="mt-8 text-xl font-semibold">{t('chooseCity')}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {cities.map((city) => (
          <li key={city.slug}>
            <AppLink
              href={`/pedido-online/${segment}/${city.slug}${query}`}
              className="flex items-center justify-between rounded-2xl border border-line bg-white px-5 py-4 shadow-sm hover:border-brand"
            >
              <span className="text-lg font-semibold">{city.name}</span>
              <span className="text-sm text-muted">{t('cityRestaurants', { count: city.restaurantsCount })}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
