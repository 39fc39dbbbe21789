'use client';

import { useState, useSyncExternalStore } from 'react';
import type { OpenState } from '@/lib/restaurants/hours';
import { lazyDialog } from '@/components/ui/lazy-component';

// Most visits are not told anything: the dialog's code is fetched only when it opens (issue 11).
const LazyClosingAlertDialog = lazyDialog(() =>
  import('./closing-alert-dialog').then((module) => module.ClosingAlertDialog),
);

const SEEN_PREFIX = 'aviso-cierre:';

/** Whether this browser tab was already told (sessionStorage may be unavailable: then it tells again). */
function wasSeen(key: string): boolean {
  try {
    return sessionStorage.getItem(SEEN_PREFIX + key) !== null;
  } catch {
    return false;
  }
}

/** sessionStorage has no change event within a tab: read once per render. */
const subscribeToNothing = () => () => undefined;

function markSeen(key: string): void {
  try {
    sessionStorage.setItem(SEEN_PREFIX + key, '1');
  } catch {
    // Private mode or storage full: the alert shows again next time, nothing worse.
  }
}

/**
 * Spec: restaurant closing alert, shown on arrival when the restaurant closes
 * soon or is closed; once per restaurant, delivery type and situation in a
 * browser tab, not on every visit to the catalogue. It opens after the page
 * has hydrated: the server cannot read sessionStorage, and a second visit
 * (already told) would otherwise render differently from the server's HTML.
 */
export function ClosingAlert({
  seenKey,
  restaurant,
  state,
  today,
}: {
  seenKey: string;
  restaurant: string;
  state: OpenState;
  today: string;
}) {
  const shouldAlert = !state.isOpen || state.closesSoon;
  const key = `${seenKey}:${state.isOpen ? 'closing' : 'closed'}`;
  // The server (and hydration) counts it as seen; the browser then reads its tab's storage.
  const seen = useSyncExternalStore(
    subscribeToNothing,
    () => wasSeen(key),
    () => true,
  );
  const [isDismissed, setDismissed] = useState(false);
  if (!shouldAlert) return null;
  const isOpen = !seen && !isDismissed;
  const close = () => {
    markSeen(key);
    setDismissed(true);
  };
  return <LazyClosingAlertDialog isOpen={isOpen} onClose={close} restaurant={restaurant} state={state} today={today} />;
}
