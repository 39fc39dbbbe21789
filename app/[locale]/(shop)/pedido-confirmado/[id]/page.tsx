import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { unlessNotFound } from '@/lib/errors';
import { requireUser } from '@/lib/auth/page-guards';
import { getOrder } from '@/lib/orders/queries';
import { OrderConfirmation } from '@/components/orders/order-confirmation';
import { invoiceDefaults } from '@/lib/users/accounts';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('OrderConfirmation');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /pedido-confirmado/{id}: the order just placed, readable only by its customer (anyone else gets a 404). */
export default async function OrderConfirmedPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  // ?pago=ok|ko: the payment gateway sent the customer back (URLOK, URLKO); it proves nothing by itself.
  const pago = (await searchParams).pago;
  const returned = pago === 'ok' || pago === 'ko' ? pago : null;
  setRequestLocale(asLocale(locale));
  const auth = await requireUser(`/pedido-confirmado/${id}`);
  const [order, defaults] = await Promise.all([
    unlessNotFound(getOrder(auth.user.id, { publicId: id })),
    invoiceDefaults(auth.user.id),
  ]);
  if (!order) notFound();
  return <OrderConfirmation initialOrder={order} returned={returned} invoiceDefaults={defaults} />;
}
