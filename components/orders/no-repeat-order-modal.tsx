'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { AppLink } from '@/components/ui/app-link';
import { BUTTON_PRIMARY } from './order-status';

/** The spec's no-repeat-order modal: none of the order's products can be ordered now. */
export function NoRepeatOrderModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useTranslations('NoRepeatOrderModal');
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('title')}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className="rounded-full px-4 py-2 font-semibold hover:bg-brand-soft">
            {t('close')}
          </button>
          <AppLink href="/pedido-online" className={BUTTON_PRIMARY}>
            {t('seeMenu')}
          </AppLink>
        </div>
      }
    >
      <p>{t('text')}</p>
    </Modal>
  );
}
