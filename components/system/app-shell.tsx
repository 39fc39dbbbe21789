'use client';

import { Suspense, useEffect, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { MaintenanceProvider, useMaintenance } from './maintenance-context';
import { MaintenancePage } from './maintenance-page';
import { LoadingBar } from './loading-bar';
import { OfflineBanner } from './offline-banner';
import { ChunkErrorReload } from './chunk-error-reload';

/** Spec section 2: toasts last 2000 ms at bottom-center. */
export const TOAST_OPTIONS = { position: 'bottom-center', duration: 2000 } as const;

function Gate({ children }: { children: ReactNode }) {
  const { isActive } = useMaintenance();
  // The maintenance page replaces the whole layout, header and footer included.
  return isActive ? <MaintenancePage /> : children;
}

/**
 * Customers meet maintenance as the middleware's 503 page, or here when an
 * API call answers 503 while they are on a page; staff pages stay open.
 */
export function AppShell({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Parents' effects run after their children's: once this is set, every
    // component of the first render is interactive (tests wait for it).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <MaintenanceProvider initial={false}>
      <Suspense fallback={null}>
        <LoadingBar />
      </Suspense>
      <OfflineBanner />
      <ChunkErrorReload />
      <Gate>{children}</Gate>
      {/* On phones, above the catalogue's cart bar (components/cart/cart-reach.tsx). */}
      <Toaster
        position={TOAST_OPTIONS.position}
        duration={TOAST_OPTIONS.duration}
        mobileOffset={{ bottom: 88 }}
        closeButton
      />
    </MaintenanceProvider>
  );
}
