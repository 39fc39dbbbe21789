import messages from '@/messages/es.json';
import { csvEuros, toCsv, type CsvValue } from '@/lib/http/csv';
import type { ReportTable } from './query';
import { reasonLabel, type ReportTotals } from './summary';
import type { SalesReport } from './types';

// The report's tables as CSV files (lib/http/csv.ts: the Spanish
// spreadsheet's format and formula injection neutralised).

const words = messages.Reports;

const FILE_PREFIX: Record<ReportTable, string> = {
  sales: 'ventas',
  top_products: 'productos',
  cancellations: 'cancelaciones',
};

const euros = (cents: number | null) => (cents === null ? null : csvEuros(cents));

const totalsCells = (totals: ReportTotals): CsvValue[] => [
  totals.orders,
  euros(totals.totalCents),
  euros(totals.discountCents),
  euros(totals.averageTicketCents),
];

/** One table of the report as a CSV file: ventas-2026-03-01-2026-03-31.csv and its text. */
export function reportCsv(report: SalesReport, table: ReportTable): { filename: string; body: string } {
  const filename = `${FILE_PREFIX[table]}-${report.from}-${report.to}.csv`;
  if (table === 'top_products') {
    const header = [words.columns.rank, words.columns.product, words.columns.units, words.csv.revenue];
    const rows = report.topProducts.map((product, index) => [
      index + 1,
      product.name,
      product.units,
      euros(product.revenueCents),
    ]);
    return { filename, body: toCsv([header, ...rows]) };
  }
  if (table === 'cancellations') {
    const rows: CsvValue[][] = report.cancellations.reasons.map((entry) => [reasonLabel(entry.reason), entry.count]);
    rows.push([words.total, report.cancellations.count]);
    return { filename, body: toCsv([[words.columns.reason, words.columns.orders], ...rows]) };
  }
  const header = [
    words.groupBy[report.groupBy],
    words.columns.orders,
    words.csv.total,
    words.csv.discounts,
    words.csv.averageTicket,
  ];
  // Days as 29/03/2026, which a Spanish spreadsheet reads as a date.
  const label = (key: string, text: string) => (report.groupBy === 'day' ? key.split('-').reverse().join('/') : text);
  const rows: CsvValue[][] = report.rows.map((row) => [label(row.key, row.label), ...totalsCells(row)]);
  rows.push([words.total, ...totalsCells(report.totals)]);
  return { filename, body: toCsv([header, ...rows]) };
}
