'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import type { LocaleInfo } from '@/lib/i18n/locales';

/** Spec section 2: shown only when more than one locale is configured. */
export function LanguageSwitcher({ locales }: { locales: readonly LocaleInfo[] }) {
  const t = useTranslations('LanguageSwitcher');
  const current = useLocale();
  const pathname = usePathname();
  if (locales.length < 2) return null;
  return (
    <nav aria-label={t('label')}>
      <ul className="flex gap-2 text-sm">
        {locales.map((locale) => (
          <li key={locale.code}>
            <Link
              href={pathname}
              // The type of `locale` is the configured union; other codes only exist in tests.
              locale={locale.code as never}
              hrefLang={locale.iso}
              lang={locale.iso}
              aria-current={locale.code === current ? 'true' : undefined}
              className="rounded px-2 py-1 underline-offset-4 hover:underline aria-[current=true]:font-semibold"
            >
              {locale.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
