'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';

export type EmptyCartReason = 'conflict' | 'change' | 'clear';

/**
 * Spec: the empty-cart modal, for a product of another cart context
 * (conflict), before changing delivery type, city or restaurant (change), or
 * when the customer empties the cart (clear).
 */
export function EmptyCartModal({
  reason,
  isBusy = false,
  onCancel,
  onConfirm,
}: {
  reason: EmptyCartReason | null;
  isBusy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations('EmptyCartModal');
  const tCommon = useTranslations('Common');
  return (
    <Modal
      isOpen={reason !== null}
      onClose={onCancel}
      title={t('title')}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onCancel} className="rounded-full px-5 py-2 font-semibold hover:bg-brand-soft">
            {tCommon('cancel')}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={isBusy}
            className="rounded-full bg-brand px-6 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {isBusy ? t('emptying') : t('confirm')}
          </button>
        </div>
      }
    >
      <p>{t(reason ?? 'conflict')}</p>
    </Modal>
  );
}
