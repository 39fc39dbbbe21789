import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireStaff } from '@/lib/auth/page-guards';
import { listStaffRestaurants } from '@/lib/staff/access';
import { getKitchenBoard } from '@/lib/orders/kitchen';
import { KitchenDisplay } from '@/components/admin/kitchen-display';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ restaurante?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Kitchen');
  return { title: t('title'), robots: { index: false } };
}

export default async function KitchenPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(asLocale(locale));
  const auth = await requireStaff('/admin/cocina');
  const t = await getTranslations('Admin');
  const restaurants = await listStaffRestaurants(auth.user);
  const chosen = (await searchParams).restaurante;
  const restaurant = restaurants.find((candidate) => candidate.slug === chosen) ?? restaurants[0];
  if (!restaurant) return <p className="py-10 text-center text-muted">{t('noRestaurants')}</p>;
  const board = await getKitchenBoard(auth.user, restaurant.slug);
  return (
    <KitchenDisplay
      key={restaurant.slug}
      restaurants={restaurants.map(({ slug, commercialName }) => ({ slug, name: commercialName }))}
      restaurant={{ slug: restaurant.slug, name: restaurant.commercialName }}
      initial={board}
    />
  );
}
