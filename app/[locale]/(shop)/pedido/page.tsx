import { asLocale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string }> };

/**
 * /pedido without a chosen restaurant and type. With one, the middleware
 * serves the cached catalogue (app/[locale]/(shop)/carta-en-cache) at this
 * address instead.
 */
export default async function OrderPage({ params }: Props) {
  return redirect({ href: '/pedido-online', locale: asLocale((await params).locale) });
}
