'use client';

import { useTranslations } from 'next-intl';
import { hardNavigate } from '@/lib/http/navigate';
import { apiFetch } from '@/lib/http/fetcher';
import { forgetCheckout } from '@/lib/browser/tab-storage';

/** Spec section 7: logout redirects to /. */
export function LogoutButton({ className }: { className?: string }) {
  const t = useTranslations('Layout');
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        await apiFetch('/api/logout', { method: 'POST' }).catch(() => undefined);
        forgetCheckout();
        hardNavigate('/');
      }}
    >
      {t('logout')}
    </button>
  );
}
