'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';

/**
 * Spec: the drinks time warning, when the cart has alcoholic drinks and the
 * chosen time is outside the restaurant's alcohol sale hours (the server
 * refuses such an order too: 422 alcohol_not_allowed).
 */
export function DrinksTimeWarningModal({
  isOpen,
  from,
  to,
  products,
  isRemoving,
  onClose,
  onChooseTime,
  onRemoveDrinks,
}: {
  isOpen: boolean;
  from: string | null;
  to: string | null;
  products: string[];
  isRemoving: boolean;
  onClose: () => void;
  onChooseTime: () => void;
  onRemoveDrinks: () => void;
}) {
  const t = useTranslations('DrinksTimeWarning');
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('title')}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          {from && to ? (
            <button type="button" onClick={onChooseTime} className="rounded-full px-5 py-2 font-semibold hover:bg-brand-soft">
              {t('chooseTime')}
            </button>
          ) : null}
          <button
            type="button"
            onClick={onRemoveDrinks}
            disabled={isRemoving}
            className="rounded-full bg-brand px-6 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {t('remove')}
          </button>
        </div>
      }
    >
      <p>{from && to ? t('text', { from, to }) : t('never')}</p>
      {products.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-6 font-semibold">
          {products.map((name, index) => (
            <li key={`${name}-${index}`}>{name}</li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
