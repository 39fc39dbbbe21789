'use client';

import { useState, type ComponentProps } from 'react';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';
import type { SignInDialog } from './sign-in-dialog';

// The sign-in dialog and its login form (~8 KB gzip) are fetched the first
// time a visitor taps «Añadir», not with the catalogue (decision 027).
const loadDialog = () => import('./sign-in-dialog');

/** SignInDialog, loaded when first opened; it stays mounted afterwards so that closing hands the focus back. */
export function LazySignInDialog(props: ComponentProps<typeof SignInDialog>) {
  const [isNeeded, setNeeded] = useState(false);
  if (props.productName !== null && !isNeeded) setNeeded(true);
  const loaded = useLazyModule(isNeeded, loadDialog);
  return loaded ? <loaded.SignInDialog {...props} /> : null;
}
