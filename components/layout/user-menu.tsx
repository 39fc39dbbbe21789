'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { LogoutButton } from './logout-button';
import type { HeaderUser } from '@/lib/hooks/use-current-user';

/** Spec section 2: photo or else the name; "Gestionar la cuenta"; account link; logout; Escape closes. */
export function UserMenu({ user, width = 48 }: { user: HeaderUser; width?: 48 | 56 }) {
  const t = useTranslations('Layout');
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    }
    function onPointer(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t('userMenu', { name: user.name })}
        onClick={() => setOpen(!isOpen)}
        className="flex min-h-11 items-center gap-2 rounded-full px-3 py-1 hover:bg-brand-soft"
      >
        {user.profile_photo_url ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own upload, served by the API
          <img
            src={user.profile_photo_url}
            alt={t('photoAlt', { name: user.name })}
            className="h-9 w-9 rounded-full object-cover"
          />
        ) : (
          <span className="max-w-[12rem] truncate font-semibold lg:max-w-[20rem]">{user.name}</span>
        )}
      </button>
      {isOpen ? (
        <div
          id={menuId}
          className={`absolute right-0 z-50 mt-2 ${width === 56 ? 'w-56' : 'w-48'} rounded-xl bg-white py-2 shadow-lg ring-1 ring-line`}
        >
          <p className="px-4 py-2 text-xs font-semibold uppercase tracking-wide text-muted">{t('manageAccount')}</p>
          <AppLink href="/mi-cuenta" onClick={() => setOpen(false)} className="block px-4 py-2 hover:bg-brand-soft">
            {t('accountLink')}
          </AppLink>
          <div className="my-1 border-t border-line" />
          <LogoutButton className="block w-full px-4 py-2 text-left hover:bg-brand-soft" />
        </div>
      ) : null}
    </div>
  );
}
