'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { BUTTON_DANGER } from './sections';

/** "Are you sure?" before deleting something; the confirm button is busy while the call runs. */
export function ConfirmModal({
  isOpen,
  title,
  message,
  confirmLabel,
  isSending,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  isSending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('Common');
  const tAccount = useTranslations('Account');
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className="rounded-full px-4 py-2 font-semibold hover:bg-brand-soft">
            {t('cancel')}
          </button>
          <button type="button" onClick={onConfirm} disabled={isSending} className={BUTTON_DANGER}>
            {isSending ? tAccount('deleting') : confirmLabel}
          </button>
        </div>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
