'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { TextField } from '@/components/ui/field';
import { FormErrorAlert } from './form-error-alert';
import { readForm, useSubmit } from '@/lib/hooks/use-submit';
import { buttonClass } from '@/components/ui/button';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/** Change the password; the server signs out the other sessions. */
export function PasswordForm() {
  const t = useTranslations('AccountSecurity');
  const tForms = useTranslations('Forms');
  const { isSending, errors, errorOf, send } = useSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await send<{ message: string }>(
      '/api/user/password',
      { method: 'PUT', json: readForm(form, 'password') },
      form,
    );
    if (!result.ok) return;
    form.reset();
    toast.success(t('passwordChanged'));
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="password-form-title" className="space-y-5">
      <h3 id="password-form-title" className="text-lg font-semibold">
        {t('passwordTitle')}
      </h3>
      <FormErrorAlert errors={errors} fields={FIELDS} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]">
          <TextField
            id="password-current_password"
            label={t('currentPassword')}
            type="password"
            autoComplete="current-password"
            isRequired
            error={errorOf('current_password')}
          />
        </div>
        <div>
          <TextField
            id="password-password"
            label={t('newPassword')}
            type="password"
            autoComplete="new-password"
            isRequired
            error={errorOf('password')}
          />
          <p className="mt-1 text-sm text-muted">{t('passwordHint')}</p>
        </div>
        <TextField
          id="password-password_confirmation"
          label={t('confirmPassword')}
          type="password"
          autoComplete="new-password"
          isRequired
          error={errorOf('password_confirmation')}
        />
      </div>
      <button type="submit" disabled={isSending} className={buttonClass('primary')}>
        {isSending ? tForms('sending') : t('changePassword')}
      </button>
    </form>
  );
}
