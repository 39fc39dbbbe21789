import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { unlessNotFound } from '@/lib/errors';
import { requireUser } from '@/lib/auth/page-guards';
import { getOrder } from '@/lib/orders/queries';
import { OrderDetail } from '@/components/orders/order-detail';
import { invoiceDefaults } from '@/lib/users/accounts';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('OrderDetail');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /detalle-del-pedido/{slug}: one of the customer's past orders (slug = its public id); anyone else's is a 404. */
export default async function PastOrderPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(asLocale(locale));
  const auth = await requireUser(`/detalle-del-pedido/${slug}`);
  const [order, defaults] = await Promise.all([
    unlessNotFound(getOrder(auth.user.id, { publicId: slug })),
    invoiceDefaults(auth.user.id),
  ]);
  if (!order) notFound();
  return <OrderDetail order={order} invoiceDefaults={defaults} />;
}
