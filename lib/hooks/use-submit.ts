'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { apiFetch, ApiError, type ApiInit } from '@/lib/http/fetcher';
import { revealFirstInvalid } from '@/lib/browser/reveal-invalid';

export type FieldErrors = Record<string, string[]>;
export type SubmitResult<T> = { ok: true; data: T } | { ok: false };

/**
 * The one way a form or a button talks to the API: the sending flag; a 422's
 * field errors (`errors`, `errorOf`) with the alert "Revisa los datos
 * introducidos" and the keyboard taken to the first invalid field; anything
 * else in a toast. 403 and 423 are left to apiFetch, which is already
 * navigating (home, or confirm password).
 */
export function useSubmit() {
  const t = useTranslations('Forms');
  const [isSending, setIsSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (errors) revealFirstInvalid(formRef.current);
  }, [errors]);

  async function submit<T>(call: () => Promise<T>, form?: HTMLFormElement | null): Promise<SubmitResult<T>> {
    setIsSending(true);
    setErrors(null);
    formRef.current = form ?? null;
    try {
      return { ok: true, data: await call() };
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(error.body.errors ?? {});
      } else if (!(error instanceof ApiError && (error.status === 403 || error.status === 423))) {
        toast.error(error instanceof ApiError ? error.message : t('networkError'));
      }
      return { ok: false };
    } finally {
      setIsSending(false);
    }
  }

  return {
    isSending,
    errors,
    /** "Revisa los datos introducidos" while there are field errors. */
    alert: errors ? t('invalid') : null,
    errorOf: (field: string) => errors?.[field]?.[0],
    clearErrors: () => setErrors(null),
    submit,
    /** submit() of one API call. */
    send: <T>(path: string, init: ApiInit = {}, form?: HTMLFormElement | null) =>
      submit(() => apiFetch<T>(path, init), form),
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
