'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { forgetCheckout } from '@/lib/browser/tab-storage';
import { hardNavigate } from '@/lib/http/navigate';
import { useRouter } from '@/lib/i18n/navigation';
import { apiFetch } from '@/lib/http/fetcher';
import { AppLink } from '@/components/ui/app-link';
import { FormAlert, TextField } from '@/components/ui/field';
import { useSubmit } from '@/lib/hooks/use-submit';
import { safeRedirect } from '@/lib/http/safe-redirect';
import { catalogueHref } from '@/lib/ordering/context';
import { browserStore, readPendingAdd } from '@/lib/ordering/pending-add';
import { PRIMARY_BUTTON } from './auth-card';

/**
 * Where to go once signed in: the page that asked for the login, else the
 * catalogue holding a product chosen before signing in (issue 13), else home.
 */
function destination(redirectTo: string | null): string {
  if (redirectTo) return safeRedirect(redirectTo);
  const pending = readPendingAdd(browserStore());
  return pending ? catalogueHref(pending.context) : safeRedirect(null);
}

export function LoginForm({ redirectTo, isInDialog = false }: { redirectTo: string | null; isInDialog?: boolean }) {
  const t = useTranslations('LoginForm');
  const tForms = useTranslations('Forms');
  const router = useRouter();
  const form = useSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = await form.submit(() =>
      apiFetch<{ two_factor?: boolean }>('/api/login', {
        method: 'POST',
        json: { email: data.get('email'), password: data.get('password'), remember: data.get('remember') === 'on' },
      }),
    );
    if (!result.ok) return;
    forgetCheckout();
    const next = destination(redirectTo);
    if (result.data.two_factor) router.push(`/verificacion-dos-pasos?redirect=${encodeURIComponent(next)}`);
    // A full load, so the server renders the signed-in layout.
    else hardNavigate(next);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {form.alert ? <FormAlert>{form.alert}</FormAlert> : null}
      <TextField
        id="email"
        label={tForms('email')}
        type="email"
        autoComplete="email"
        data-autofocus={isInDialog || undefined}
        isRequired
        error={form.errorOf('email')}
      />
      <TextField
        id="password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
        isRequired
        error={form.errorOf('password')}
      />
      <label className="flex items-center gap-2">
        <input type="checkbox" name="remember" className="h-5 w-5 shrink-0 accent-brand" />
        {t('remember')}
      </label>
      <button type="submit" disabled={form.isSending} className={PRIMARY_BUTTON}>
        {form.isSending ? tForms('sending') : t('submit')}
      </button>
      <div className="flex flex-col gap-2 text-sm sm:flex-row sm:justify-between">
        <AppLink href="/recuperar-contrasena" className="text-brand underline">
          {t('forgot')}
        </AppLink>
        <span>
          {t('noAccount')}{' '}
          <AppLink href="/registro" className="font-semibold text-brand underline">
            {t('register')}
          </AppLink>
        </span>
      </div>
    </form>
  );
}
