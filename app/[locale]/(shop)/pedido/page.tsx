import { asLocale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string }> };

/**
 * /pedido without a chosen restaurant and type. With one, the middleware
 * serves the cached catalogue (app/[locale]/(shop)/carta-en-cache) at this
 * address instead; a customer whose cart has items is sent back to its
 * catalogue there too (spec section 4), so this page reads no session and
 * stays prerendered.
 */
export default async function OrderPage({ params }: Props) {
  return redirect({ href: '/pedido-online', locale: asLocale((await params).locale) });
}
