'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useRouter } from '@/lib/i18n/navigation';
import { apiFetch, ApiError } from '@/lib/http/fetcher';
import type { OrderResource } from '@/lib/orders/queries';
import { Modal } from '@/components/ui/modal';

export const BUTTON_OUTLINE_DANGER =
  'inline-flex items-center justify-center rounded-full border border-red-700 px-5 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60';

/**
 * "Cancelar pedido" with a confirmation modal. The server decides whether it
 * is still cancellable (409 order_not_cancellable once the restaurant
 * accepted it); either way the caller gets the fresh order or a nudge to reload.
 */
export function CancelOrderButton({
  orderId,
  orderNumber,
  onChanged,
}: {
  orderId: string;
  orderNumber: string;
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
      const { data } = await apiFetch<{ data: OrderResource }>(`/api/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST' });
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
      <button type="button" onClick={() => setIsOpen(true)} className={BUTTON_OUTLINE_DANGER}>
        {t('button')}
      </button>
      <p className="mt-2 text-sm text-muted">{t('hint')}</p>
      <Modal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('title')}
        footer={
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={() => setIsOpen(false)} className="rounded-full px-4 py-2 font-semibold hover:bg-brand-soft">
              {t('keep')}
            </button>
            <button
              type="button"
              onClick={handleConfirm}
              disabled={isSending}
              className="inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {isSending ? t('cancelling') : t('confirm')}
            </button>
          </div>
        }
      >
        <p>{t('text', { number: orderNumber })}</p>
      </Modal>
    </>
  );
}
