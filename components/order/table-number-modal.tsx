'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/forms/field';
import { MAX_TABLE_NUMBER, parseTableNumber } from '@/lib/ordering/context';

/** Asks for the table number, then goes to `hrefFor(table)`. */
export function TableNumberModal({
  isOpen,
  onClose,
  onConfirm,
  max = MAX_TABLE_NUMBER,
}: {
  isOpen: boolean;
  onClose: () => void;
  onConfirm: (table: number) => void;
  max?: number;
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
    <Modal isOpen={isOpen} onClose={onClose} title={t('tableModalTitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-muted">{t('tableModalText')}</p>
        <TextField
          id="table"
          label={t('tableLabel')}
          inputMode="numeric"
          autoComplete="off"
          isRequired
          autoFocus
          error={error}
        />
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} className="rounded-full px-5 py-2 font-semibold hover:bg-brand-soft">
            {tCommon('cancel')}
          </button>
          <button type="submit" className="rounded-full bg-brand px-6 py-2 font-semibold text-white hover:bg-brand-dark">
            {tCommon('continue')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
