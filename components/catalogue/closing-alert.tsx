'use client';

import { useState, useSyncExternalStore } from 'react';
import type { OpenState } from '@/lib/restaurants/hours';
import { lazyDialog } from '@/components/ui/lazy-component';

// Checkout fetches the dialog's code only when it opens (issue 11: its first-load
// JS has nothing else that needs Dialog). The catalogue already carries Dialog,
// so it shows the alert at once (closing-alert-now.tsx) instead of one round trip
// after the page has become usable.
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

/** What the alert tells: the restaurant's state now, and the restaurant's date today. */
export type ClosingAlertProps = { seenKey: string; restaurant: string; state: OpenState; today: string };

/**
 * Spec: restaurant closing alert, shown on arrival when the restaurant closes
 * soon or is closed; once per restaurant, delivery type and situation in a
 * browser tab, not on every visit to the catalogue. It opens after the page
 * has hydrated: the server cannot read sessionStorage, and a second visit
 * (already told) would otherwise render differently from the server's HTML.
 * Null when there is nothing to tell; else whether it is open and how to close it.
 */
export function useClosingAlert(seenKey: string, state: OpenState): { isOpen: boolean; close: () => void } | null {
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
  const close = () => {
    markSeen(key);
    setDismissed(true);
  };
  return { isOpen: !seen && !isDismissed, close };
}

/** The alert on checkout, for the state the server computed. */
export function ClosingAlert({ seenKey, restaurant, state, today }: ClosingAlertProps) {
  const alert = useClosingAlert(seenKey, state);
  if (!alert) return null;
  return (
    <LazyClosingAlertDialog
      isOpen={alert.isOpen}
      onClose={alert.close}
      restaurant={restaurant}
      state={state}
      today={today}
    />
  );
}
