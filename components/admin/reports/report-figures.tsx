import { getTranslations } from 'next-intl/server';
import type { SalesReport } from '@/lib/admin/reports/types';
import { formatEuros } from '@/lib/pricing/money';

const PERCENT = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });

/** The four figures of the period: sales, orders, average ticket and cancelled orders. */
export async function ReportFigures({ report }: { report: SalesReport }) {
  const t = await getTranslations('Reports');
  const { totals, cancellations } = report;
  const placed = totals.orders + cancellations.count;
  const figures = [
    {
      key: 'sales',
      value: formatEuros(totals.totalCents),
      detail: totals.discountCents > 0 ? t('figures.discounts', { amount: formatEuros(totals.discountCents) }) : null,
    },
    { key: 'orders', value: String(totals.orders), detail: null },
    {
      key: 'averageTicket',
      value: totals.averageTicketCents === null ? '—' : formatEuros(totals.averageTicketCents),
      detail: null,
    },
    {
      key: 'cancelled',
      value: String(cancellations.count),
      detail: placed > 0 ? t('figures.cancelledShare', { share: PERCENT.format(cancellations.count / placed) }) : null,
    },
  ] as const;
  return (
    <section aria-labelledby="report-figures" className="mt-6">
      <h2 id="report-figures" className="sr-only">
        {t('figures.label')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-xl border border-line bg-white p-4">
            <dt className="text-sm font-semibold text-muted">{t(`figures.${figure.key}`)}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{figure.value}</dd>
            {figure.detail ? <dd className="mt-1 text-xs text-muted">{figure.detail}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
