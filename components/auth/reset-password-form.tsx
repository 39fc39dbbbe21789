'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/http/fetcher';
import { AppLink } from '@/components/ui/app-link';
import { FormAlert } from '@/components/ui/field';
import { useSubmit } from '@/lib/hooks/use-submit';
import { PRIMARY_BUTTON } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const t = useTranslations('Auth');
  const form = useSubmit();
  const [isDone, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = await form.submit(() =>
      apiFetch('/api/reset-password', {
        method: 'POST',
        json: {
          token,
          email,
          password: data.get('password'),
          password_confirmation: data.get('password_confirmation'),
        },
      }),
    );
    if (result.ok) setDone(true);
  }

  if (isDone) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-green-900">
          {t('resetDone')}
        </p>
        <AppLink href="/login" className={`block text-center ${PRIMARY_BUTTON}`}>
          {t('loginLink')}
        </AppLink>
      </div>
    );
  }
  const linkError = form.errorOf('token') ?? form.errorOf('email');
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {form.alert ? <FormAlert>{form.alert}</FormAlert> : null}
      {linkError ? (
        <p className="text-red-800">
          {linkError}{' '}
          <AppLink href="/recuperar-contrasena" className="font-semibold underline">
            {t('requestNewLink')}
          </AppLink>
        </p>
      ) : null}
      <NewPasswordFields label={t('newPassword')} errorOf={form.errorOf} />
      <button type="submit" disabled={form.isSending} className={PRIMARY_BUTTON}>
        {form.isSending ? t('sending') : t('resetSubmit')}
      </button>
    </form>
  );
}
