import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { clientMessages, type MessageScope } from '@/lib/i18n/client-messages';
import { asLocale } from '@/lib/i18n/locales';

/**
 * The messages a part of the site's client components need, on top of the
 * shell's (lib/i18n/client-messages.ts). Layouts render in parallel, so the
 * locale comes from the layout's params rather than setRequestLocale.
 */
export async function PageMessages({
  scope,
  params,
  children,
}: {
  scope: MessageScope;
  params: Promise<{ locale: string }>;
  children: ReactNode;
}) {
  const messages = await getMessages({ locale: asLocale((await params).locale) });
  return <NextIntlClientProvider messages={clientMessages(messages, scope)}>{children}</NextIntlClientProvider>;
}
