'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Listens to the restaurant's order events (server-sent events; the browser
 * reconnects by itself with Last-Event-ID) and calls `onEvent` for each.
 * `isLive` says whether the stream is up, so callers can poll meanwhile.
 */
export function useOrderStream(restaurant: string, onEvent: () => void): boolean {
  const [isLive, setIsLive] = useState(false);
  const callback = useRef(onEvent);
  useEffect(() => {
    callback.current = onEvent;
  });
  useEffect(() => {
    const source = new EventSource(`/api/admin/orders/stream?restaurant=${encodeURIComponent(restaurant)}`);
    const fire = () => callback.current();
    source.onopen = () => setIsLive(true);
    source.onerror = () => setIsLive(false);
    source.addEventListener('order.created', fire);
    source.addEventListener('order.updated', fire);
    return () => source.close();
  }, [restaurant]);
  return isLive;
}
