'use client';

import type { ExternalToast, toast as sonnerToast } from 'sonner';

// Toasts without sonner in the first load (issue 11, bytes): sonner (~10 KB
// gzip) arrives after the page, with the Toaster (components/system/toaster-host.tsx).
// A toast asked for before then waits for both, so none is lost.

type Message = Parameters<typeof sonnerToast>[0];
type Kind = 'success' | 'error' | 'warning';

let toasterIsMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (toasterIsMounted = resolve));

/** The Toaster host calls this once it is on the page and listening. */
export function toasterMounted(): void {
  toasterIsMounted();
}

let sonnerModule: Promise<typeof import('sonner')> | undefined;
const loadSonner = () => (sonnerModule ??= import('sonner'));

function show(kind: Kind | null, message: Message, data?: ExternalToast): void {
  void Promise.all([loadSonner(), mounted]).then(([{ toast: sonner }]) =>
    kind ? sonner[kind](message, data) : sonner(message, data),
  );
}

/** sonner's toast, loaded on first use: toast(…), toast.success, toast.error, toast.warning. */
export const toast = Object.assign((message: Message, data?: ExternalToast) => show(null, message, data), {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
  warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
});
