'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch, ApiError } from '@/lib/http/fetcher';
import { AppLink } from '@/components/ui/app-link';
import { catalogueHref } from '@/lib/ordering/context';
import { browserStore, readPendingAdd } from '@/lib/ordering/pending-add';
import { PRIMARY_BUTTON } from './auth-card';

type State = { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; message: string };

/** /verify-email/{id}/{token}: verifies when both are valid, else explains and offers a new link. */
export function VerifyEmail({
  id,
  token,
  isSignedIn,
}: {
  id: string | null;
  token: string | null;
  isSignedIn: boolean;
}) {
  const t = useTranslations('Auth');
  const [state, setState] = useState<State>(
    id && token ? { status: 'verifying' } : { status: 'failed', message: t('verifyIncomplete') },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!id || !token || started.current) return;
    started.current = true;
    apiFetch('/api/email/verify', { method: 'POST', json: { id, token }, followAuthErrors: false })
      .then(() => setState({ status: 'verified' }))
      .catch((error: unknown) =>
        setState({ status: 'failed', message: error instanceof ApiError ? error.message : t('verifyIncomplete') }),
      );
  }, [id, token, t]);

  if (state.status === 'verifying') return <p role="status">{t('verifyingTitle')}</p>;
  if (state.status === 'verified') {
    // Verified only in the browser, after the call: a product chosen before registering (issue 13) waits in its catalogue.
    const pending = readPendingAdd(browserStore());
    return (
      <div className="space-y-4" role="status">
        <h2 className="text-xl font-semibold">{t('verifiedTitle')}</h2>
        <p>{t('verifiedText')}</p>
        {pending ? <p>{t('pendingWaits', { product: pending.name })}</p> : null}
        {/* A full load: verifying signed the customer in, and the header and the cart read the session on load. */}
        <a
          href={pending ? catalogueHref(pending.context) : '/pedido-online'}
          className={`block text-center ${PRIMARY_BUTTON}`}
        >
          {pending ? t('goToPending') : t('goToOrder')}
        </a>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">{t('verifyFailedTitle')}</h2>
      <p role="alert">{state.message}</p>
      {isSignedIn ? (
        <AppLink href="/verificar" className={`block text-center ${PRIMARY_BUTTON}`}>
          {t('requestNewLink')}
        </AppLink>
      ) : (
        <>
          <p className="text-muted">{t('verifyNewLinkHint')}</p>
          <AppLink href="/login?redirect=/verificar" className={`block text-center ${PRIMARY_BUTTON}`}>
            {t('loginLink')}
          </AppLink>
        </>
      )}
    </div>
  );
}
