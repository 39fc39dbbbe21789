import type { GroupBy } from './query';
import type { ReportRow, ReportTotals } from './summary';
import type { TaxBreakdown, TaxTotals } from './taxes';

// A sales report as the domain returns it, and as the API answers it (snake_case).

export type TopProduct = { name: string; units: number; revenueCents: number };

export type SalesReport = {
  from: string;
  to: string;
  /** The one restaurant asked for; null: every restaurant the reader may see. */
  restaurant: { slug: string; name: string } | null;
  groupBy: GroupBy;
  rows: ReportRow[];
  totals: ReportTotals;
  topProducts: TopProduct[];
  cancellations: { count: number; reasons: { reason: string | null; count: number }[] };
  /** IVA by rate of the same sales, as their tickets state it: its rows add up to `totals.totalCents`. */
  taxes: TaxBreakdown;
};

const figures = (row: ReportTotals) => ({
  orders: row.orders,
  total_cents: row.totalCents,
  discount_cents: row.discountCents,
  average_ticket_cents: row.averageTicketCents,
});

const taxFigures = (row: TaxTotals) => ({
  base_cents: row.baseCents,
  tax_cents: row.taxCents,
  total_cents: row.totalCents,
});

export function salesReportJson(report: SalesReport) {
  return {
    data: {
      rows: report.rows.map((row) => ({ key: row.key, label: row.label, ...figures(row) })),
      totals: figures(report.totals),
      top_products: report.topProducts.map((product) => ({
        name: product.name,
        units: product.units,
        revenue_cents: product.revenueCents,
      })),
      cancellations: report.cancellations,
      taxes: report.taxes.rows.map((row) => ({ rate: row.rate, ...taxFigures(row) })),
      tax_totals: taxFigures(report.taxes.totals),
    },
    meta: {
      from: report.from,
      to: report.to,
      restaurant: report.restaurant?.slug ?? null,
      group_by: report.groupBy,
    },
  };
}
