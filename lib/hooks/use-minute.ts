'use client';

import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE_MS / 4);
  return () => clearInterval(timer);
}

/**
 * The current minute on the browser's clock, or null while the server renders
 * and hydrates: a page served from a cache was rendered at another time, so
 * what depends on the time (open or closed) is decided here.
 */
export function useMinute(): Date | null {
  const minute = useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / MINUTE_MS),
    () => null,
  );
  return minute === null ? null : new Date(minute * MINUTE_MS);
}
