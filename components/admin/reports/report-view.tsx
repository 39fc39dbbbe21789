import { getTranslations } from 'next-intl/server';
import type { ReportTable as Table } from '@/lib/admin/reports/query';
import { reasonLabel } from '@/lib/admin/reports/summary';
import type { SalesReport } from '@/lib/admin/reports/types';
import { formatEuros } from '@/lib/pricing/money';
import { ReportFigures } from './report-figures';
import { ReportTable } from './report-table';
import { SalesChart } from './sales-chart';

const LONG_DATE = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' });
const longDate = (date: string) => LONG_DATE.format(new Date(`${date}T00:00:00Z`));
const euros = (cents: number | null) => (cents === null ? '—' : formatEuros(cents));
/** An IVA rate as the page writes percentages: «10 %». */
const RATE = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });

/** A sales report on the page: its period, the four figures, its sales with their chart and IVA by rate, and two more tables. */
export async function ReportView({ report, csvHref }: { report: SalesReport; csvHref: (table: Table) => string }) {
  const t = await getTranslations('Reports');
  const period = t('period', { from: longDate(report.from), to: longDate(report.to) });
  const salesTitle = t('sections.sales', { group: report.groupBy });
  const figures = (row: SalesReport['totals']) => [
    row.orders,
    euros(row.totalCents),
    euros(row.discountCents),
    euros(row.averageTicketCents),
  ];
  const taxFigures = (row: SalesReport['taxes']['totals']) => [
    formatEuros(row.baseCents),
    formatEuros(row.taxCents),
    formatEuros(row.totalCents),
  ];
  // A day or hour without sales keeps its row, as the chart keeps its bar; a period without any says so once.
  const hasSales = report.totals.orders > 0;
  return (
    <>
      <p className="mt-6 font-semibold">
        {period}
        {report.restaurant ? ` · ${report.restaurant.name}` : ''}
      </p>
      <ReportFigures report={report} />

      <ReportTable
        id="report-sales"
        title={salesTitle}
        note={t('notes.sales')}
        caption={t('caption', { table: salesTitle, period })}
        columns={[
          { label: t(`groupBy.${report.groupBy}`) },
          { label: t('columns.orders'), isNumeric: true },
          { label: t('columns.total'), isNumeric: true },
          { label: t('columns.discounts'), isNumeric: true },
          { label: t('columns.averageTicket'), isNumeric: true },
        ]}
        rows={hasSales ? report.rows.map((row) => ({ key: row.key, cells: [row.label, ...figures(row)] })) : []}
        totals={[t('total'), ...figures(report.totals)]}
        empty={t('empty')}
        csvHref={csvHref('sales')}
      >
        {hasSales ? <SalesChart rows={report.rows} groupBy={report.groupBy} /> : null}
      </ReportTable>

      <ReportTable
        id="report-taxes"
        title={t('sections.taxes')}
        note={t('notes.taxes')}
        caption={t('caption', { table: t('sections.taxes'), period })}
        columns={[
          { label: t('columns.taxRate') },
          { label: t('columns.taxBase'), isNumeric: true },
          { label: t('columns.taxQuota'), isNumeric: true },
          { label: t('columns.taxTotal'), isNumeric: true },
        ]}
        rows={report.taxes.rows.map((row) => ({
          key: String(row.rate),
          cells: [RATE.format(row.rate / 100), ...taxFigures(row)],
        }))}
        totals={[t('total'), ...taxFigures(report.taxes.totals)]}
        empty={t('emptyTaxes')}
      />

      <ReportTable
        id="report-top-products"
        title={t('sections.topProducts')}
        note={t('notes.topProducts')}
        caption={t('caption', { table: t('sections.topProducts'), period })}
        columns={[
          { label: t('columns.product') },
          { label: t('columns.units'), isNumeric: true },
          { label: t('columns.revenue'), isNumeric: true },
        ]}
        rows={report.topProducts.map((product, index) => ({
          key: product.name,
          cells: [`${index + 1}. ${product.name}`, product.units, formatEuros(product.revenueCents)],
        }))}
        empty={t('emptyProducts')}
        csvHref={csvHref('top_products')}
      />

      <ReportTable
        id="report-cancellations"
        title={t('sections.cancellations')}
        note={t('notes.cancellations')}
        caption={t('caption', { table: t('sections.cancellations'), period })}
        columns={[{ label: t('columns.reason') }, { label: t('columns.orders'), isNumeric: true }]}
        rows={report.cancellations.reasons.map((entry) => ({
          key: entry.reason ?? '',
          cells: [reasonLabel(entry.reason), entry.count],
        }))}
        totals={[t('total'), report.cancellations.count]}
        empty={t('emptyCancellations')}
        csvHref={csvHref('cancellations')}
      />
    </>
  );
}
