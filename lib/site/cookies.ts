import { CSRF_COOKIE, CSRF_COOKIE_TTL_SECONDS } from '@/lib/auth/csrf';
import {
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  TWO_FACTOR_COOKIE,
  TWO_FACTOR_TTL_SECONDS,
} from '@/lib/auth/session-cookie';
import { SESSION_HINT_COOKIE } from '@/lib/auth/session-hint';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { ORDER_CONTEXT_COOKIE } from '@/lib/ordering/context';
import { PENDING_ADD_KEY } from '@/lib/ordering/pending-add';

// Everything the site keeps in the browser, as the cookie policy lists it
// (LSSI-CE art. 22.2 and the AEPD's cookie guide of July 2023, which also
// covers local storage). All of it is first-party and strictly necessary for
// what the customer asked for, so no consent banner is shown; a cookie of
// any other kind needs a banner before it is set. Each entry's purpose is in
// messages/es.json (Cookies.list); tests/integration/cookies-documented.test.ts
// fails when the site sets a cookie that is not here.

export type SiteCookieKey = 'session' | 'sessionHint' | 'twoFactor' | 'csrf' | 'locale' | 'orderContext';

export type SiteCookie = { key: SiteCookieKey; name: string; maxAgeSeconds: number };

export const SITE_COOKIES: readonly SiteCookie[] = [
  { key: 'session', name: SESSION_COOKIE, maxAgeSeconds: SESSION_TTL_SECONDS },
  { key: 'sessionHint', name: SESSION_HINT_COOKIE, maxAgeSeconds: SESSION_TTL_SECONDS },
  { key: 'twoFactor', name: TWO_FACTOR_COOKIE, maxAgeSeconds: TWO_FACTOR_TTL_SECONDS },
  { key: 'csrf', name: CSRF_COOKIE, maxAgeSeconds: CSRF_COOKIE_TTL_SECONDS },
  { key: 'locale', name: LOCALE_COOKIE.name, maxAgeSeconds: LOCALE_COOKIE.maxAge },
  { key: 'orderContext', name: ORDER_CONTEXT_COOKIE.name, maxAgeSeconds: ORDER_CONTEXT_COOKIE.maxAge },
];

export type BrowserStorageKey =
  'pendingAdd' | 'checkoutKey' | 'promotionCode' | 'catalogueFilters' | 'closingAlert' | 'chunkReload';

/** Local storage lasts until it is removed; session storage, until the tab is closed. */
export type BrowserStorage = { key: BrowserStorageKey; name: string; area: 'local' | 'session' };

// Names written out are constants of client components (lib/ cannot import
// components/) and of lib/http/chunk-reload.ts (lib/http imports lib/site);
// tests/unit/content-pages.test.ts checks they are still the names in use.
export const SITE_BROWSER_STORAGE: readonly BrowserStorage[] = [
  { key: 'pendingAdd', name: PENDING_ADD_KEY, area: 'local' },
  { key: 'checkoutKey', name: 'checkout-idempotency-key', area: 'session' },
  { key: 'promotionCode', name: 'checkout-promotion-code', area: 'session' },
  { key: 'catalogueFilters', name: 'catalogue-filters', area: 'session' },
  { key: 'closingAlert', name: 'aviso-cierre:…', area: 'session' },
  { key: 'chunkReload', name: 'chunk-reload-at', area: 'session' },
];

export type Duration = { unit: 'days' | 'hours' | 'minutes'; count: number };

/** A cookie's lifetime in the largest whole unit (14 days, 2 hours, 10 minutes). */
export function cookieDuration(seconds: number): Duration {
  if (seconds % 86_400 === 0) return { unit: 'days', count: seconds / 86_400 };
  if (seconds % 3_600 === 0) return { unit: 'hours', count: seconds / 3_600 };
  return { unit: 'minutes', count: Math.round(seconds / 60) };
}
