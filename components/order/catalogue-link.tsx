'use client';

import type { ComponentProps } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { catalogueHref } from '@/lib/ordering/context';
import type { OrderContext } from '@/lib/vocabulary/catalogue-types';

/**
 * A link that chooses a restaurant, type and table: its address stores that
 * choice in a cookie (middleware.ts), so it is never prefetched. A list of
 * restaurants would otherwise prefetch all of them and the last answer would
 * decide the cookie; the middleware cannot tell a prefetch apart, because
 * Next strips the router's headers before it runs.
 */
export function CatalogueLink({
  context,
  ...props
}: { context: OrderContext } & Omit<ComponentProps<typeof AppLink>, 'href' | 'prefetch'>) {
  return <AppLink href={catalogueHref(context)} prefetch={false} {...props} />;
}
