'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiFetch } from '@/lib/http/fetcher';
import type { AdminOrderResource } from '@/lib/orders/staff-orders';
import { BOARD_STATUSES } from '@/lib/vocabulary/order-status';

/** Polling while the live stream is down (and as a safety net while it is up). */
const FALLBACK_POLL_MS = 3000;
const SAFETY_POLL_MS = 30_000;

/**
 * The order board's orders of one restaurant, live: the server-sent event
 * stream says when something changed and the list is read again; the browser
 * reconnects by itself with Last-Event-ID. While the stream is down the list
 * is polled.
 */
export function useBoardOrders(restaurant: string, initialOrders: AdminOrderResource[]) {
  const [isLive, setIsLive] = useState(false);
  const key = `/api/admin/orders?restaurant=${encodeURIComponent(restaurant)}&status=${BOARD_STATUSES.join(',')}`;
  const { data, mutate } = useSWR(key, (path: string) => apiFetch<{ data: AdminOrderResource[] }>(path), {
    fallbackData: { data: initialOrders },
    refreshInterval: isLive ? SAFETY_POLL_MS : FALLBACK_POLL_MS,
    revalidateOnMount: false,
  });

  useEffect(() => {
    const source = new EventSource(`/api/admin/orders/stream?restaurant=${encodeURIComponent(restaurant)}`);
    const refresh = () => void mutate();
    source.onopen = () => setIsLive(true);
    source.onerror = () => setIsLive(false);
    source.addEventListener('order.created', refresh);
    source.addEventListener('order.updated', refresh);
    return () => source.close();
  }, [restaurant, mutate]);

  return { orders: data?.data ?? initialOrders, isLive, refresh: () => mutate() };
}
