'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { TextAreaField } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';

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
    <FormDialog
      isOpen={isOpen}
      title={t('title')}
      submitLabel={t('save')}
      formClassName="space-y-4"
      onSubmit={onSubmit}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
