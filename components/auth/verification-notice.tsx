'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { hardNavigate } from '@/lib/http/navigate';
import { toast } from '@/lib/toast';
import { apiFetch } from '@/lib/http/fetcher';
import { PRIMARY_BUTTON } from './auth-card';

/** /verificar: resend the link; a user verified elsewhere gets a fresh cookie and moves on. */
export function VerificationNotice({ isVerified }: { isVerified: boolean }) {
  const t = useTranslations('Auth');
  const [isSending, setSending] = useState(false);

  useEffect(() => {
    if (!isVerified) return;
    apiFetch('/api/user/session-refresh', { method: 'POST' })
      .then(() => hardNavigate('/pedido-online'))
      .catch(() => undefined);
  }, [isVerified]);

  if (isVerified) return <p role="status">{t('verifyAlready')}</p>;
  return (
    <button
      type="button"
      disabled={isSending}
      className={PRIMARY_BUTTON}
      onClick={async () => {
        setSending(true);
        try {
          await apiFetch('/api/email/verification-notification', { method: 'POST' });
          toast.success(t('verifySent'));
        } catch {
          // apiFetch already told the user (rate limit, maintenance).
        } finally {
          setSending(false);
        }
      }}
    >
      {isSending ? t('sending') : t('verifyResend')}
    </button>
  );
}
