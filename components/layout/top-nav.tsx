'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { NAV_ITEMS, routeNameOf, visibleNavItems } from '@/lib/site/navigation';
import { AppLink } from '@/components/ui/app-link';
import { useCurrentInView } from '@/lib/hooks/use-current-in-view';
import { HIDDEN_BEHIND_KIOSK, WIDE_SCREEN_WIDTH } from './wide-screen';

/** The signed-in navigation: items the user may see, the active one highlighted; scrolls on phones, the active one in view. */
export function TopNav({ permissions }: { permissions: string[] }) {
  const t = useTranslations('Layout');
  const active = routeNameOf(usePathname());
  const row = useCurrentInView<HTMLUListElement>(active);
  return (
    <nav aria-label={t('navLabel')} className={`border-t border-line bg-white/70 ${HIDDEN_BEHIND_KIOSK}`}>
      <ul ref={row} className={`mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 text-sm ${WIDE_SCREEN_WIDTH}`}>
        {visibleNavItems(NAV_ITEMS, permissions).map((item) => (
          <li key={item.name} className="shrink-0">
            <AppLink
              href={item.href}
              aria-current={item.name === active ? 'page' : undefined}
              className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 font-semibold text-muted hover:text-ink aria-[current=page]:border-brand aria-[current=page]:text-brand"
            >
              {t(item.label)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
