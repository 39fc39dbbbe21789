'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

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
    <ConfirmDialog
      isOpen={missing !== null}
      title={t('missingTitle')}
      confirmLabel={t('goToCart')}
      cancelLabel={tCommon('close')}
      onConfirm={onGoToCart}
      onClose={onClose}
    >
      <p>{t('missingText')}</p>
      <ul className="mt-3 list-disc space-y-1 pl-6 font-semibold">
        {(missing ?? []).map((name, index) => (
          <li key={`${name}-${index}`}>{name}</li>
        ))}
      </ul>
    </ConfirmDialog>
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
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('conflictTitle')}
      confirmLabel={t('emptyAndRepeat')}
      busyLabel={t('emptying')}
      isBusy={isSending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {t('conflictText')}
    </ConfirmDialog>
  );
}
