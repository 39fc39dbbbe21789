'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { apiFetch, ApiError, type ApiInit } from '@/lib/http/fetcher';

export type FieldErrors = Record<string, string[]>;
export type ActionResult<T> = { ok: true; data: T } | { ok: false };

/**
 * One form or button of the account page talking to the API: the sending
 * flag, the 422 field errors, and a toast for anything else. 403 and 423 are
 * left to apiFetch, which is already navigating (home, or confirm password).
 */
export function useApiAction() {
  const tAccount = useTranslations('Account');
  const [isSending, setIsSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);

  // Once the errors are on screen, take the keyboard to the first invalid field.
  useEffect(() => {
    if (errors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function send<T>(path: string, init: ApiInit = {}, form?: HTMLFormElement | null): Promise<ActionResult<T>> {
    setIsSending(true);
    setErrors(null);
    formRef.current = form ?? null;
    try {
      return { ok: true, data: await apiFetch<T>(path, init) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(error.body.errors ?? {});
      } else if (!(error instanceof ApiError && (error.status === 403 || error.status === 423))) {
        toast.error(error instanceof ApiError ? error.message : tAccount('networkError'));
      }
      return { ok: false };
    } finally {
      setIsSending(false);
    }
  }

  return {
    isSending,
    errors,
    errorOf: (field: string) => errors?.[field]?.[0],
    clearErrors: () => setErrors(null),
    send,
  };
}

/** The form's fields read by name, with the `prefix-` that keeps ids unique on the page removed. */
export function readForm(form: HTMLFormElement, prefix: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name.startsWith(`${prefix}-`) ? name.slice(prefix.length + 1) : name] = value;
  }
  return values;
}
