'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { CANCEL_REASONS } from '@/lib/vocabulary/order-status';

const OTHER = 'other';

/** Rejecting or cancelling an order asks why: a reason from the list or one written. */
export function ReasonDialog({
  isOpen,
  title,
  submitLabel,
  isBusy,
  error,
  onSubmit,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  submitLabel: string;
  isBusy: boolean;
  error?: string;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('Admin');
  const [choice, setChoice] = useState<string>(CANCEL_REASONS[0]);
  const [text, setText] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(choice === OTHER ? text.trim() : choice);
  }
  return (
    <FormDialog
      isOpen={isOpen}
      title={title}
      submitLabel={submitLabel}
      tone="danger"
      isBusy={isBusy}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField id="reason" label={t('reason')} value={choice} onChange={(event) => setChoice(event.target.value)}>
        {CANCEL_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {reason}
          </option>
        ))}
        <option value={OTHER}>{t('otherReason')}</option>
      </SelectField>
      {choice === OTHER ? (
        <TextField
          id="reason-text"
          label={t('reasonText')}
          value={text}
          maxLength={200}
          isRequired
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
      ) : null}
    </FormDialog>
  );
}
