'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { hardNavigate } from '@/lib/http/navigate';
import { apiFetch } from '@/lib/http/fetcher';
import { FormAlert, TextField } from '@/components/ui/field';
import { useSubmit } from '@/lib/hooks/use-submit';
import { safeRedirect } from '@/lib/http/safe-redirect';
import { PRIMARY_BUTTON } from './auth-card';

export function TwoFactorForm({ redirectTo }: { redirectTo: string | null }) {
  const t = useTranslations('Auth');
  const form = useSubmit();
  const [isRecovery, setRecovery] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('code') ?? '');
    const json = isRecovery ? { recovery_code: value } : { code: value };
    const result = await form.submit(() => apiFetch('/api/two-factor-challenge', { method: 'POST', json }));
    if (result.ok) hardNavigate(safeRedirect(redirectTo));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-muted">{isRecovery ? t('twoFactorRecoveryLead') : t('twoFactorLead')}</p>
      {form.alert ? <FormAlert>{form.alert}</FormAlert> : null}
      <TextField
        key={isRecovery ? 'recovery' : 'code'}
        id="code"
        label={isRecovery ? t('recoveryCode') : t('code')}
        inputMode={isRecovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        isRequired
        autoFocus
        error={form.errorOf(isRecovery ? 'recovery_code' : 'code')}
      />
      <button type="submit" disabled={form.isSending} className={PRIMARY_BUTTON}>
        {form.isSending ? t('sending') : t('twoFactorSubmit')}
      </button>
      <button
        type="button"
        onClick={() => setRecovery(!isRecovery)}
        className="text-sm font-semibold text-brand underline"
      >
        {isRecovery ? t('useCode') : t('useRecovery')}
      </button>
    </form>
  );
}
