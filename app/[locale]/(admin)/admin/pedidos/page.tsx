import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireStaff } from '@/lib/auth/page-guards';
import { can } from '@/lib/auth/permissions';
import { chooseStaffRestaurant } from '@/lib/staff/access';
import { NoRestaurants } from '@/components/admin/no-restaurants';
import { listRestaurantOrders } from '@/lib/orders/staff-orders';
import { isMaintenanceOn } from '@/lib/site/settings';
import { BOARD_STATUSES } from '@/lib/vocabulary/order-status';
import { OrderBoard } from '@/components/admin/order-board';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ restaurante?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Admin');
  return { title: t('title'), robots: { index: false } };
}

export default async function OrderBoardPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(asLocale(locale));
  const auth = await requireStaff('/admin/pedidos');
  const { restaurant, options } = await chooseStaffRestaurant(auth.user, (await searchParams).restaurante);
  if (!restaurant) return <NoRestaurants />;
  const canSwitchMaintenance = can(auth.user.role, 'settings.manage');
  const [orders, maintenance] = await Promise.all([
    listRestaurantOrders(auth.user, restaurant.slug, BOARD_STATUSES),
    canSwitchMaintenance ? isMaintenanceOn() : Promise.resolve(null),
  ]);
  return (
    <OrderBoard
      key={restaurant.slug}
      restaurants={options}
      restaurant={{ slug: restaurant.slug, name: restaurant.commercialName, closedKitchen: restaurant.closedKitchen }}
      initialOrders={orders}
      maintenance={maintenance}
    />
  );
}
