import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/lib/i18n/locales';
import { isSimulatorAllowed } from '@/lib/payments/config';
import { checkPaymentRequest, signedFields } from '@/lib/payments/simulator';
import { simulatorMerchant } from '@/lib/payments/simulator-http';
import { currentCompanyData } from '@/lib/settings/company';
import { SimulatorBanner } from '@/components/payments/simulator-banner';
import { SimulatorErrorNotice } from '@/components/payments/simulator-error';
import { SimulatorPaymentForm } from '@/components/payments/simulator-forms';
import { SimulatorSummary } from '@/components/payments/simulator-summary';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// One payment's page, never kept: it carries a signed request.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PaymentSimulator');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /pasarela-pruebas: the simulated Redsys page the realizarPago post leads to (issue 15). */
export default async function PaymentSimulatorPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(asLocale(locale));
  if (!isSimulatorAllowed()) notFound();
  const query = await searchParams;
  const [t, company] = await Promise.all([getTranslations('PaymentSimulator'), currentCompanyData()]);
  const checked = checkPaymentRequest(
    simulatorMerchant(),
    signedFields((name) => query[name]),
  );
  return (
    <div className="mx-auto max-w-lg px-4 py-8 sm:py-12">
      <SimulatorBanner />
      <div className="mt-6 space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8">
        <h1 className="font-display text-3xl font-bold">{t('title')}</h1>
        {checked.ok ? (
          <>
            <SimulatorSummary request={checked.value} tradeName={company.companyTradeName} />
            <SimulatorPaymentForm request={checked.value} tradeName={company.companyTradeName} />
          </>
        ) : (
          <SimulatorErrorNotice error={checked.error} />
        )}
      </div>
    </div>
  );
}
