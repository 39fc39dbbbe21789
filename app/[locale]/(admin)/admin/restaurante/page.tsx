import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireStaff } from '@/lib/auth/page-guards';
import { chooseStaffRestaurant } from '@/lib/staff/access';
import { NoRestaurants } from '@/components/admin/no-restaurants';
import { getRestaurantControls } from '@/lib/restaurants/controls';
import { RestaurantControlsView } from '@/components/admin/restaurant-controls';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ restaurante?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Controls');
  return { title: t('title'), robots: { index: false } };
}

export default async function RestaurantControlsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(asLocale(locale));
  const auth = await requireStaff('/admin/restaurante', 'orders.manage');
  const tTables = await getTranslations('Tables');
  const { restaurant, options } = await chooseStaffRestaurant(auth.user, (await searchParams).restaurante);
  if (!restaurant) return <NoRestaurants />;
  const controls = await getRestaurantControls(auth.user, restaurant.slug);
  return (
    <>
      <RestaurantControlsView key={restaurant.slug} restaurants={options} initial={controls} />
      <p className="mt-6">
        <Link
          href={{ pathname: '/admin/mesas', query: { restaurante: restaurant.slug } }}
          className="font-semibold text-brand underline"
        >
          {tTables('link')}
        </Link>
      </p>
    </>
  );
}
