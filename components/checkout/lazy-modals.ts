'use client';

import { lazyComponent } from '@/components/ui/lazy-component';

// Checkout's dialogs are not in its first load (issue 11: first-load JS of
// every customer route): each is fetched the first time it opens, after a tap.
// The table number's and the address's are shared with the catalogue and the account.

export { LazyTableNumberModal } from '@/components/order/lazy-table-number-modal';
export { LazyAddressModal } from '@/components/account/lazy-address-modal';

export const LazyDeliveryTimeModal = lazyComponent(
  () => import('./delivery-time-modal').then((module) => module.DeliveryTimeModal),
  { isWanted: (props) => props.isOpen },
);

export const LazyOrderProfileModal = lazyComponent(
  () => import('./order-profile-modal').then((module) => module.OrderProfileModal),
  { isWanted: (props) => props.isOpen },
);

export const LazyOrderObservationModal = lazyComponent(
  () => import('./order-observation-modal').then((module) => module.OrderObservationModal),
  { isWanted: (props) => props.isOpen },
);

export const LazyPhoneErrorModal = lazyComponent(
  () => import('./phone-error-modal').then((module) => module.PhoneErrorModal),
  { isWanted: (props) => props.isOpen },
);

export const LazyDrinksTimeWarningModal = lazyComponent(
  () => import('./drinks-time-warning-modal').then((module) => module.DrinksTimeWarningModal),
  { isWanted: (props) => props.isOpen },
);
