'use client';

import { useTranslations } from 'next-intl';

/** Shown while the product lists are not all loaded (spec section 2). */
export function FullScreenSpinner() {
  const t = useTranslations('Catalogue');
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 grid place-items-center bg-cream/80 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-4">
        <span
          className="h-12 w-12 animate-spin rounded-full border-4 border-brand-soft border-t-brand"
          aria-hidden="true"
        />
        <span className="font-semibold">{t('loading')}</span>
      </div>
    </div>
  );
}
