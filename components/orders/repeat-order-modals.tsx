'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { BUTTON_PRIMARY } from './order-status';

const BUTTON_QUIET = 'rounded-full px-4 py-2 font-semibold hover:bg-brand-soft';

/** Some products were added and these could not be: name them, then on to the cart. */
export function MissingProductsModal({
  missing,
  onClose,
  onGoToCart,
}: {
  missing: string[] | null;
  onClose: () => void;
  onGoToCart: () => void;
}) {
  const t = useTranslations('RepeatOrder');
  const tCommon = useTranslations('Common');
  return (
    <Modal
      isOpen={missing !== null}
      onClose={onClose}
      title={t('missingTitle')}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={BUTTON_QUIET}>
            {tCommon('close')}
          </button>
          <button type="button" onClick={onGoToCart} className={BUTTON_PRIMARY}>
            {t('goToCart')}
          </button>
        </div>
      }
    >
      <p>{t('missingText')}</p>
      <ul className="mt-3 list-disc space-y-1 pl-6 font-semibold">
        {(missing ?? []).map((name, index) => (
          <li key={`${name}-${index}`}>{name}</li>
        ))}
      </ul>
    </Modal>
  );
}

/** The cart holds another restaurant's or delivery type's products: empty it first? */
export function CartConflictModal({
  isOpen,
  isSending,
  onClose,
  onConfirm,
}: {
  isOpen: boolean;
  isSending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations('RepeatOrder');
  const tCommon = useTranslations('Common');
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('conflictTitle')}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={BUTTON_QUIET}>
            {tCommon('cancel')}
          </button>
          <button type="button" onClick={onConfirm} disabled={isSending} className={BUTTON_PRIMARY}>
            {isSending ? t('emptying') : t('emptyAndRepeat')}
          </button>
        </div>
      }
    >
      <p>{t('conflictText')}</p>
    </Modal>
  );
}
