'use client';

import type { ComponentProps } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { EmptyCartModal } from '@/components/cart/empty-cart-modal';
import { useCartGuard } from '@/components/cart/use-cart-guard';
import { catalogueHref } from '@/lib/ordering/context';
import { useHasSession } from '@/lib/hooks/use-current-user';
import { isSameShop } from '@/lib/hooks/use-cart';
import { useRouter } from '@/lib/i18n/navigation';
import type { OrderContext } from '@/lib/vocabulary/catalogue-types';

/**
 * A link that chooses a restaurant, type and table: its address stores that
 * choice in a cookie (middleware.ts), so it is never prefetched. A list of
 * restaurants would otherwise prefetch all of them and the last answer would
 * decide the cookie; the middleware cannot tell a prefetch apart, because
 * Next strips the router's headers before it runs.
 *
 * With products of another restaurant or delivery type in the cart, it asks
 * to empty the cart first (spec section 2): the catalogue and the cart never
 * belong to two different restaurants.
 */
export function CatalogueLink({
  context,
  onClick,
  ...props
}: { context: OrderContext } & Omit<ComponentProps<typeof AppLink>, 'href' | 'prefetch'>) {
  const guard = useCartGuard(useHasSession());
  const router = useRouter();
  const href = catalogueHref(context);
  const current = guard.cart.context;
  return (
    <>
      <AppLink
        href={href}
        prefetch={false}
        {...props}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || !current || isSameShop(current, context)) return;
          event.preventDefault();
          guard.confirmChange(null, () => router.push(href));
        }}
      />
      {guard.emptyCartModal.reason ? <EmptyCartModal {...guard.emptyCartModal} /> : null}
    </>
  );
}
