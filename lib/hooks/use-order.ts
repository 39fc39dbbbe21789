'use client';

import useSWR from 'swr';
import type { OrderStatus } from '@/lib/vocabulary/catalogue';
import { apiFetch } from '@/lib/http/fetcher';
import type { OrderResource } from '@/lib/orders/queries';

/** Statuses after which an order never changes again: polling stops. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['delivered', 'collected', 'cancelled'];

/** How often an open order page asks for the order's status. */
export const STATUS_POLL_MS = 4000;

export function isFinalStatus(status: OrderStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

const fetchOrder = (path: string) => apiFetch<{ data: OrderResource }>(path).then((body) => body.data);

/** One of the customer's orders, kept live by polling GET /api/orders/{id} until it reaches a final status. */
export function useOrder(initialOrder: OrderResource) {
  const { data, error, mutate } = useSWR(`/api/orders/${encodeURIComponent(initialOrder.id)}`, fetchOrder, {
    fallbackData: initialOrder,
    refreshInterval: (latest) => (latest && isFinalStatus(latest.status) ? 0 : STATUS_POLL_MS),
  });
  return { order: data ?? initialOrder, error, mutate };
}
