'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorView } from '@/components/system/error-view';
import { reloadIfChunkError } from '@/components/system/chunk-error-reload';
import { statusOf } from '@/lib/http/error-status';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Errors');
  useEffect(() => {
    reloadIfChunkError(error);
  }, [error]);
  const status = statusOf(error);
  // Server errors reach the browser with a generic message; never show internals.
  const message = status === 500 ? t('unexpected') : error.message;
  return (
    <ErrorView
      status={status}
      message={message}
      action={
        <button
          type="button"
          onClick={reset}
          className="rounded-full border border-brand px-6 py-3 font-semibold text-brand hover:bg-brand-soft"
        >
          {t('retry')}
        </button>
      }
    />
  );
}
