import { useTranslations } from 'next-intl';
import { ACCOUNT_SECTIONS } from './sections';

/**
 * In-page links to the sections: a sticky strip that scrolls sideways on a
 * phone (below the 64 px site header), a sticky sidebar on a wide screen.
 */
export function AccountNav() {
  const t = useTranslations('Account');
  return (
    <nav
      aria-label={t('navLabel')}
      className="sticky top-16 z-30 -mx-4 border-b border-line bg-cream/95 px-4 py-2 backdrop-blur lg:top-24 lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
    >
      <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:gap-1 lg:overflow-visible lg:pb-0">
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              className="flex min-h-11 items-center whitespace-nowrap rounded-full bg-white px-4 py-2 text-sm font-semibold ring-1 ring-line hover:bg-brand-soft lg:rounded-lg lg:bg-transparent lg:text-base lg:ring-0"
            >
              {t(`nav.${section.label}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
