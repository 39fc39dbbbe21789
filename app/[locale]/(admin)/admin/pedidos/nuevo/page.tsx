import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireStaff } from '@/lib/auth/page-guards';
import { listStaffRestaurants } from '@/lib/staff/access';
import { phoneOrderForm } from '@/lib/orders/phone-order-form';
import { PhoneOrderFormView } from '@/components/admin/phone-order-form';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ restaurante?: string; tipo?: string }>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PhoneOrder');
  return { title: t('title'), robots: { index: false } };
}

export default async function PhoneOrderPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(asLocale(locale));
  const auth = await requireStaff('/admin/pedidos/nuevo');
  const t = await getTranslations('Admin');
  const query = await searchParams;
  const restaurants = await listStaffRestaurants(auth.user);
  const restaurant = restaurants.find((candidate) => candidate.slug === query.restaurante) ?? restaurants[0];
  if (!restaurant) return <p className="py-10 text-center text-muted">{t('noRestaurants')}</p>;
  const deliveryType = query.tipo === 'domicilio' ? 'delivery' : 'takeaway';
  const form = await phoneOrderForm(auth.user, restaurant.slug, deliveryType);
  return (
    <PhoneOrderFormView
      // Another restaurant is another menu: a fresh form. Another type keeps what staff typed.
      key={restaurant.slug}
      restaurants={restaurants.map(({ slug, commercialName }) => ({ slug, name: commercialName }))}
      restaurant={{ slug: restaurant.slug, name: restaurant.commercialName }}
      deliveryType={deliveryType}
      form={form}
    />
  );
}
