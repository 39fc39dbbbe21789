'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { hardNavigate } from '@/lib/http/navigate';
import { apiFetch } from '@/lib/http/fetcher';
import { FormAlert, TextField } from '@/components/ui/field';
import { useSubmit } from '@/lib/hooks/use-submit';
import { safeRedirect } from '@/lib/http/safe-redirect';
import { PRIMARY_BUTTON } from './auth-card';

export function ConfirmPasswordForm({ redirectTo }: { redirectTo: string | null }) {
  const t = useTranslations('Auth');
  const form = useSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    const result = await form.submit(() =>
      apiFetch('/api/user/confirm-password', { method: 'POST', json: { password } }),
    );
    if (result.ok) hardNavigate(safeRedirect(redirectTo, '/mi-cuenta'));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {form.alert ? <FormAlert>{form.alert}</FormAlert> : null}
      <TextField
        id="password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
        isRequired
        autoFocus
        error={form.errorOf('password')}
      />
      <button type="submit" disabled={form.isSending} className={PRIMARY_BUTTON}>
        {form.isSending ? t('sending') : t('confirmSubmit')}
      </button>
    </form>
  );
}
