'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { ApiError } from '@/lib/http/fetcher';

type FormState = { isSending: boolean; errors: Record<string, string[]>; alert: string | null };

/**
 * Runs a form's API call: disables it while sending, maps a 422's field
 * errors to the fields with the alert "Revisa los datos introducidos", and
 * reports anything else in a toast.
 */
export function useApiForm() {
  const t = useTranslations('Forms');
  const [state, setState] = useState<FormState>({ isSending: false, errors: {}, alert: null });

  async function submit<T>(call: () => Promise<T>): Promise<T | undefined> {
    setState({ isSending: true, errors: {}, alert: null });
    try {
      const result = await call();
      setState({ isSending: false, errors: {}, alert: null });
      return result;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setState({ isSending: false, errors: error.body.errors ?? {}, alert: t('invalid') });
      } else {
        setState({ isSending: false, errors: {}, alert: null });
        toast.error(error instanceof ApiError ? error.message : t('networkError'));
      }
      return undefined;
    }
  }

  return {
    ...state,
    errorOf: (field: string) => state.errors[field]?.[0],
    submit,
  };
}

/** A return path from a query value: only paths of this site. */
export function safeRedirect(value: string | null | undefined, fallback = '/pedido-online'): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}
