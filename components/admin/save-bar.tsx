import type { ReactNode } from 'react';

/**
 * An editor's save button, kept in sight at the bottom of the screen. It
 * reaches the edges of the back office's padding (px-3, sm:px-5 in
 * app/[locale]/(admin)/admin/layout.tsx) and no further: wider, the page
 * scrolled sideways on a phone.
 */
export function SaveBar({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 -mx-3 flex justify-end border-t border-line bg-cream/95 px-3 py-3 backdrop-blur sm:-mx-5 sm:px-5">
      {children}
    </div>
  );
}
