'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { TextField } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { AccountSection } from './account-section';
import { FormErrorAlert } from './form-error-alert';
import { buttonClass } from '@/components/ui/button';
import { readForm, useSubmit } from '@/lib/hooks/use-submit';

/** Eliminar cuenta: typed confirmation ("ELIMINAR"), then the session ends and the visitor goes home. */
export function DeleteAccountSection() {
  const t = useTranslations('AccountDelete');
  const tAccount = useTranslations('Account');
  const [isOpen, setIsOpen] = useState(false);
  const { isSending, errors, errorOf, clearErrors, send } = useSubmit();

  function close() {
    clearErrors();
    setIsOpen(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await send<null>('/api/user', { method: 'DELETE', json: readForm(form, 'delete') }, form);
    if (!result.ok) return;
    toast.success(t('deleted'));
    // A full load, not a client navigation: the session cookie is gone and the
    // layout (header, menus) must forget the user; replace() keeps the deleted
    // account's page out of the history.
    window.location.replace('/');
  }

  return (
    <AccountSection id="eliminar-cuenta" title={t('title')} description={t('description')}>
      <p className="mb-4 text-sm text-muted">{tAccount('passwordNote')}</p>
      <button type="button" onClick={() => setIsOpen(true)} className={buttonClass('danger')}>
        {t('open')}
      </button>
      <FormDialog
        isOpen={isOpen}
        onClose={close}
        title={t('modalTitle')}
        submitLabel={t('confirm')}
        busyLabel={tAccount('deleting')}
        isBusy={isSending}
        tone="danger"
        formClassName="space-y-4"
        onSubmit={onSubmit}
      >
        <FormErrorAlert errors={errors} fields={['confirmation']} />
        <p>{t('modalText')}</p>
        <TextField
          id="delete-confirmation"
          label={t('confirmation')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          isRequired
          error={errorOf('confirmation')}
        />
      </FormDialog>
    </AccountSection>
  );
}
