import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from './locales';

export const routing = defineRouting({
  locales: LOCALES.map((locale) => locale.code),
  defaultLocale: DEFAULT_LOCALE,
  // Spec: prefix except for the default locale.
  localePrefix: 'as-needed',
  localeCookie: { ...LOCALE_COOKIE, sameSite: 'lax' },
});
