import { getTranslations } from 'next-intl/server';
import { env, SOCIAL_LINKS } from '@/lib/env';
import { getCurrentAuth } from '@/lib/auth/current-user';
import { cartItemCount } from '@/lib/cart/count';
import { LOCALES } from '@/lib/i18n/locales';
import { getUserResource } from '@/lib/users/accounts';
import { AppLink } from '@/components/ui/app-link';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';
import { Logo } from './logo';
import { SignedInControls } from './signed-in-controls';
import { TopNav } from './top-nav';

export async function SiteHeader() {
  const [t, tLayout, tSocial, auth] = await Promise.all([
    getTranslations('Header'),
    getTranslations('Layout'),
    getTranslations('Social'),
    getCurrentAuth(),
  ]);
  const tradeName = env.COMPANY_TRADE_NAME;
  const [user, cartCount] = auth
    ? await Promise.all([getUserResource(auth.user.id), cartItemCount(auth.user.id)])
    : [null, 0];

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
          <AppLink href="/pedido-online" aria-label={t('homeLabel', { tradeName })} className="shrink-0 rounded-md">
            <Logo tradeName={tradeName} />
          </AppLink>
          <div className="flex items-center gap-2">
            <LanguageSwitcher locales={LOCALES} />
            {user ? (
              <SignedInControls
                user={user}
                cartCount={cartCount}
                socialLinks={SOCIAL_LINKS.map((link) => ({ ...link, label: tSocial(link.id, { tradeName }) }))}
              />
            ) : (
              <nav aria-label={t('mainNavigation')} className="flex items-center gap-2 text-sm">
                <AppLink href="/login" className="rounded-full px-3 py-2 font-semibold hover:bg-brand-soft">
                  {tLayout('login')}
                </AppLink>
                <AppLink
                  href="/pedido-online"
                  className="hidden rounded-full bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark sm:inline-block"
                >
                  {t('orderOnline')}
                </AppLink>
              </nav>
            )}
          </div>
        </div>
      </header>
      {/* Not sticky: the catalogue's own section bar sticks under the header. */}
      {user ? <TopNav permissions={user.permissions} /> : null}
    </>
  );
}
