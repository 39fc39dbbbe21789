import messages from '@/messages/es.json';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/vocabulary/catalogue';
import type { GroupBy } from './query';

// The arithmetic and the words of a sales report, pure: what counts as a
// sale, the average ticket, the totals, and the label of each group.

/**
 * A sale is an order placed and not cancelled: every status but `cancelled`
 * and `pending_payment` (an online payment not made yet is not a sale, and
 * becomes one only when paid). Orders still in the kitchen count: the report
 * of today is live.
 */
export const SALE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== 'cancelled' && status !== 'pending_payment',
);

export type ReportFigures = { orders: number; totalCents: number; discountCents: number };
export type ReportRow = ReportFigures & { key: string; label: string; averageTicketCents: number | null };
export type ReportTotals = ReportFigures & { averageTicketCents: number | null };

/** Total ÷ orders in whole cents, half a cent up (1 234,5 → 1 235); null without orders. */
export function averageTicket(totalCents: number, orders: number): number | null {
  if (orders <= 0) return null;
  return Math.floor((2 * totalCents + orders) / (2 * orders));
}

export function reportRow(key: string, label: string, figures: ReportFigures): ReportRow {
  return { key, label, ...figures, averageTicketCents: averageTicket(figures.totalCents, figures.orders) };
}

export function totalsOf(rows: readonly ReportFigures[]): ReportTotals {
  const sum = rows.reduce(
    (total, row) => ({
      orders: total.orders + row.orders,
      totalCents: total.totalCents + row.totalCents,
      discountCents: total.discountCents + row.discountCents,
    }),
    { orders: 0, totalCents: 0, discountCents: 0 },
  );
  return { ...sum, averageTicketCents: averageTicket(sum.totalCents, sum.orders) };
}

/** Days in calendar order; any other grouping by sales, the biggest first (a ranking reads at a glance). */
export function sortRows(groupBy: GroupBy, rows: ReportRow[]): ReportRow[] {
  return [...rows].sort((a, b) =>
    groupBy === 'day'
      ? a.key.localeCompare(b.key)
      : b.totalCents - a.totalCents || b.orders - a.orders || a.label.localeCompare(b.label, 'es'),
  );
}

const DAY_LABEL = new Intl.DateTimeFormat('es-ES', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const words = messages.Reports;

/** "dom, 29 mar 2026" for 2026-03-29. */
export function dayLabel(date: string): string {
  return DAY_LABEL.format(new Date(`${date}T00:00:00Z`));
}

/** What a group is called in the report; a restaurant by its commercial name (from `restaurantNames`, by slug). */
export function groupLabel(groupBy: GroupBy, key: string, restaurantNames: ReadonlyMap<string, string>): string {
  switch (groupBy) {
    case 'day':
      return dayLabel(key);
    case 'restaurant':
      return restaurantNames.get(key) ?? key;
    case 'type':
      return (words.deliveryType as Record<string, string>)[key] ?? key;
    case 'payment':
      return (words.payment as Record<string, string>)[key] ?? key;
  }
}

/** A cancellation reason as people read it ("Sin motivo" when the order has none). */
export function reasonLabel(reason: string | null): string {
  return reason?.trim() ? reason : words.noReason;
}
