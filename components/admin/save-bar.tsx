import type { ReactNode } from 'react';

/**
 * An editor's save button, kept in sight at the bottom of the screen. It
 * reaches the edges of the back office's padding (px-4 in
 * app/[locale]/(admin)/admin/layout.tsx) and no further: wider, the page
 * scrolls sideways (it did by 4 px on tablets).
 */
export function SaveBar({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-line bg-cream/95 px-4 py-3 backdrop-blur">
      {children}
    </div>
  );
}
