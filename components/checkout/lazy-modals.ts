'use client';

import { lazyDialog } from '@/components/ui/lazy-component';

// Checkout's dialogs are not in its first load (issue 11: first-load JS of
// every customer route): each is fetched the first time it opens, after a tap.
// The table number's and the address's are shared with the catalogue and the account.

export { LazyTableNumberModal } from '@/components/order/lazy-table-number-modal';
export { LazyAddressModal } from '@/components/account/lazy-address-modal';

export const LazyDeliveryTimeModal = lazyDialog(() =>
  import('./delivery-time-modal').then((module) => module.DeliveryTimeModal),
);

export const LazyOrderProfileModal = lazyDialog(() =>
  import('./order-profile-modal').then((module) => module.OrderProfileModal),
);

export const LazyOrderObservationModal = lazyDialog(() =>
  import('./order-observation-modal').then((module) => module.OrderObservationModal),
);

export const LazyPhoneErrorModal = lazyDialog(() =>
  import('./phone-error-modal').then((module) => module.PhoneErrorModal),
);

export const LazyDrinksTimeWarningModal = lazyDialog(() =>
  import('./drinks-time-warning-modal').then((module) => module.DrinksTimeWarningModal),
);
