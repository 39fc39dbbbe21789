import type { ReactNode } from 'react';

export type TicketTableRow = { key: string | number; label: ReactNode; values: [ReactNode, ReactNode] };

/**
 * A table of a printed ticket: a caption for screen readers, a label column
 * and two right-aligned figures (rate and amount, or base and quota).
 * `className` goes before the table's own classes (its top margin);
 * `labelClassName` and `rowClassName` style each body row.
 */
export function TicketTable({
  caption,
  columns,
  rows,
  className,
  labelClassName,
  rowClassName,
  testId,
}: {
  caption: string;
  columns: [string, string, string];
  rows: TicketTableRow[];
  className: string;
  labelClassName: string;
  rowClassName?: string;
  testId?: string;
}) {
  const [label, ...figures] = columns;
  return (
    <table className={`${className} w-full border-collapse text-left`} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-black">
          <th scope="col" className="py-1 font-semibold">
            {label}
          </th>
          {figures.map((figure, index) => (
            <th key={index} scope="col" className="whitespace-nowrap py-1 pl-3 text-right font-semibold">
              {figure}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={rowClassName}>
            <td className={labelClassName}>{row.label}</td>
            {row.values.map((value, index) => (
              <td key={index} className="whitespace-nowrap py-0.5 pl-3 text-right tabular-nums">
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
