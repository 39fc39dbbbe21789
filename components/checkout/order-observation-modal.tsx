'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { TextAreaField } from '@/components/forms/field';
import { Modal } from '@/components/ui/modal';

const MAX_LENGTH = 500;

/** Spec: the order observation modal, a note for the whole order (the server allows 500 characters). */
export function OrderObservationModal({
  isOpen,
  value,
  onClose,
  onSave,
}: {
  isOpen: boolean;
  value: string;
  onClose: () => void;
  onSave: (value: string) => void;
}) {
  const t = useTranslations('OrderObservation');
  const tCommon = useTranslations('Common');
  const [error, setError] = useState<string>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('order-observation') ?? '').trim();
    if (text.length > MAX_LENGTH) {
      setError(t('tooLong', { max: MAX_LENGTH }));
      return;
    }
    setError(undefined);
    onSave(text);
  }

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('title')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextAreaField
          id="order-observation"
          label={t('label')}
          defaultValue={value}
          rows={4}
          maxLength={MAX_LENGTH}
          aria-describedby="order-observation-hint"
          error={error}
          autoFocus
        />
        <p id="order-observation-hint" className="text-sm text-muted">
          {t('hint', { max: MAX_LENGTH })}
        </p>
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} className="rounded-full px-5 py-2 font-semibold hover:bg-brand-soft">
            {tCommon('cancel')}
          </button>
          <button type="submit" className="rounded-full bg-brand px-6 py-2 font-semibold text-white hover:bg-brand-dark">
            {t('save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
