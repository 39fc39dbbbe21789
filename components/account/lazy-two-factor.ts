'use client';

import { lazyComponent, lazyDialog } from '@/components/ui/lazy-component';

// Enabling two-factor, its recovery codes and the question before turning it
// off are fetched when the customer gets there, not with the account page
// (issue 11: first-load JS of every customer route).

export const LazyTwoFactorSetup = lazyComponent(
  () => import('./two-factor-setup').then((module) => module.TwoFactorSetup),
  { isWanted: () => true },
);

export const LazyRecoveryCodes = lazyComponent(
  () => import('./recovery-codes').then((module) => module.RecoveryCodes),
  { isWanted: () => true },
);

export const LazyConfirmDialog = lazyDialog(() =>
  import('@/components/ui/confirm-dialog').then((module) => module.ConfirmDialog),
);
