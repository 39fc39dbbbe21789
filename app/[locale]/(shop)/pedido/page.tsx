import { asLocale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/navigation';
import { getCurrentAuth } from '@/lib/auth/current-user';
import { cartContext } from '@/lib/cart/count';
import { catalogueHref } from '@/lib/ordering/context';

type Props = { params: Promise<{ locale: string }> };

/**
 * /pedido without a chosen restaurant and type. With one, the middleware
 * serves the cached catalogue (app/[locale]/(shop)/carta-en-cache) at this
 * address instead. Without one, a customer whose cart has items goes back to
 * its catalogue (spec section 4: the first item decides); anyone else chooses.
 */
export default async function OrderPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  const auth = await getCurrentAuth();
  const context = auth ? await cartContext(auth.user.id) : null;
  return redirect({ href: context ? catalogueHref(context) : '/pedido-online', locale });
}
