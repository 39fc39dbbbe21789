import { randomBytes, timingSafeEqual } from 'node:crypto';

// Double-submit CSRF protection for cookie-authenticated unsafe requests:
// GET /sanctum/csrf-cookie sets XSRF-TOKEN (readable by scripts); the client
// echoes it in X-XSRF-TOKEN. A cross-site page can send the cookie but cannot
// read it to set the header. Bearer requests carry no ambient credential.

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const CSRF_COOKIE_TTL_SECONDS = 60 * 60 * 2;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

export function csrfMatches(cookie: string | undefined, header: string | null): boolean {
  if (!cookie || !header) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}
