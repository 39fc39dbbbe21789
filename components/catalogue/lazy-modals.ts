'use client';

import { lazyComponent, lazyDialog } from '@/components/ui/lazy-component';

export { LazyTableNumberModal } from '@/components/order/lazy-table-number-modal';
export { LazyEmptyCartModal } from '@/components/cart/lazy-empty-cart-modal';

// The catalogue's dialogs and the allergen drawings are not in its first load
// (issue 11: first-load JS): each is fetched when it first opens; the builder,
// which most visits open, also while the browser is idle once the page has
// loaded. The question about a cart of another shop is not among them: it is
// asked on arrival, before the customer can tap anything.

export const LazyBuilderModal = lazyComponent(
  () => import('./builder/builder-modal').then((module) => module.BuilderModal),
  { isWanted: (props) => props.product !== null, prefetch: true },
);

export const LazyAllergenModal = lazyDialog(() => import('./allergen-modal').then((module) => module.AllergenModal));

export const LazyFiltersModal = lazyDialog(() => import('./filters-modal').then((module) => module.FiltersModal));

export const LazyPromotionsModal = lazyDialog(() =>
  import('./promotions-modal').then((module) => module.PromotionsModal),
);

export const LazyAllergenSprite = lazyComponent(
  () => import('@/components/ui/allergen-sprite').then((module) => module.AllergenSprite),
  { isWanted: () => true },
);

export const LazySectionBarArrows = lazyComponent(
  () => import('./section-bar-arrows').then((module) => module.SectionBarArrows),
  { isWanted: () => true },
);
