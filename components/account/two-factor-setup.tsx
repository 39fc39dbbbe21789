'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/field';
import { FormErrorAlert } from './form-error-alert';
import { readForm, useSubmit } from '@/lib/hooks/use-submit';
import { buttonClass } from '@/components/ui/button';

export type TwoFactorQr = { svg: string; url: string; secret: string };

/** Second step of enabling two-factor: scan the QR (or type the secret), then prove it with a first code. */
export function TwoFactorSetup({
  qr,
  isCancelling,
  onConfirmed,
  onCancel,
}: {
  qr: TwoFactorQr;
  isCancelling: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('AccountSecurity');
  const { isSending, errors, errorOf, send } = useSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { code } = readForm(form, 'two-factor');
    const result = await send<{ two_factor_enabled: boolean }>(
      '/api/user/confirmed-two-factor-authentication',
      { method: 'POST', json: { code } },
      form,
    );
    if (result.ok) onConfirmed();
  }

  return (
    <div className="grid gap-6 rounded-xl p-4 ring-1 ring-line sm:grid-cols-[12rem_1fr]">
      <div className="mx-auto w-48 max-w-full">
        <p className="mb-2 text-sm sm:hidden">{t('scanQr')}</p>
        <div
          role="img"
          aria-label={t('qrLabel')}
          className="aspect-square w-full bg-white [&>svg]:h-full [&>svg]:w-full"
          // The SVG is made by our own server with the qrcode library from the
          // otpauth URL (lib/auth/two-factor.ts): no user input reaches it as markup.
          dangerouslySetInnerHTML={{ __html: qr.svg }}
        />
      </div>
      <div className="min-w-0 space-y-4">
        <p className="hidden sm:block">{t('scanQr')}</p>
        <div>
          <p className="text-sm text-muted">{t('manualEntry')}</p>
          <p className="mt-1 rounded-md bg-cream px-3 py-2 font-mono text-sm break-all select-all">{qr.secret}</p>
        </div>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormErrorAlert errors={errors} fields={['code']} />
          <div className="max-w-56">
            <TextField
              id="two-factor-code"
              label={t('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              isRequired
              error={errorOf('code')}
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={isSending} className={buttonClass('primary')}>
              {isSending ? t('confirming') : t('confirm')}
            </button>
            <button
              type="button"
              onClick={onCancel}
              disabled={isCancelling || isSending}
              className={buttonClass('ghost')}
            >
              {t('cancelSetup')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
