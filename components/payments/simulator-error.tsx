import { getTranslations } from 'next-intl/server';
import type { SimulatorError } from '@/lib/payments/simulator';

/** A request the gateway refuses: its SIS code, and no way to pay. */
export async function SimulatorErrorNotice({ error }: { error: SimulatorError }) {
  const t = await getTranslations('PaymentSimulator');
  return (
    <div role="alert" className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-red-800">
      <p className="font-semibold">{t('errorTitle', { code: error.code, message: error.message })}</p>
      <p className="mt-1 text-sm">{t('errorLead')}</p>
    </div>
  );
}
