'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether chips run past either edge of the bar. A finger or a trackpad scrolls
 * it sideways; a mouse wheel does not, so a mouse gets arrows on the edges that hide chips.
 */
function useOverflow(bar: RefObject<HTMLElement | null>, key: string) {
  const [overflow, setOverflow] = useState({ before: false, after: false });
  useEffect(() => {
    const scroller = bar.current;
    if (!scroller) return;
    const update = () => {
      const before = scroller.scrollLeft > 1;
      const after = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
      setOverflow((now) => (now.before === before && now.after === after ? now : { before, after }));
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const resizes = new ResizeObserver(update);
    resizes.observe(scroller);
    // The chips may grow while the bar keeps its width (a font arriving).
    if (scroller.firstElementChild) resizes.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', update);
      resizes.disconnect();
    };
  }, [bar, key]);
  return overflow;
}

/**
 * Arrows on the section bar's edges that hide chips, for a mouse only: a
 * keyboard reaches every chip with Tab, and a screen reader reads the list.
 */
export function SectionBarArrows({ bar, sectionsKey }: { bar: RefObject<HTMLElement | null>; sectionsKey: string }) {
  const overflow = useOverflow(bar, sectionsKey);
  return (
    <>
      {(['before', 'after'] as const).map((side) =>
        overflow[side] ? (
          <button
            key={side}
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            data-scroll={side}
            // A click leaves the focus where it was: the arrow is not a stop for the keyboard.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              const scroller = bar.current;
              scroller?.scrollBy({
                left: (side === 'before' ? -0.8 : 0.8) * scroller.clientWidth,
                behavior: 'smooth',
              });
            }}
            className={`absolute inset-y-0 hidden w-14 items-center from-cream via-cream/90 to-transparent [@media(pointer:fine)]:flex ${
              side === 'before' ? 'left-0 bg-linear-to-r pl-2' : 'right-0 justify-end bg-linear-to-l pr-2'
            }`}
          >
            <span className="grid h-9 w-9 place-items-center rounded-full bg-white shadow ring-1 ring-line hover:ring-brand">
              <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.5">
                <path
                  d={side === 'before' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
          </button>
        ) : null,
      )}
    </>
  );
}
