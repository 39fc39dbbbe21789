'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';

/**
 * A component whose code is not in the page's first load (decision 027): it
 * is fetched the first time `isWanted(props)` holds (a modal opening), or
 * earlier when the browser is idle after the page loaded if `prefetch` is set
 * (so that the first tap does not wait for the network). Once loaded it stays
 * mounted, so a dialog closing hands the focus back. While it is wanted but
 * still on its way, a hidden `data-lazy-pending` marker says so (the e2e
 * fixtures wait for it to go before looking for a dialog that may come).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { isWanted, prefetch = false }: { isWanted: (props: P) => boolean; prefetch?: boolean },
): ComponentType<P> {
  let loading: Promise<{ Component: ComponentType<P> }> | null = null;
  // One fetch for every instance; a failed fetch (offline) may be tried again.
  const loadOnce = () =>
    (loading ??= load().then(
      (Component) => ({ Component }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function Lazy(props: P) {
    const [isNeeded, setNeeded] = useState(false);
    if (isWanted(props) && !isNeeded) setNeeded(true);
    useEffect(() => {
      if (!prefetch) return;
      return whenIdleAfterLoad(() => void loadOnce().catch(() => undefined));
    }, []);
    const loaded = useLazyModule(isNeeded, loadOnce);
    if (loaded) return <loaded.Component {...props} />;
    return isNeeded ? <span hidden data-lazy-pending="" /> : null;
  }
  return Lazy;
}

/** A dialog fetched the first time it opens (`isOpen`), then kept mounted. */
export function lazyDialog<P extends { isOpen: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, { isWanted: (props) => props.isOpen });
}

/**
 * False until the page has loaded (its images too) and the browser is idle:
 * what is fetched after that does not compete with the page's largest picture.
 */
export function useIdleAfterLoad(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  return isIdle;
}

/** Runs `task` once the page has loaded and the main thread is idle; returns a cancel. */
function whenIdleAfterLoad(task: () => void): () => void {
  let idle: number | null = null;
  const schedule = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: 3_000 })
        : window.setTimeout(task, 1_000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === null) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
