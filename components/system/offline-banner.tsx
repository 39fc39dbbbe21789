'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Spec section 4: online/offline status is tracked; a banner shows while offline. */
export function OfflineBanner() {
  const t = useTranslations('Offline');
  const isOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (isOnline) return null;
  return (
    <div role="status" className="sticky top-0 z-50 bg-ink px-4 py-2 text-center text-sm font-medium text-white">
      {t('message')}
    </div>
  );
}
