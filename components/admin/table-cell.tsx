import type { ReactNode } from 'react';

/** A cell of a back-office table: a column from sm up; on a phone a row of its card, its heading beside it. */
export function Cell({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td
      data-label={label}
      className={`px-3 py-2 max-sm:grid max-sm:grid-cols-[6rem_1fr] max-sm:gap-2 max-sm:py-1 max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:content-[attr(data-label)] ${className}`}
    >
      {children}
    </td>
  );
}
