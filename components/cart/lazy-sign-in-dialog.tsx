'use client';

import { lazyComponent } from '@/components/ui/lazy-component';

// The sign-in dialog and its login form (~8 KB gzip) are fetched the first
// time a visitor taps «Añadir», not with the catalogue (decision 027).

/** SignInDialog, loaded when first opened; it stays mounted afterwards so that closing hands the focus back. */
export const LazySignInDialog = lazyComponent(() => import('./sign-in-dialog').then((module) => module.SignInDialog), {
  isWanted: (props) => props.productName !== null,
});
