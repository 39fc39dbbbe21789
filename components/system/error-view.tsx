import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';

/**
 * Spec section 2: the error page shows the message (default "Error") and the
 * status (default 500); on 404 it links back home.
 */
export function ErrorView({
  status = 500,
  message,
  detail,
  action,
}: {
  status?: number;
  message?: string;
  detail?: string;
  action?: ReactNode;
}) {
  const t = useTranslations();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      {/* Read as «Código de error 404»; aria-label is not allowed on a paragraph, so the words are hidden text. */}
      <p className="font-display text-6xl font-bold text-brand" data-testid="error-status">
        <span className="sr-only">{t('Errors.statusLabel', { status })}</span>
        <span aria-hidden="true">{status}</span>
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{message || t('Errors.defaultMessage')}</h1>
      {detail ? <p className="mt-3 text-muted">{detail}</p> : null}
      <div className="mt-8 flex justify-center gap-4">
        {action}
        {status === 404 ? (
          <AppLink href="/" className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark">
            {t('Common.backHome')}
          </AppLink>
        ) : null}
      </div>
    </div>
  );
}
