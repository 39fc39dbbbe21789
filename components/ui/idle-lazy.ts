'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';

/**
 * A component kept out of the page's first-load JavaScript (issue 11, bytes):
 * fetched after the page, when the browser is first idle, so that it is there
 * before the customer's first tap. Until then it renders nothing; use it for
 * what starts closed (dialogs).
 */
export function idleLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (typeof window !== 'undefined') {
    const warm = () => void load().catch(() => undefined);
    if ('requestIdleCallback' in window) window.requestIdleCallback(warm, { timeout: 4000 });
    else setTimeout(warm, 2000);
  }
  return dynamic(load, { ssr: false });
}
