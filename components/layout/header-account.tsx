'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { SocialId } from '@/lib/env';
import { AppLink } from '@/components/ui/app-link';
import { CartAnnouncer } from '@/components/cart/cart-announcer';
import { useCart } from '@/lib/hooks/use-cart';
import { FullScreenMenu } from './full-screen-menu';
import { UserMenu } from './user-menu';
import { TopNav } from './top-nav';
import { useCurrentUser, type HeaderUser } from '@/lib/hooks/use-current-user';

type Props = {
  socialLinks: { id: SocialId; href: string; label: string }[];
  /** The visitor's links, drawn by the server; shown while html[data-session] is unset. */
  children: ReactNode;
};

/**
 * The account end of the header, a client island: pages are the same for
 * everyone (issue 11), so the server draws the visitor's links and the place
 * of the signed-in controls, and the CSS of html[data-session] shows the right
 * one before the first paint (lib/auth/session-hint.ts). The user arrives from
 * /api/user; until then the controls keep their size.
 */
export function HeaderAccount({ socialLinks, children }: Props) {
  const { user } = useCurrentUser();
  return (
    <>
      <div className="when-signed-out">{children}</div>
      <div className="when-signed-in">
        {user ? <SignedInControls user={user} socialLinks={socialLinks} /> : <ControlsPlaceholder />}
      </div>
    </>
  );
}

/** The signed-in row of links under the header, its height kept while the user loads. */
export function HeaderTopNav() {
  const { user } = useCurrentUser();
  // Phones reach the same items through the full-screen menu: one navigation, not three (issue 13).
  return (
    <div className="when-signed-in hidden min-h-[41px] sm:block">
      {user ? <TopNav permissions={user.permissions} /> : null}
    </div>
  );
}

function ControlsPlaceholder() {
  return (
    <div className="flex items-center gap-1 sm:gap-2" aria-hidden="true">
      <span className="h-11 w-11 rounded-full bg-line/40" />
      <span className="hidden h-11 w-32 rounded-full bg-line/40 sm:block" />
      <span className="h-11 w-11 rounded-full bg-line/40" />
    </div>
  );
}

/**
 * The header of a signed-in user: cart with its live item count, user menu
 * (from the sm width up), full-screen menu toggle, and the live region where every cart change is
 * announced.
 */
function SignedInControls({ user, socialLinks }: { user: HeaderUser; socialLinks: Props['socialLinks'] }) {
  const t = useTranslations('Layout');
  // Only verified customers have a cart the API will show.
  const { count: cartCount } = useCart({ enabled: Boolean(user.email_verified_at) });
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <AppLink
        href="/detalle-del-pedido"
        aria-label={t('cart', { count: cartCount })}
        className="relative grid h-11 w-11 place-items-center rounded-full hover:bg-brand-soft"
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
      {/* Phones: the full-screen menu is the only navigation. */}
      <div className="hidden sm:block">
        <UserMenu user={user} />
      </div>
      <FullScreenMenu
        name={user.name}
        points={user.loyalty.points}
        permissions={user.permissions}
        socialLinks={socialLinks}
      />
      <CartAnnouncer />
    </div>
  );
}
