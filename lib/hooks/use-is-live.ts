'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * False while the server renders and the page hydrates, true right after, in
 * a transition: what a page draws only in the browser (the rest of a
 * catalogue, its photos) is drawn in steps React can interrupt, instead of in
 * the one long task that a store read differing from the server's forces
 * (useSyncExternalStore re-renders at once, and the whole page with it).
 */
export function useIsLive(): boolean {
  const [isLive, setLive] = useState(false);
  useEffect(() => startTransition(() => setLive(true)), []);
  return isLive;
}
