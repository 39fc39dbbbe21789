'use client';

import { startTransition, useEffect, useState } from 'react';
import { CARDS_IN_HTML } from './judged-sections';

/** About one section's worth of cards per step. */
const CARDS_PER_STEP = 12;

/**
 * How many cards the catalogue draws: those of the server's HTML until the
 * page is live, then a dozen more per step, each step a transition of its own
 * after the previous one is on screen. Drawing the ~90 cards of a restaurant
 * at once after hydration was one task of about 300 ms on this machine's CPU
 * (over a second on Lighthouse's slowed-down phone): the page could not
 * answer a tap meanwhile. In steps, each task stays short.
 */
export function useCardLimit(isLive: boolean, total: number): number {
  const [limit, setLimit] = useState(CARDS_IN_HTML);
  useEffect(() => {
    if (!isLive || limit >= total) return;
    const timer = setTimeout(() => startTransition(() => setLimit((current) => current + CARDS_PER_STEP)), 0);
    return () => clearTimeout(timer);
  }, [isLive, limit, total]);
  return limit;
}
