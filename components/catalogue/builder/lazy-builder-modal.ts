'use client';

import { lazyComponent } from '@/components/ui/lazy-component';

/**
 * The builder, fetched when it first opens and meanwhile while the browser is
 * idle (most catalogue visits open it). Its own file, so that the phone-order
 * form takes the builder without the catalogue's other dialogs.
 */
export const LazyBuilderModal = lazyComponent(() => import('./builder-modal').then((module) => module.BuilderModal), {
  isWanted: (props) => props.product !== null,
  prefetch: true,
});
