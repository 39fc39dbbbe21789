'use client';

import { lazyDialog } from '@/components/ui/lazy-component';

/** The address form, fetched the first time it opens (issue 11: first-load JS of the account and checkout). */
export const LazyAddressModal = lazyDialog(() => import('./address-modal').then((module) => module.AddressModal));
