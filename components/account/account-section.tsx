import type { ReactNode } from 'react';
import type { AccountSectionId } from './sections';

/** One card of the account page, the target of its anchor link in the section navigation. */
export function AccountSection({
  id,
  title,
  description,
  action,
  children,
}: {
  id: AccountSectionId;
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-titulo`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      // Room for the sticky site header (and, on a phone, the sticky section strip).
      className="scroll-mt-32 rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6 lg:scroll-mt-24"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-2xl font-bold">
            {title}
          </h2>
          {description ? <p className="mt-1 text-muted">{description}</p> : null}
        </div>
        {action}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
