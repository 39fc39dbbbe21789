import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { requireUser } from '@/lib/auth/page-guards';
import { getUserResource } from '@/lib/users/accounts';
import { listAddresses } from '@/lib/users/addresses';
import { listChildren } from '@/lib/users/children';
import { listPaymentMethods } from '@/lib/users/payment-methods';
import { getUserFilters } from '@/lib/users/preferences';
import { loyaltyHistory } from '@/lib/users/loyalty';
import { getSetting } from '@/lib/site/settings';
import { listOrders } from '@/lib/orders/queries';
import { AccountNav } from '@/components/account/account-nav';
import { AddressesSection } from '@/components/account/addresses-section';
import { ChildrenSection } from '@/components/account/children-section';
import { DeleteAccountSection } from '@/components/account/delete-account-section';
import { PaymentMethodsSection } from '@/components/account/payment-methods-section';
import { PreferencesSection } from '@/components/account/preferences-section';
import { ProfileSection } from '@/components/account/profile-section';
import { SecuritySection } from '@/components/account/security-section';
import { LoyaltySection } from '@/components/account/loyalty-section';
import { OrderHistory } from '@/components/orders/order-history';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('title'), robots: { index: false } };
}

/** Today in the chain's time zone (YYYY-MM-DD): the latest birth date, and when a card has expired. */
function todayInMadrid(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
}

/** /mi-cuenta: the signed-in customer's account, one section per concern. */
export default async function AccountPage({ params }: Props) {
  setRequestLocale(asLocale((await params).locale));
  const { user: authUser } = await requireUser('/mi-cuenta');
  const [t, user, addresses, children, filters, paymentMethods, history, orders, minimum, cap] = await Promise.all([
    getTranslations('Account'),
    getUserResource(authUser.id),
    listAddresses(authUser.id),
    listChildren(authUser.id),
    getUserFilters(authUser.id),
    listPaymentMethods(authUser.id),
    loyaltyHistory(authUser.id),
    listOrders(authUser.id),
    getSetting('loyalty_min_subtotal_cents'),
    getSetting('loyalty_discount_cap_cents'),
  ]);
  const today = todayInMadrid();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="font-display text-4xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-lg text-muted">
        {t('greeting', { name: user.name })}. {t('lead')}
      </p>
      <div className="mt-6 lg:mt-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <AccountNav />
        <div className="mt-6 space-y-6 lg:mt-0">
          <ProfileSection
            initialProfile={{
              name: user.name,
              email: user.email,
              phone: user.phone,
              birth_date: user.birth_date,
              nif: user.nif,
              receive_publicity: user.receive_publicity,
              profile_photo_url: user.profile_photo_url,
            }}
            today={today}
          />
          <OrderHistory orders={orders} />
          <LoyaltySection
            points={user.loyalty.points}
            history={history}
            minimumCents={Number(minimum)}
            capCents={Number(cap)}
          />
          <AddressesSection initialAddresses={addresses} />
          <PreferencesSection initialFilters={filters} />
          <ChildrenSection initialChildren={children} today={today} />
          <PaymentMethodsSection initialMethods={paymentMethods} today={today} />
          <SecuritySection isTwoFactorEnabled={user.two_factor_enabled} />
          <DeleteAccountSection />
        </div>
      </div>
    </div>
  );
}
