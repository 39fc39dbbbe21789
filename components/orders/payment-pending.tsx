'use client';

import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/http/fetcher';
import { hardNavigate } from '@/lib/http/navigate';
import { useSubmit } from '@/lib/hooks/use-submit';
import type { OrderResource } from '@/lib/orders/queries';
import { buttonClass } from '@/components/ui/button';
import { postToGateway, type GatewayForm } from '@/components/payments/gateway-form';

/** How the customer came back from the gateway (URLOK or URLKO), if they did. */
export type GatewayReturn = 'ok' | 'ko' | null;

/**
 * An order waiting for its online payment (issue 15). Back from the bank with
 * success it only says "Confirmando el pago…": the gateway's notification, not
 * the browser, marks it paid, and the page follows the order live. After a
 * denial (or without having paid) the customer pays again, by card or Bizum,
 * or goes back to the cart with everything as it was.
 */
export function PaymentPending({ order, returned }: { order: OrderResource; returned: GatewayReturn }) {
  const t = useTranslations('PaymentPending');
  const { isSending, submit } = useSubmit();
  if (order.status !== 'pending_payment') return null;
  const isConfirming = returned === 'ok' && order.payment_status === 'pending';
  const hasFailed = order.payment_status === 'failed' || returned === 'ko';

  async function payAgain(method: 'card' | 'bizum') {
    const result = await submit(() =>
      apiFetch<{ payment: GatewayForm }>(`/api/orders/${encodeURIComponent(order.id)}/payment`, {
        method: 'POST',
        json: { payment_method: method },
      }),
    );
    if (result.ok) postToGateway(result.data.payment);
  }

  async function backToCart() {
    const result = await submit(() =>
      apiFetch(`/api/orders/${encodeURIComponent(order.id)}/cancel`, { method: 'POST' }),
    );
    if (result.ok) hardNavigate('/detalle-del-pedido');
  }

  if (isConfirming)
    return (
      <section role="status" className="flex items-center gap-3 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-300">
        <span
          aria-hidden="true"
          className="h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-amber-700 border-t-transparent"
        />
        <div>
          <p className="font-semibold text-amber-900">{t('confirming')}</p>
          <p className="text-sm text-amber-900">{t('confirmingHint')}</p>
        </div>
      </section>
    );

  return (
    <section
      aria-labelledby="payment-pending-title"
      className={`rounded-2xl p-5 ring-1 ${hasFailed ? 'bg-red-50 ring-red-300' : 'bg-amber-50 ring-amber-300'}`}
    >
      <h2 id="payment-pending-title" className="font-display text-xl font-bold">
        {hasFailed ? t('failedTitle') : t('pendingTitle')}
      </h2>
      <p className="mt-1">{hasFailed ? t('failedText') : t('pendingText')}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={isSending}
          onClick={() => void payAgain('card')}
        >
          {t('payByCard')}
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={isSending}
          onClick={() => void payAgain('bizum')}
        >
          {t('payByBizum')}
        </button>
        <button type="button" className={buttonClass('ghost')} disabled={isSending} onClick={() => void backToCart()}>
          {t('backToCart')}
        </button>
      </div>
    </section>
  );
}
