'use client';

import { useSyncExternalStore } from 'react';

// One polite live region for every cart change, wherever it was made (header,
// catalogue, checkout): useCart's mutations call announceCart, the header
// mounts <CartAnnouncer /> once for signed-in users.

let message = '';
const listeners = new Set<() => void>();

export function announceCart(text: string): void {
  // A repeated text would not be announced again: alternate a trailing
  // no-break space so screen readers hear the same news twice.
  message = text === message.trim() ? `${text}\u00a0` : text;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest cart announcement. */
export function useCartAnnouncement(): string {
  return useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  );
}
