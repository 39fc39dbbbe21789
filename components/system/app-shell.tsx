'use client';

import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { isToasterWanted, subscribeToToasterWanted } from '@/lib/toast';
import { MaintenanceProvider, useMaintenance } from './maintenance-context';
import { MaintenancePage } from './maintenance-page';
import { LoadingBar } from './loading-bar';
import { OfflineBanner } from './offline-banner';
import { ChunkErrorReload } from './chunk-error-reload';

// sonner and its Toaster come with a page's first toast, not with the page (decision 027).
const ToasterHost = dynamic(() => import('./toaster-host'), { ssr: false });

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
  const isToastWanted = useSyncExternalStore(subscribeToToasterWanted, isToasterWanted, () => false);
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
      {isToastWanted ? <ToasterHost /> : null}
    </MaintenanceProvider>
  );
}
