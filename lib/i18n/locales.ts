/** Configured locales (spec section 1: only Spanish). Add one here to enable the switcher. */
export type LocaleInfo = { code: string; iso: string; name: string };

export const LOCALES = [{ code: 'es', iso: 'es', name: 'Español' }] as const satisfies readonly LocaleInfo[];
export const DEFAULT_LOCALE = 'es';
export type Locale = (typeof LOCALES)[number]['code'];

/** Spec section 9: locale cookie i18n_redirected, 365 days, path /. */
export const LOCALE_COOKIE = { name: 'i18n_redirected', maxAge: 60 * 60 * 24 * 365, path: '/' } as const;

/** A route's locale segment as a configured locale (the middleware only lets those through). */
export function asLocale(value: string): Locale {
  return LOCALES.find((locale) => locale.code === value)?.code ?? DEFAULT_LOCALE;
}
