'use client';

import { lazyComponent } from '@/components/ui/lazy-component';

/** The empty-cart question, fetched the first time it is asked (issue 11: first-load JS of the catalogue and checkout). */
export const LazyEmptyCartModal = lazyComponent(
  () => import('./empty-cart-modal').then((module) => module.EmptyCartModal),
  { isWanted: (props) => props.reason !== null },
);
