'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/field';
import { MAX_TABLE_NUMBER, parseTableNumber } from '@/lib/ordering/context';

/** Asks for the table number; `isInvalid`: the one the customer came with does not exist here, and it says so. */
export function TableNumberModal({
  isOpen,
  onClose,
  onConfirm,
  max = MAX_TABLE_NUMBER,
  isInvalid = false,
}: {
  isOpen: boolean;
  onClose: () => void;
  onConfirm: (table: number) => void;
  max?: number;
  isInvalid?: boolean;
}) {
  const t = useTranslations('Ordering');
  const tCommon = useTranslations('Common');
  const [error, setError] = useState<string>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const table = parseTableNumber(String(new FormData(event.currentTarget).get('table') ?? ''));
    if (table === null || table > max) {
      setError(t('tableError', { max }));
      return;
    }
    setError(undefined);
    onConfirm(table);
  }

  return (
    <FormDialog
      isOpen={isOpen}
      title={t('tableModalTitle')}
      submitLabel={tCommon('continue')}
      formClassName="space-y-4"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p className="text-muted">{t('tableModalText')}</p>
      <TextField
        id="table"
        label={t('tableLabel')}
        inputMode="numeric"
        autoComplete="off"
        isRequired
        autoFocus
        error={error ?? (isInvalid ? t('tableError', { max }) : undefined)}
      />
    </FormDialog>
  );
}
