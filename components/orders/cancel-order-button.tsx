'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { useRouter } from '@/lib/i18n/navigation';
import { apiFetch, ApiError } from '@/lib/http/fetcher';
import type { OrderResource } from '@/lib/orders/queries';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * "Cancelar pedido" with a confirmation modal. The server decides whether it
 * is still cancellable (409 order_not_cancellable once the restaurant
 * accepted it); either way the caller gets the fresh order or a nudge to reload.
 */
export function CancelOrderButton({
  orderId,
  orderNumber,
  isPaid = false,
  onChanged,
}: {
  orderId: string;
  orderNumber: string;
  /** Paid online already: the question promises the refund, not that nothing is charged. */
  isPaid?: boolean;
  onChanged?: (order?: OrderResource) => void;
}) {
  const t = useTranslations('CancelOrder');
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const [isSending, setIsSending] = useState(false);

  const changed = (order?: OrderResource) => (onChanged ? onChanged(order) : router.refresh());

  async function handleConfirm() {
    setIsSending(true);
    try {
      const { data } = await apiFetch<{ data: OrderResource }>(`/api/orders/${encodeURIComponent(orderId)}/cancel`, {
        method: 'POST',
      });
      toast.success(t('done'));
      setIsOpen(false);
      changed(data);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 423)) return;
      toast.error(error instanceof ApiError ? error.message : t('networkError'));
      if (error instanceof ApiError && error.body.code === 'order_not_cancellable') {
        setIsOpen(false);
        changed();
      }
    } finally {
      setIsSending(false);
    }
  }

  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)} className={buttonClass('dangerOutline')}>
        {t('button')}
      </button>
      <p className="mt-2 text-sm text-muted">{t('hint')}</p>
      <ConfirmDialog
        isOpen={isOpen}
        title={t('title')}
        confirmLabel={t('confirm')}
        busyLabel={t('cancelling')}
        cancelLabel={t('keep')}
        tone="danger"
        isBusy={isSending}
        onConfirm={handleConfirm}
        onClose={() => setIsOpen(false)}
      >
        {t(isPaid ? 'textPaid' : 'text', { number: orderNumber })}
      </ConfirmDialog>
    </>
  );
}
