'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LOADING_BAR, onNavigationStart } from '@/lib/http/loading-bar';

type Bar = { phase: 'idle' | 'running' | 'finishing'; route: string };

/** The page loading bar, driven by the navigations the site's links start and the route change that follows. */
export function LoadingBar() {
  const t = useTranslations('LoadingBar');
  const route = `${usePathname()}?${useSearchParams()}`;
  const [bar, setBar] = useState<Bar>({ phase: 'idle', route });
  const currentRoute = useRef(route);
  const startTimer = useRef<number | undefined>(undefined);

  // The route changed while the bar was showing: jump to 100 % (state derived during render).
  if (bar.phase === 'running' && bar.route !== route) setBar({ phase: 'finishing', route });

  useEffect(() => {
    // A navigation faster than the throttle never shows the bar.
    currentRoute.current = route;
    window.clearTimeout(startTimer.current);
  }, [route]);

  useEffect(() => {
    const stop = onNavigationStart(() => {
      const from = currentRoute.current;
      window.clearTimeout(startTimer.current);
      startTimer.current = window.setTimeout(() => {
        if (currentRoute.current === from) setBar({ phase: 'running', route: from });
      }, LOADING_BAR.throttleMs);
    });
    return () => {
      stop();
      window.clearTimeout(startTimer.current);
    };
  }, []);

  useEffect(() => {
    // A navigation that never arrives (it failed, or went nowhere) does not leave the bar up.
    if (bar.phase !== 'running') return;
    const giveUp = window.setTimeout(
      () => setBar((current) => ({ ...current, phase: 'finishing' })),
      LOADING_BAR.durationMs * 2,
    );
    return () => window.clearTimeout(giveUp);
  }, [bar.phase]);

  useEffect(() => {
    if (bar.phase !== 'finishing') return;
    const hide = window.setTimeout(() => setBar((current) => ({ ...current, phase: 'idle' })), LOADING_BAR.hideDelayMs);
    return () => window.clearTimeout(hide);
  }, [bar.phase]);

  if (bar.phase === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('label')}
      aria-valuemin={0}
      aria-valuemax={100}
      className="fixed inset-x-0 top-0 z-[60]"
      style={{ height: LOADING_BAR.heightPx }}
    >
      <div
        className="h-full w-full origin-left bg-brand"
        style={
          bar.phase === 'running'
            ? { animation: `loading-bar-grow ${LOADING_BAR.durationMs}ms linear forwards` }
            : { transform: 'scaleX(1)' }
        }
      />
    </div>
  );
}
