'use client';

import type { ReactNode } from 'react';
import { useMinute } from '@/lib/hooks/use-minute';

/**
 * What a cached page says until an instant (ISO): the server and hydration
 * show it (the page was rendered before then); the browser hides it once its
 * clock has passed the instant.
 */
export function ShownUntil({ until, children }: { until: string; children: ReactNode }) {
  const now = useMinute();
  return now && now.getTime() >= Date.parse(until) ? null : children;
}
