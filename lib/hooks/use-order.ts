'use client';

import useSWR from 'swr';
import type { OrderStatus } from '@/lib/vocabulary/catalogue';
import { apiFetch } from '@/lib/http/fetcher';
import { FINAL_STATUSES } from '@/lib/vocabulary/order-status';
import type { OrderResource } from '@/lib/orders/queries';

/** How often an open order page asks for the order's status: a change shows within 2 s. */
export const STATUS_POLL_MS = 1500;

export function isFinalStatus(status: OrderStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

const fetchOrder = (path: string) => apiFetch<{ data: OrderResource }>(path).then((body) => body.data);

/** One of the customer's orders, kept live by polling GET /api/orders/{id} until it reaches a final status. */
export function useOrder(initialOrder: OrderResource) {
  const { data, error, mutate } = useSWR(`/api/orders/${encodeURIComponent(initialOrder.id)}`, fetchOrder, {
    fallbackData: initialOrder,
    refreshInterval: (latest) => (latest && isFinalStatus(latest.status) ? 0 : STATUS_POLL_MS),
    // SWR skips a request within dedupingInterval (2 s by default) of the last: every poll must go out.
    dedupingInterval: STATUS_POLL_MS / 2,
  });
  return { order: data ?? initialOrder, error, mutate };
}
