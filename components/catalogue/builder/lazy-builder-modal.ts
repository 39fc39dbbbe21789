'use client';

import { lazyComponent } from '@/components/ui/lazy-component';

/**
 * The builder for the phone-order form, fetched when it first opens or while
 * the browser is idle: without the catalogue's other dialogs, which
 * lazy-modals.ts would bring. The catalogue keeps its own wrapper there:
 * re-exporting this one cost its first load 0,1 KB, at the budget's edge.
 */
export const LazyBuilderModal = lazyComponent(() => import('./builder-modal').then((module) => module.BuilderModal), {
  isWanted: (props) => props.product !== null,
  prefetch: true,
});
