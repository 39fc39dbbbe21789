import { getTranslations } from 'next-intl/server';

/** Nobody may take the simulator for the bank's page, nor type a real card into it. */
export async function SimulatorBanner() {
  const t = await getTranslations('PaymentSimulator');
  return (
    <div role="note" className="rounded-2xl border-2 border-dashed border-olive bg-lemon/30 px-4 py-3">
      <p className="font-bold">{t('banner')}</p>
      <p className="mt-1 text-sm text-muted">{t('bannerDetail')}</p>
    </div>
  );
}
