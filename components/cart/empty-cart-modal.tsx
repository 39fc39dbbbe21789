'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

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
  return (
    <ConfirmDialog
      isOpen={reason !== null}
      title={t('title')}
      confirmLabel={t('confirm')}
      busyLabel={t('emptying')}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onClose={onCancel}
    >
      {t(reason ?? 'conflict')}
    </ConfirmDialog>
  );
}
