import { getTranslations } from 'next-intl/server';
import type { GroupBy } from '@/lib/admin/reports/query';
import type { ReportRow } from '@/lib/admin/reports/summary';
import { formatEuros } from '@/lib/pricing/money';

/**
 * The sales of a report at a glance, drawn on the server without a chart
 * library: days as columns over time, any other grouping as a ranking of
 * horizontal bars. Hidden from screen readers: one sentence says what it
 * shows best, and the table under it holds every figure.
 */
export async function SalesChart({ rows, groupBy }: { rows: ReportRow[]; groupBy: GroupBy }) {
  const t = await getTranslations('Reports');
  const max = Math.max(0, ...rows.map((row) => row.totalCents));
  if (max === 0) return null;
  const best = rows.reduce((top, row) => (row.totalCents > top.totalCents ? row : top));
  const share = (cents: number) => Math.max(cents > 0 ? 0.5 : 0, (cents / max) * 100);

  return (
    <figure className="mt-4 rounded-xl border border-line bg-white p-4">
      <figcaption className="text-sm">
        {t('chart.best', { group: groupBy, label: best.label, amount: formatEuros(best.totalCents) })}
      </figcaption>
      {groupBy === 'day' ? (
        <div aria-hidden="true" className="mt-3">
          <p className="text-xs text-muted">{t('chart.max', { amount: formatEuros(max) })}</p>
          <svg
            viewBox={`0 0 ${rows.length * 10} 100`}
            preserveAspectRatio="none"
            className="mt-1 h-40 w-full border-b border-line"
            focusable="false"
          >
            {rows.map((row, index) => {
              const height = share(row.totalCents);
              return (
                <rect
                  key={row.key}
                  x={index * 10 + 1.5}
                  y={100 - height}
                  width={7}
                  height={height}
                  className="fill-brand"
                >
                  <title>{`${row.label}: ${formatEuros(row.totalCents)}`}</title>
                </rect>
              );
            })}
          </svg>
          <div className="mt-1 flex justify-between gap-3 text-xs text-muted">
            <span>{rows[0]?.label}</span>
            <span className="text-right">{rows.at(-1)?.label}</span>
          </div>
        </div>
      ) : (
        <ul aria-hidden="true" className="mt-3 space-y-2">
          {rows.map((row) => (
            <li key={row.key} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 text-sm">
              <span className="truncate font-medium">{row.label}</span>
              <span className="tabular-nums">{formatEuros(row.totalCents)}</span>
              <span className="col-span-2 block h-3 rounded-full bg-brand-soft">
                <span className="block h-3 rounded-full bg-brand" style={{ width: `${share(row.totalCents)}%` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
