'use client';

import { lazyDialog } from '@/components/ui/lazy-component';

/** The table number dialog, fetched the first time it opens (issue 11: first-load JS of the catalogue and checkout). */
export const LazyTableNumberModal = lazyDialog(() =>
  import('./table-number-modal').then((module) => module.TableNumberModal),
);
