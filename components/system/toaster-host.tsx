'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Toaster } from 'sonner';
import { toasterMounted } from '@/lib/toast';

/** Spec section 2: toasts last 2000 ms at bottom-center. */
export const TOAST_OPTIONS = { position: 'bottom-center', duration: 2000 } as const;

/** sonner's Toaster, loaded after the page (lib/toast.ts). */
export default function ToasterHost() {
  // Sonner's own effect (a child's) has subscribed by the time this one runs.
  useEffect(() => toasterMounted(), []);
  const t = useTranslations('Common');
  return (
    // On phones, above the catalogue's cart bar (components/cart/cart-reach.tsx).
    <Toaster
      position={TOAST_OPTIONS.position}
      duration={TOAST_OPTIONS.duration}
      mobileOffset={{ bottom: 88 }}
      closeButton
      // Sonner's default is English («Notifications alt+T»).
      containerAriaLabel={t('notifications')}
    />
  );
}
