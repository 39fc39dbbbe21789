'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CatalogueSection } from '@/lib/vocabulary/catalogue-types';
import { useIdleAfterLoad } from '@/components/ui/lazy-component';
import { LazySectionBarArrows } from './lazy-modals';

/** Sections whose top has passed this line (under the sticky header and this bar) are being read. */
const READING_LINE_PX = 136;
/** After a tap on a chip, the page is on its way there: the tapped section stays current. */
const TAP_PIN_MS = 1000;

/**
 * The section currently read: the last whose top has passed under the sticky
 * bars (at the very bottom of the page, the last one in view, which may never
 * reach the line). A tap on a chip makes its section current at once.
 */
function useCurrentSection(sections: readonly CatalogueSection[]) {
  const [current, setCurrent] = useState<CatalogueSection | null>(null);
  const pinnedUntil = useRef(0);
  const key = sections.join();
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      if (Date.now() < pinnedUntil.current) return;
      const tops = sections.flatMap((section) => {
        const element = document.getElementById(`seccion-${section}`);
        return element ? [{ section, top: element.getBoundingClientRect().top }] : [];
      });
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const line = atBottom ? window.innerHeight - 80 : READING_LINE_PX;
      setCurrent(tops.findLast((entry) => entry.top <= line)?.section ?? null);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    // Sections also move without a scroll: the cards are drawn in steps, and an off-screen card
    // takes its real height only when it nears the viewport (content-visibility).
    const resizes = new ResizeObserver(onScroll);
    resizes.observe(document.body);
    return () => {
      window.removeEventListener('scroll', onScroll);
      resizes.disconnect();
      cancelAnimationFrame(frame);
    };
    // `key` stands for the list: a new array with the same sections is the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const choose = (section: CatalogueSection) => {
    pinnedUntil.current = Date.now() + TAP_PIN_MS;
    setCurrent(section);
  };
  return { current, choose };
}

/**
 * Issue 13 item 6: the catalogue's search field, and the sticky bar of section
 * chips with the section being read highlighted and kept in view (the chips
 * scroll sideways on every width).
 */
export function SectionBar({
  sections,
  query,
  onQuery,
}: {
  sections: readonly CatalogueSection[];
  query: string;
  onQuery: (query: string) => void;
}) {
  const t = useTranslations('Catalogue');
  const { current, choose } = useCurrentSection(sections);
  const bar = useRef<HTMLElement>(null);
  const isIdle = useIdleAfterLoad();

  useEffect(() => {
    const chip = current ? bar.current?.querySelector<HTMLElement>(`[data-section="${current}"]`) : null;
    const scroller = bar.current;
    if (!chip || !scroller) return;
    const left = chip.offsetLeft - (scroller.clientWidth - chip.offsetWidth) / 2;
    scroller.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [current]);

  return (
    <>
      <div className="mt-6">
        <label htmlFor="buscar-en-la-carta" className="sr-only">
          {t('searchLabel')}
        </label>
        <div className="relative max-w-md">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
          <input
            id="buscar-en-la-carta"
            type="search"
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={60}
            className="block min-h-11 w-full rounded-full border border-line bg-white py-2 pl-10 pr-4"
          />
        </div>
      </div>
      <div className="sticky top-16 z-30 -mx-4 mt-4 border-b border-line bg-cream/95 backdrop-blur">
        <nav ref={bar} aria-label={t('sectionsNav')} className="scroll-px-14 overflow-x-auto px-4 py-2">
          <ul className="flex gap-2 whitespace-nowrap">
            {sections.map((section) => (
              <li key={section}>
                <a
                  href={`#seccion-${section}`}
                  data-section={section}
                  onClick={() => choose(section)}
                  aria-current={section === current ? 'true' : undefined}
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold ring-1 ring-line hover:ring-brand aria-[current=true]:bg-brand aria-[current=true]:text-white aria-[current=true]:ring-brand"
                >
                  {t(`sections.${section}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* Drawn once the page has loaded: they are for a mouse only (section-bar-arrows.tsx). */}
        {isIdle && matchMedia('(pointer: fine)').matches ? (
          <LazySectionBarArrows bar={bar} sectionsKey={sections.join()} />
        ) : null}
      </div>
    </>
  );
}
