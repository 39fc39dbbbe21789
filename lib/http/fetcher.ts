import type { ErrorBody } from '@/lib/api/errors';
import { signalMaintenance } from './maintenance-signal';

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

/**
 * The one fetch for client components and SWR: JSON in and out, the Locale
 * header and cookies on every call (spec section 7), 503 turns on maintenance.
 */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await fetch(path, {
    credentials: 'include',
    ...rest,
    headers: {
      Accept: 'application/json',
      Locale: 'es',
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const body = response.status === 204 ? null : await response.json().catch(() => ({}));
  if (response.status === 503) signalMaintenance();
  if (!response.ok) throw new ApiError(response.status, body ?? {});
  return body as T;
}

export const swrFetcher = <T>(path: string) => apiFetch<T>(path);
