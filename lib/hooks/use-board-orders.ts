'use client';

import useSWR, { useSWRConfig } from 'swr';
import { useOrderStream } from './use-order-stream';
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
  const key = `/api/admin/orders?restaurant=${encodeURIComponent(restaurant)}&status=${BOARD_STATUSES.join(',')}`;
  const { mutate: revalidate } = useSWRConfig();
  const isLive = useOrderStream(restaurant, () => void revalidate(key));
  const { data, mutate } = useSWR(key, (path: string) => apiFetch<{ data: AdminOrderResource[] }>(path), {
    fallbackData: { data: initialOrders },
    refreshInterval: isLive ? SAFETY_POLL_MS : FALLBACK_POLL_MS,
    revalidateOnMount: false,
  });

  return { orders: data?.data ?? initialOrders, isLive, refresh: () => mutate() };
}
