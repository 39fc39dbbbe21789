'use client';

import type { ExternalToast, toast as sonnerToast } from 'sonner';

// Toasts without sonner in the first load (issue 11, bytes; decision 027):
// sonner (~10 KB gzip) and its Toaster (components/system/toaster-host.tsx)
// are fetched on a page's first toast or the customer's first tap or key,
// never while the page loads. A toast waits for both, and for the network if
// the customer is offline, so none is lost.

type Message = Parameters<typeof sonnerToast>[0];
type Kind = 'success' | 'error' | 'warning';

let isWanted = false;
const wantedListeners = new Set<() => void>();

/** For useSyncExternalStore: the app shell mounts the Toaster once a toast is wanted. */
export function subscribeToToasterWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

export const isToasterWanted = (): boolean => isWanted;

/** Mounts the Toaster (the app shell listens): on the first toast, or earlier on the customer's first tap. */
export function wantToaster(): void {
  if (isWanted) return;
  isWanted = true;
  wantedListeners.forEach((listener) => listener());
}

let toasterIsMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (toasterIsMounted = resolve));

/** The Toaster host calls this once it is on the page and listening. */
export function toasterMounted(): void {
  toasterIsMounted();
}

let sonnerModule: Promise<typeof import('sonner')> | undefined;
const loadSonner = () => (sonnerModule ??= import('sonner'));

function show(kind: Kind | null, message: Message, data?: ExternalToast): void {
  wantToaster();
  Promise.all([loadSonner(), mounted])
    .then(([{ toast: sonner }]) => (kind ? sonner[kind](message, data) : sonner(message, data)))
    .catch(() => {
      // Offline: sonner's chunk did not come. Fetch it again, and show the toast, once back online.
      sonnerModule = undefined;
      window.addEventListener('online', () => show(kind, message, data), { once: true });
    });
}

/** sonner's toast, loaded on first use: toast(…), toast.success, toast.error, toast.warning. */
export const toast = Object.assign((message: Message, data?: ExternalToast) => show(null, message, data), {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
  warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
});
