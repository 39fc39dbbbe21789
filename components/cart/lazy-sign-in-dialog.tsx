'use client';

import { useState, type ComponentProps } from 'react';
import dynamic from 'next/dynamic';

// The sign-in dialog and its login form (~8 KB gzip) are fetched the first
// time a visitor taps «Añadir», not with the catalogue (issue 11, bytes).
const SignInDialog = dynamic(() => import('./sign-in-dialog').then((module) => module.SignInDialog), { ssr: false });

/** SignInDialog, loaded when first opened; it stays mounted afterwards so that closing hands the focus back. */
export function LazySignInDialog(props: ComponentProps<typeof SignInDialog>) {
  const [isNeeded, setNeeded] = useState(false);
  if (props.productName !== null && !isNeeded) setNeeded(true);
  return isNeeded ? <SignInDialog {...props} /> : null;
}
