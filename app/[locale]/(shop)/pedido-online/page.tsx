import { asLocale } from '@/lib/i18n/locales';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderWays } from '@/components/order/order-ways';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('OrderOnline');
  return { title: t('title'), description: t('lead') };
}

export default async function OrderOnlinePage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale(asLocale((await params).locale));
  const t = await getTranslations('OrderOnline');
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="font-display text-4xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-lg text-muted">{t('lead')}</p>
      <div className="mt-8">
        <OrderWays />
      </div>
      <p className="mt-8 text-muted">{t('tableHint')}</p>
    </div>
  );
}
