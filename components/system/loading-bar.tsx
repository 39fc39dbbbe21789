'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { isNavigationClick, LOADING_BAR } from '@/lib/http/loading-bar';

type Phase = 'idle' | 'running' | 'finishing';

/** The page loading bar, driven by link clicks and the route change that follows. */
export function LoadingBar() {
  const t = useTranslations('LoadingBar');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [phase, setPhase] = useState<Phase>('idle');
  const timers = useRef<{ start?: number; hide?: number }>({});

  useEffect(() => {
    const pending = timers.current;
    function onClick(event: MouseEvent) {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor) return;
      const target = { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') };
      if (!isNavigationClick(event, target, window.location.href)) return;
      window.clearTimeout(pending.start);
      window.clearTimeout(pending.hide);
      pending.start = window.setTimeout(() => setPhase('running'), LOADING_BAR.throttleMs);
    }
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      window.clearTimeout(pending.start);
      window.clearTimeout(pending.hide);
    };
  }, []);

  useEffect(() => {
    // The route changed: a navigation faster than the throttle never shows the
    // bar; a visible one jumps to 100 % and hides after the delay.
    const pending = timers.current;
    window.clearTimeout(pending.start);
    setPhase((current) => (current === 'running' ? 'finishing' : current));
    pending.hide = window.setTimeout(() => setPhase('idle'), LOADING_BAR.hideDelayMs);
  }, [pathname, searchParams]);

  if (phase === 'idle') return null;
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
          phase === 'running'
            ? { animation: `loading-bar-grow ${LOADING_BAR.durationMs}ms linear forwards` }
            : { transform: 'scaleX(1)' }
        }
      />
    </div>
  );
}
