'use client';

import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { isToasterWanted, subscribeToToasterWanted, wantToaster } from '@/lib/toast';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';
import { MaintenanceProvider, useMaintenance } from './maintenance-context';
import { MaintenancePage } from './maintenance-page';
import { LoadingBar } from './loading-bar';
import { OfflineBanner } from './offline-banner';
import { ChunkErrorReload } from './chunk-error-reload';

// sonner and its Toaster come with a page's first toast or the customer's
// first tap or key, never with the page itself (decision 027).
const loadToasterHost = () => import('./toaster-host');

function LazyToaster() {
  const isWanted = useSyncExternalStore(subscribeToToasterWanted, isToasterWanted, () => false);
  useEffect(() => {
    if (isWanted) return;
    const options = { once: true, passive: true } as const;
    window.addEventListener('pointerdown', wantToaster, options);
    window.addEventListener('keydown', wantToaster, options);
    return () => {
      window.removeEventListener('pointerdown', wantToaster);
      window.removeEventListener('keydown', wantToaster);
    };
  }, [isWanted]);
  const host = useLazyModule(isWanted, loadToasterHost);
  return host ? <host.default /> : null;
}

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
      <LazyToaster />
    </MaintenanceProvider>
  );
}
