'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';

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
  const tCommon = useTranslations('Common');
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('title')}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className="rounded-full px-5 py-2 font-semibold hover:bg-brand-soft">
            {tCommon('cancel')}
          </button>
          <button type="button" onClick={onFix} className="rounded-full bg-brand px-6 py-2 font-semibold text-white hover:bg-brand-dark">
            {t('fix')}
          </button>
        </div>
      }
    >
      <p>{phone ? t('invalid', { phone }) : t('missing')}</p>
    </Modal>
  );
}
