'use client';

import { useEffect, useRef } from 'react';

/**
 * For a row of links that scrolls sideways on a narrow screen: brings the
 * current one (aria-current="page") to the middle of the row, so the page the
 * user is on is never the hidden one. Only the row scrolls, never the page.
 */
export function useCurrentInView<T extends HTMLElement>(current: unknown) {
  const row = useRef<T>(null);
  useEffect(() => {
    const list = row.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !item || list.scrollWidth <= list.clientWidth) return;
    const offset = item.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - item.offsetWidth) / 2;
  }, [current]);
  return row;
}
