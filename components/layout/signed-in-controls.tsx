'use client';

import { useTranslations } from 'next-intl';
import type { SocialId } from '@/lib/env';
import { AppLink } from '@/components/ui/app-link';
import { CartAnnouncer } from '@/components/cart/cart-announcer';
import { useCart } from '@/lib/hooks/use-cart';
import { FullScreenMenu } from './full-screen-menu';
import { UserMenu } from './user-menu';
import { useCurrentUser, type HeaderUser } from '@/lib/hooks/use-current-user';

type Props = {
  user: HeaderUser & { email_verified_at?: string | null };
  cartCount: number;
  socialLinks: { id: SocialId; href: string; label: string }[];
};

/**
 * The header of a signed-in user: cart with its live item count (the server's
 * count until the cart is read), user menu, full-screen menu toggle, and the
 * live region where every cart change is announced.
 */
export function SignedInControls({ user: initial, cartCount: serverCount, socialLinks }: Props) {
  const t = useTranslations('Layout');
  const user = useCurrentUser(initial);
  // Only verified customers have a cart the API will show.
  const { count: cartCount } = useCart({ enabled: Boolean(initial.email_verified_at), fallbackCount: serverCount });
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <AppLink
        href="/detalle-del-pedido"
        aria-label={t('cart', { count: cartCount })}
        className="relative grid h-10 w-10 place-items-center rounded-full hover:bg-brand-soft"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path
            d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="9" cy="20" r="1.4" />
          <circle cx="17" cy="20" r="1.4" />
        </svg>
        <span
          data-testid="cart-count"
          className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand px-1 text-xs font-bold text-white"
        >
          {cartCount}
        </span>
      </AppLink>
      <UserMenu user={user} />
      <FullScreenMenu points={user.loyalty.points} socialLinks={socialLinks} />
      <CartAnnouncer />
    </div>
  );
}
