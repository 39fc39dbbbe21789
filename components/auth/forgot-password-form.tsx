'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/http/fetcher';
import { FormAlert, TextField } from '@/components/ui/field';
import { useSubmit } from '@/lib/hooks/use-submit';
import { PRIMARY_BUTTON } from './auth-card';

export function ForgotPasswordForm() {
  const t = useTranslations('Auth');
  const form = useSubmit();
  const [isSent, setSent] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    if ((await form.submit(() => apiFetch('/api/forgot-password', { method: 'POST', json: { email } }))).ok)
      setSent(true);
  }

  if (isSent)
    return (
      <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-green-900">
        {t('forgotSent')}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {form.alert ? <FormAlert>{form.alert}</FormAlert> : null}
      <TextField
        id="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        isRequired
        error={form.errorOf('email')}
      />
      <button type="submit" disabled={form.isSending} className={PRIMARY_BUTTON}>
        {form.isSending ? t('sending') : t('forgotSubmit')}
      </button>
    </form>
  );
}
