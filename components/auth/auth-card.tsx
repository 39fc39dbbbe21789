import type { ReactNode } from 'react';

/** The frame of the sign-in pages: a centred card with a title and a lead. */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line sm:p-8">
        <h1 className="font-display text-3xl font-bold">{title}</h1>
        {lead ? <p className="mt-2 text-muted">{lead}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export const PRIMARY_BUTTON =
  'w-full rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-60';
