'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';

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
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('title')}
      footer={
        <DialogActions>
          {from && to ? (
            <Button variant="quiet" onClick={onChooseTime}>
              {t('chooseTime')}
            </Button>
          ) : null}
          <Button onClick={onRemoveDrinks} isBusy={isRemoving}>
            {t('remove')}
          </Button>
        </DialogActions>
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
    </Dialog>
  );
}
