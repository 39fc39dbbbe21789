import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireStaff } from '@/lib/auth/page-guards';
import { chooseStaffRestaurant } from '@/lib/staff/access';
import { NoRestaurants } from '@/components/admin/no-restaurants';
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
  const { restaurant, options } = await chooseStaffRestaurant(auth.user, (await searchParams).restaurante);
  if (!restaurant) return <NoRestaurants />;
  const board = await getKitchenBoard(auth.user, restaurant.slug);
  return (
    <KitchenDisplay
      key={restaurant.slug}
      restaurants={options}
      restaurant={{ slug: restaurant.slug, name: restaurant.commercialName }}
      initial={board}
    />
  );
}
