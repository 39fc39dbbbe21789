'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/http/fetcher';
import { AppLink } from '@/components/ui/app-link';
import { FormAlert, TextField } from '@/components/ui/field';
import { useSubmit } from '@/lib/hooks/use-submit';
import { PRIMARY_BUTTON } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

export function RegisterForm() {
  const t = useTranslations('Auth');
  const form = useSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = await form.submit(() =>
      apiFetch('/api/register', {
        method: 'POST',
        json: {
          name: data.get('name'),
          email: data.get('email'),
          password: data.get('password'),
          password_confirmation: data.get('password_confirmation'),
          terms: data.get('terms') === 'on',
          receive_publicity: data.get('receive_publicity') === 'on',
        },
      }),
    );
    if (result.ok) setSentTo(String(data.get('email') ?? ''));
  }

  const checkboxError = form.errorOf('terms');
  if (sentTo !== null) {
    return (
      <div role="status" className="space-y-3">
        <h2
          ref={(heading) => {
            // The form was long: bring the answer into view and to the keyboard.
            heading?.scrollIntoView({ block: 'center' });
            heading?.focus();
          }}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          {t('registeredTitle')}
        </h2>
        <p>{t('registeredText', { email: sentTo })}</p>
        <p className="text-sm text-muted">{t('registeredHint')}</p>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {form.alert ? <FormAlert>{form.alert}</FormAlert> : null}
      <TextField id="name" label={t('name')} autoComplete="name" isRequired error={form.errorOf('name')} />
      <TextField
        id="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        isRequired
        error={form.errorOf('email')}
      />
      <NewPasswordFields label={t('password')} errorOf={form.errorOf} />
      <div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="terms"
            className="mt-1 h-5 w-5 shrink-0 accent-brand"
            aria-invalid={checkboxError ? true : undefined}
            aria-describedby={checkboxError ? 'terms-error' : undefined}
          />
          <span>
            {t('terms')}{' '}
            <AppLink href="/condiciones-generales" className="text-brand underline">
              {t('termsLinks')}
            </AppLink>
          </span>
        </label>
        {checkboxError ? (
          <p id="terms-error" className="mt-1 text-sm text-red-700">
            {checkboxError}
          </p>
        ) : null}
      </div>
      <label className="flex items-start gap-2">
        <input type="checkbox" name="receive_publicity" className="mt-1 h-5 w-5 shrink-0 accent-brand" />
        <span>{t('publicity')}</span>
      </label>
      <button type="submit" disabled={form.isSending} className={PRIMARY_BUTTON}>
        {form.isSending ? t('sending') : t('registerSubmit')}
      </button>
      <p className="text-sm">
        {t('haveAccount')}{' '}
        <AppLink href="/login" className="font-semibold text-brand underline">
          {t('loginLink')}
        </AppLink>
      </p>
    </form>
  );
}
