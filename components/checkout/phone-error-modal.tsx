'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Spec: the phone error modal, when the order is confirmed without a valid phone. */
export function PhoneErrorModal({
  isOpen,
  phone,
  onClose,
  onFix,
}: {
  isOpen: boolean;
  phone: string;
  onClose: () => void;
  onFix: () => void;
}) {
  const t = useTranslations('PhoneErrorModal');
  return (
    <ConfirmDialog isOpen={isOpen} title={t('title')} confirmLabel={t('fix')} onConfirm={onFix} onClose={onClose}>
      {phone ? t('invalid', { phone }) : t('missing')}
    </ConfirmDialog>
  );
}
