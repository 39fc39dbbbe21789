import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Cell } from '../table-cell';

export type ReportColumn = { label: string; isNumeric?: boolean };
export type ReportTableRow = { key: string; cells: ReactNode[] };

type Props = {
  /** The id of its heading (the section is labelled by it). */
  id: string;
  title: string;
  note: string;
  /** The caption screen readers hear: the table and the period. */
  caption: string;
  columns: ReportColumn[];
  rows: ReportTableRow[];
  /** The "Total" row, when the table adds up. */
  totals?: ReactNode[];
  empty: string;
  /** The same table as a CSV file (the API with format=csv); none for a table the CSV export lacks. */
  csvHref?: string;
  /** Between the heading and the table: the chart. */
  children?: ReactNode;
};

const ROW_HEAD =
  'px-3 py-2 text-left font-semibold max-sm:block max-sm:pb-1 max-sm:text-base sm:whitespace-nowrap sm:font-medium';

/**
 * One table of a report: a heading, what its figures mean, a "Descargar CSV"
 * link, and the table itself (first column the row's header; on a phone each
 * row a card with its headings beside the figures).
 */
export async function ReportTable({
  id,
  title,
  note,
  caption,
  columns,
  rows,
  totals,
  empty,
  csvHref,
  children,
}: Props) {
  const t = await getTranslations('Reports');
  const [head, ...figures] = columns;
  const numeric = (column: ReportColumn | undefined) => (column?.isNumeric ? 'sm:text-right tabular-nums' : '');
  const line = (cells: ReactNode[], isTotal = false) => (
    <>
      <th scope="row" className={ROW_HEAD}>
        {cells[0]}
      </th>
      {cells.slice(1).map((cell, index) => (
        <Cell
          key={index}
          label={figures[index]?.label ?? ''}
          className={`${numeric(figures[index])} ${isTotal ? 'font-semibold' : ''}`}
        >
          {cell}
        </Cell>
      ))}
    </>
  );

  return (
    <section aria-labelledby={id} className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-3xl">
          <h2 id={id} className="text-xl font-bold">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted">{note}</p>
        </div>
        {csvHref && rows.length > 0 ? (
          <a
            href={csvHref}
            download
            className={buttonClass('secondary')}
            aria-label={t('downloadLabel', { table: title })}
          >
            {t('download')}
          </a>
        ) : null}
      </div>
      {children}
      {rows.length === 0 ? (
        <p className="mt-4 rounded-xl border border-line bg-white px-4 py-6 text-muted">{empty}</p>
      ) : (
        // Scrolls sideways when it must; focusable so that the keyboard can scroll it too.
        <div
          className="mt-4 overflow-x-auto rounded-xl border border-line bg-white"
          tabIndex={0}
          role="region"
          aria-label={`${title}. ${t('scrollHint')}`}
        >
          <table className="w-full text-left text-sm max-sm:block">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-cream text-xs uppercase tracking-wide text-muted max-sm:sr-only">
              <tr>
                {[head, ...figures].map((column, index) => (
                  <th key={index} scope="col" className={`px-3 py-2 ${numeric(column)}`}>
                    {column?.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line align-top max-sm:block">
              {rows.map((row) => (
                <tr key={row.key} className="max-sm:block max-sm:py-2">
                  {line(row.cells)}
                </tr>
              ))}
            </tbody>
            {totals ? (
              <tfoot className="border-t-2 border-line bg-cream max-sm:block">
                <tr className="max-sm:block max-sm:py-2">{line(totals, true)}</tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      )}
    </section>
  );
}
