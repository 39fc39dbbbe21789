import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import { asLocale } from '@/lib/i18n/locales';
import { env } from '@/lib/env';
import { SESSION_HINT_SCRIPT } from '@/lib/auth/session-hint';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { AppShell } from '@/components/system/app-shell';
import { HIDDEN_BEHIND_KIOSK } from '@/components/layout/wide-screen';
import '../globals.css';

// The layout is the same for everyone, so the pages that are too can be
// rendered once (issue 11, decision 015): the session is the header's client
// island, and the maintenance switch is the middleware's 503.
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// The footer and the legal pages print the company data and social links a
// manager may change (issue 14): a change through /admin re-renders them at
// once (revalidateCatalogue); the build has no database, so what it rendered
// is made again within a minute of the server starting.
export const revalidate = 60;

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: asLocale(locale), namespace: 'Metadata' });
  const tradeName = env.COMPANY_TRADE_NAME;
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: t('title', { tradeName }), template: t('titleTemplate', { tradeName }) },
    description: t('description', { tradeName }),
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = { themeColor: '#b43c12', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, messages] = await Promise.all([getTranslations('Common'), getMessages()]);

  return (
    // The hint script sets data-session before React hydrates.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <a
            href="#contenido"
            className={`sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 ${HIDDEN_BEHIND_KIOSK}`}
          >
            {t('skipToContent')}
          </a>
          <AppShell>
            <SiteHeader />
            <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <SiteFooter />
          </AppShell>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
