'use client';

import { useEffect, useState } from 'react';

/**
 * A module fetched once `isNeeded` turns true, outside render (decision 027).
 * A fetch that fails (the customer is offline) breaks nothing: it is tried
 * again when the browser is back online. `load` must be the same function on
 * every render (declare it at module level).
 */
export function useLazyModule<T>(isNeeded: boolean, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!isNeeded || loaded) return;
    let isCurrent = true;
    const attempt = () => {
      load()
        .then((module) => {
          if (isCurrent) setLoaded(() => module);
        })
        .catch(() => window.addEventListener('online', attempt, { once: true }));
    };
    attempt();
    return () => {
      isCurrent = false;
      window.removeEventListener('online', attempt);
    };
  }, [isNeeded, loaded, load]);
  return loaded;
}
