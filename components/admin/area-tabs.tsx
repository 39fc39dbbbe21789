'use client';

import { Link } from '@/lib/i18n/navigation';
import { useCurrentInView } from '@/lib/hooks/use-current-in-view';

export type AreaTab = { href: string; label: string };

/**
 * The tabs of a back-office area (the catalogue's sections, the chain's
 * management); links, so they work without JavaScript. On a narrow screen
 * they scroll sideways, the current one brought into view.
 */
export function AreaTabs({ label, tabs, current }: { label: string; tabs: AreaTab[]; current: string }) {
  const row = useCurrentInView<HTMLElement>(current);
  return (
    <nav ref={row} aria-label={label} className="mt-6 flex gap-2 overflow-x-auto border-b border-line">
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          aria-current={tab.href === current ? 'page' : undefined}
          className="inline-flex min-h-11 items-center whitespace-nowrap border-b-4 border-transparent px-3 font-semibold text-muted hover:text-ink aria-[current=page]:border-brand aria-[current=page]:text-ink"
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
