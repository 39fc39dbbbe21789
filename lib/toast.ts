'use client';

import type { ExternalToast, toast as sonnerToast } from 'sonner';

// Toasts without sonner in the first load (issue 11, bytes; decision 027):
// sonner (~10 KB gzip) and its Toaster (components/system/toaster-host.tsx)
// are fetched when a page first asks for a toast, never while it loads. The
// toast waits for both, so none is lost.

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

let toasterIsMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (toasterIsMounted = resolve));

/** The Toaster host calls this once it is on the page and listening. */
export function toasterMounted(): void {
  toasterIsMounted();
}

let sonnerModule: Promise<typeof import('sonner')> | undefined;
const loadSonner = () => (sonnerModule ??= import('sonner'));

function show(kind: Kind | null, message: Message, data?: ExternalToast): void {
  if (!isWanted) {
    isWanted = true;
    wantedListeners.forEach((listener) => listener());
  }
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
