'use client';

import { type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { ChildResource } from '@/lib/users/children';
import { TextField } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormErrorAlert } from './form-error-alert';
import { readForm, useSubmit } from '@/lib/hooks/use-submit';

const FIELDS = ['name', 'birth_date'] as const;

/** Add a child (child = null) or edit one; `onSaved` gets the stored child. */
export function ChildModal({
  isOpen,
  child,
  today,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  child: ChildResource | null;
  today: string;
  onClose: () => void;
  onSaved: (child: ChildResource, isNew: boolean) => void;
}) {
  const t = useTranslations('AccountChildren');
  const tForms = useTranslations('Forms');
  const { isSending, errors, errorOf, clearErrors, send } = useSubmit();

  function close() {
    clearErrors();
    onClose();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await send<{ data: ChildResource }>(
      child ? `/api/user/children/${child.id}` : '/api/user/children',
      { method: child ? 'PUT' : 'POST', json: readForm(form, 'child') },
      form,
    );
    if (!result.ok) return;
    clearErrors();
    onSaved(result.data.data, !child);
  }

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      title={child ? t('editTitle', { name: child.name }) : t('addTitle')}
      submitLabel={t('save')}
      busyLabel={tForms('sending')}
      isBusy={isSending}
      onSubmit={onSubmit}
    >
      <FormErrorAlert errors={errors} fields={FIELDS} />
      <TextField
        id="child-name"
        label={t('name')}
        autoComplete="off"
        isRequired
        defaultValue={child?.name}
        error={errorOf('name')}
      />
      <TextField
        id="child-birth_date"
        label={t('birthDate')}
        type="date"
        max={today}
        isRequired
        defaultValue={child?.birth_date}
        error={errorOf('birth_date')}
      />
    </FormDialog>
  );
}
