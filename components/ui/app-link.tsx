'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { shouldPrefetch, type ConnectionInfo } from '@/lib/http/prefetch';
import { signalNavigationStart } from '@/lib/http/loading-bar';

type NetworkNavigator = Navigator & {
  connection?: ConnectionInfo & EventTarget;
};

function subscribe(onChange: () => void) {
  const connection = (navigator as NetworkNavigator).connection;
  connection?.addEventListener('change', onChange);
  return () => connection?.removeEventListener('change', onChange);
}

function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shouldPrefetch((navigator as NetworkNavigator).connection),
    () => false,
  );
}

/** The site's link: localised, never prefetching on 2g or save-data, and starting the loading bar. */
export function AppLink({ prefetch, onNavigate, ...props }: ComponentProps<typeof Link>) {
  const isAllowed = usePrefetchAllowed();
  return (
    <Link
      prefetch={isAllowed ? prefetch : false}
      onNavigate={(event) => {
        onNavigate?.(event);
        const { href } = props;
        signalNavigationStart(typeof href === 'string' ? href : (href.pathname ?? '/'));
      }}
      {...props}
    />
  );
}
