'use client';

import useSWR from 'swr';
import { useFormatter, useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { apiFetch } from '@/lib/http/fetcher';
import { useSubmit } from '@/lib/hooks/use-submit';
import type { AdminOrderResource } from '@/lib/orders/staff-orders';
import { Button } from '@/components/ui/button';

const REFRESH_MS = 60_000;
const fetchOrders = (path: string) => apiFetch<{ data: AdminOrderResource[] }>(path).then((body) => body.data);

/**
 * Online payments whose refund the gateway refused (issue 15): money a
 * customer is owed. They stay here, on the board, until the refund goes
 * through; the worker keeps retrying, and a manager can try again now.
 */
export function FailedRefunds({ restaurant }: { restaurant: string }) {
  const t = useTranslations('Admin');
  const format = useFormatter();
  const { isSending, submit } = useSubmit();
  const key = `/api/admin/orders?restaurant=${encodeURIComponent(restaurant)}&status=cancelled&payment_status=refund_failed`;
  const { data: orders = [], mutate } = useSWR(key, fetchOrders, { refreshInterval: REFRESH_MS });
  if (orders.length === 0) return null;

  async function retry(order: AdminOrderResource) {
    const result = await submit(() =>
      apiFetch(`/api/admin/orders/${encodeURIComponent(order.id)}/refund`, { method: 'POST' }),
    );
    if (!result.ok) return;
    toast.success(t('refundRetried', { number: order.number }));
    void mutate();
  }

  return (
    <section aria-labelledby="devoluciones-fallidas" className="mt-4 rounded-2xl bg-red-50 p-4 ring-1 ring-red-300">
      <h2 id="devoluciones-fallidas" className="font-display text-lg font-bold text-red-900">
        {t('failedRefundsTitle', { count: orders.length })}
      </h2>
      <p className="text-sm text-red-900">{t('failedRefundsText')}</p>
      <ul className="mt-3 space-y-2">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-white p-3">
            <span className="font-semibold">{order.number}</span>
            <span>{format.number(order.total / 100, { style: 'currency', currency: 'EUR' })}</span>
            <span className="text-muted">{order.customer_name}</span>
            <Button variant="secondary" className="ml-auto" disabled={isSending} onClick={() => void retry(order)}>
              {t('retryRefund')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
