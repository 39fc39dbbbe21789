import type { ErrorBody } from '@/lib/errors';
import { citiesFrom, signalMaintenance } from './maintenance-signal';
import { hardNavigate } from './navigate';
import { confirmPasswordHref } from '@/lib/site/routes';

/** An API call that did not answer 2xx, with the parsed error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ErrorBody>;

  constructor(status: number, body: Partial<ErrorBody>) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

const UNSAFE = /^(POST|PUT|PATCH|DELETE)$/i;

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

async function csrfToken(renew = false): Promise<string | undefined> {
  if (renew || !readCookie('XSRF-TOKEN')) await fetch('/sanctum/csrf-cookie', { credentials: 'include' });
  return readCookie('XSRF-TOKEN');
}

/** Spec section 8: 403 → home, 423 → confirm the password and come back, 503 → maintenance. */
function followAuthErrors(status: number, body: Partial<ErrorBody>) {
  if (status === 423) hardNavigate(confirmPasswordHref(window.location));
  else if (status === 403 && body.code === 'email_not_verified') hardNavigate('/verificar');
  else if (status === 403) hardNavigate('/');
}

export type ApiInit = RequestInit & { json?: unknown; followAuthErrors?: boolean };

/**
 * The one fetch for client components and SWR: JSON in and out, the Locale
 * header and cookies on every call (spec section 7), the CSRF header on
 * unsafe calls, and the spec's reactions to 403, 423 and 503.
 */
export async function apiFetch<T>(path: string, init: ApiInit = {}, isRetry = false): Promise<T> {
  const { json, headers, followAuthErrors: shouldFollow = true, ...rest } = init;
  const method = rest.method ?? 'GET';
  const xsrf = UNSAFE.test(method) ? await csrfToken(isRetry) : undefined;
  const response = await fetch(path, {
    credentials: 'include',
    ...rest,
    headers: {
      Accept: 'application/json',
      Locale: 'es',
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(xsrf ? { 'X-XSRF-TOKEN': xsrf } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const body = response.status === 204 ? null : await response.json().catch(() => ({}));
  if (response.status === 419 && !isRetry) return apiFetch<T>(path, init, true);
  if (response.status === 503) signalMaintenance(citiesFrom(body));
  if (!response.ok) {
    if (shouldFollow) followAuthErrors(response.status, body ?? {});
    throw new ApiError(response.status, body ?? {});
  }
  return body as T;
}

export const swrFetcher = <T>(path: string) => apiFetch<T>(path);
