'use client';

import { useEffect } from 'react';
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, shouldReloadAfterChunkError } from '@/lib/http/chunk-reload';

/** Reloads the page for a chunk load failure, at most once a minute; says whether it did. */
export function reloadIfChunkError(reason: unknown): boolean {
  if (!isChunkLoadError(reason)) return false;
  const stored = Number(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  const now = Date.now();
  if (!shouldReloadAfterChunkError(stored > 0 ? stored : null, now)) return false;
  window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  window.location.reload();
  return true;
}

export function ChunkErrorReload() {
  useEffect(() => {
    const handle = (reason: unknown) => void reloadIfChunkError(reason);
    const onError = (event: ErrorEvent) => handle(event.error);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
