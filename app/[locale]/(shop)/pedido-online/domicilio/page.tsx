import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { AppLink } from '@/components/ui/app-link';
import { DeliveryFinder } from '@/components/order/delivery-finder';
import { getCurrentAuth } from '@/lib/auth/current-user';
import { listAddresses } from '@/lib/users/addresses';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('DeliveryFinder');
  return { title: t('title'), description: t('lead') };
}

/** /pedido-online/domicilio: find the restaurant that delivers to an address. */
export default async function DeliveryPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale(asLocale((await params).locale));
  const [t, tOrdering, auth] = await Promise.all([
    getTranslations('DeliveryFinder'),
    getTranslations('Ordering'),
    getCurrentAuth(),
  ]);
  // A customer picks one of their saved addresses (a visitor types a postal code).
  const addresses = auth?.user.emailVerifiedAt ? await listAddresses(auth.user.id) : [];
  const saved = addresses.map((address) => ({
    id: address.id,
    postal_code: address.postal_code,
    label: [
      `${address.street} ${address.number ?? ''}`.trim(),
      [address.postal_code, address.town].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(', '),
  }));
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <AppLink href="/pedido-online" className="text-sm text-brand underline">
        {tOrdering('backToWays')}
      </AppLink>
      <h1 className="mt-3 font-display text-4xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-lg text-muted">{t('lead')}</p>
      <div className="mt-8">
        <DeliveryFinder savedAddresses={saved} />
      </div>
    </div>
  );
}
