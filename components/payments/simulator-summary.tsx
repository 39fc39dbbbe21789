import { getTranslations } from 'next-intl/server';
import { formatEuros } from '@/lib/pricing/money';
import type { PaymentRequest } from '@/lib/payments/simulator';

/** What Redsys shows above its form: who is charging, which order, how much. */
export async function SimulatorSummary({ request, tradeName }: { request: PaymentRequest; tradeName: string }) {
  const t = await getTranslations('PaymentSimulator');
  const rows = [
    [t('merchant'), tradeName],
    [t('merchantCode'), request.merchantCode],
    [t('terminal'), request.terminal],
    [t('order'), request.order],
  ] as const;
  return (
    <section aria-labelledby="pasarela-datos">
      <h2 id="pasarela-datos" className="sr-only">
        {t('summary')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-all font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex items-baseline justify-between gap-4 border-t border-line pt-4">
        <span className="text-muted">{t('amount')}</span>
        <span className="text-3xl font-bold tabular-nums" data-testid="simulator-amount">
          {formatEuros(request.amountCents)}
        </span>
      </p>
    </section>
  );
}
