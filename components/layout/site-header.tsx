import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { currentSocialLinks } from '@/lib/settings/company';
import { LOCALES } from '@/lib/i18n/locales';
import { AppLink } from '@/components/ui/app-link';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';
import { Logo } from './logo';
import { HIDDEN_BEHIND_KIOSK, WIDE_SCREEN_WIDTH } from './wide-screen';
import { HeaderAccount, HeaderTopNav } from './header-account';

/** The same for everyone (the page may come from a cache); the account end is a client island. */
export async function SiteHeader() {
  const [t, tLayout, tSocial] = await Promise.all([
    getTranslations('Header'),
    getTranslations('Layout'),
    getTranslations('Social'),
  ]);
  const tradeName = env.COMPANY_TRADE_NAME;
  const socialLinks = (await currentSocialLinks()).map((link) => ({ ...link, label: tSocial(link.id, { tradeName }) }));

  return (
    <>
      <header className={`sticky top-0 z-40 border-b border-line bg-cream ${HIDDEN_BEHIND_KIOSK}`}>
        <div className={`mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 ${WIDE_SCREEN_WIDTH}`}>
          <AppLink
            href="/pedido-online"
            aria-label={t('homeLabel', { tradeName })}
            className="flex min-h-11 shrink-0 items-center rounded-md"
          >
            <Logo tradeName={tradeName} />
          </AppLink>
          <div className="flex items-center gap-2">
            <LanguageSwitcher locales={LOCALES} />
            <HeaderAccount socialLinks={socialLinks}>
              <nav aria-label={t('mainNavigation')} className="flex items-center gap-2 text-sm">
                <AppLink
                  href="/login"
                  className="inline-flex min-h-11 items-center rounded-full px-3 py-2 font-semibold hover:bg-brand-soft"
                >
                  {tLayout('login')}
                </AppLink>
                <AppLink
                  href="/pedido-online"
                  className="hidden min-h-11 items-center rounded-full bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark sm:inline-flex"
                >
                  {t('orderOnline')}
                </AppLink>
              </nav>
            </HeaderAccount>
          </div>
        </div>
      </header>
      {/* Not sticky: the catalogue's own section bar sticks under the header. */}
      <HeaderTopNav />
    </>
  );
}
