'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/field';

/** A new password, its rule and its confirmation (registration and reset). */
export function NewPasswordFields({
  label,
  errorOf,
}: {
  label: string;
  errorOf: (field: string) => string | undefined;
}) {
  const t = useTranslations('Auth');
  return (
    <>
      <TextField
        id="password"
        label={label}
        type="password"
        autoComplete="new-password"
        isRequired
        aria-describedby="password-hint"
        error={errorOf('password')}
      />
      <p id="password-hint" className="-mt-2 text-sm text-muted">
        {t('passwordHint')}
      </p>
      <TextField
        id="password_confirmation"
        label={t('passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        isRequired
        error={errorOf('password_confirmation')}
      />
    </>
  );
}
