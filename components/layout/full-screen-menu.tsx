'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import type { SocialId } from '@/lib/env';
import { usePathname } from '@/lib/i18n/navigation';
import { NAV_ITEMS, routeNameOf, visibleNavItems } from '@/lib/site/navigation';
import { LoyaltyGrid } from './loyalty-grid';
import { LogoutButton } from './logout-button';
import { SocialLinks } from './social-links';

type SocialLink = { id: SocialId; href: string; label: string };

type Props = { name: string; points: number; permissions: string[]; socialLinks: SocialLink[] };

/**
 * Spec section 2: links to online order and my account, logout, the loyalty
 * card and the social icons; page scroll blocked while open; closes on navigation.
 * On phones it is the header's only navigation (issue 13): it carries every
 * item of the top navigation the user may see, staff's back office included.
 */
export function FullScreenMenu({ name, points, permissions, socialLinks }: Props) {
  const t = useTranslations('Layout');
  const [isOpen, setOpen] = useState(false);
  const pathname = usePathname();
  const active = routeNameOf(pathname);
  const [openedAt, setOpenedAt] = useState(pathname);
  const dialog = useRef<HTMLDialogElement>(null);

  // Navigation closes the menu (state derived during render, no effect needed).
  if (isOpen && openedAt !== pathname) setOpen(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen) {
      element.showModal();
      document.body.style.overflow = 'hidden';
    } else if (element.open) {
      element.close();
    }
    return () => {
      document.body.style.overflow = '';
    };
  }, [isOpen]);

  const link =
    'block rounded-xl px-4 py-2.5 font-display text-2xl font-bold hover:bg-white/10 aria-[current=page]:bg-white/15';
  return (
    <>
      <button
        type="button"
        aria-label={t('openMenu')}
        aria-expanded={isOpen}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen(true);
        }}
        className="grid h-11 w-11 place-items-center rounded-full hover:bg-brand-soft"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
      </button>
      <dialog
        ref={dialog}
        aria-label={t('menuTitle')}
        onClose={() => setOpen(false)}
        className="m-0 h-full max-h-none w-full max-w-none bg-brand p-0 text-white"
      >
        {isOpen ? (
          <div className="mx-auto flex min-h-full max-w-xl flex-col gap-8 px-6 py-6">
            <div className="flex justify-end">
              <button
                type="button"
                aria-label={t('closeMenu')}
                onClick={() => setOpen(false)}
                className="grid h-11 w-11 place-items-center rounded-full text-3xl hover:bg-white/10"
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <p className="px-4 text-lg text-white/90">{t('hello', { name })}</p>
            <nav aria-label={t('navLabel')} className="-mt-6">
              <ul>
                {visibleNavItems(NAV_ITEMS, permissions).map((item) => (
                  <li key={item.name}>
                    <AppLink href={item.href} aria-current={item.name === active ? 'page' : undefined} className={link}>
                      {t(item.label)}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
            <section aria-labelledby="menu-loyalty" className="rounded-2xl bg-white/10 p-5">
              <h2 id="menu-loyalty" className="mb-3 text-lg font-semibold">
                {t('loyaltyTitle')}
              </h2>
              <LoyaltyGrid points={points} tone="dark" />
              <p className="mt-2 text-sm text-white">{t('loyaltyHint')}</p>
            </section>
            <LogoutButton className="self-start rounded-full border border-white px-6 py-2 font-semibold hover:bg-white hover:text-brand" />
            <div className="mt-auto">
              <SocialLinks links={socialLinks} />
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
