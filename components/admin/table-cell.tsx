import type { ReactNode } from 'react';

/**
 * A cell of a back-office table: a column from sm up; on a phone a row of its
 * card, its heading beside it. The content is one box on the phone, so a
 * second line (a slug under a name) stays beside the heading, not under it.
 */
export function Cell({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td
      data-label={label}
      className={`px-3 py-2 max-sm:grid max-sm:grid-cols-[7.5rem_minmax(0,1fr)] max-sm:gap-2 max-sm:py-1 max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:content-[attr(data-label)] ${className}`}
    >
      <div className="min-w-0 sm:contents">{children}</div>
    </td>
  );
}
