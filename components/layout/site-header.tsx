import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { AppLink } from '@/components/ui/app-link';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';
import { LOCALES } from '@/lib/i18n/locales';
import { Logo } from './logo';

export async function SiteHeader() {
  const t = await getTranslations('Header');
  const tradeName = env.COMPANY_TRADE_NAME;
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <AppLink href="/pedido-online" aria-label={t('homeLabel', { tradeName })} className="rounded-md">
          <Logo tradeName={tradeName} />
        </AppLink>
        <nav aria-label={t('mainNavigation')} className="flex items-center gap-4">
          <AppLink
            href="/pedido-online"
            className="hidden rounded-full bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark sm:inline-block"
          >
            {t('orderOnline')}
          </AppLink>
          <LanguageSwitcher locales={LOCALES} />
        </nav>
      </div>
    </header>
  );
}
