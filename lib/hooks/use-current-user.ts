'use client';

import { useEffect, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { ApiError, swrFetcher } from '@/lib/http/fetcher';
import { hasSessionHint, markSession } from '@/lib/auth/session-hint';

export type HeaderUser = {
  name: string;
  email: string;
  email_verified_at?: string | null;
  profile_photo_url: string | null;
  permissions: string[];
  loyalty: { points: number };
};

/**
 * Spec section 4: the user is fetched when the layout mounts. Pages are the
 * same for everyone (issue 11), so the header asks only when the browser holds
 * a session (the readable hint); a session that turns out to be gone puts the
 * visitor's header back.
 */
export function useCurrentUser(): { user: HeaderUser | null } {
  const hasHint = useHasSession();
  const { data, error } = useSWR<HeaderUser>(hasHint ? '/api/user' : null, swrFetcher, {
    shouldRetryOnError: false,
  });
  useEffect(() => {
    if (data) markSession(true);
    else if (error instanceof ApiError && error.status === 401) markSession(false);
  }, [data, error]);
  return { user: data ?? null };
}

/**
 * Whether this browser holds a session, by the readable hint. The server (and
 * hydration) see none; the browser reads the cookie right after.
 */
export function useHasSession(): boolean {
  return useSyncExternalStore(noSubscription, hintAtLoad, () => false);
}

let hintOfThisLoad: boolean | undefined;

/**
 * Read once per page load: the hint changes only with a full load (sign-in
 * and sign-out navigate), and a 401 that clears it must not also clear the
 * question that brought the 401 (the header would never learn the answer).
 */
function hintAtLoad(): boolean {
  hintOfThisLoad ??= hasSessionHint(document.cookie);
  return hintOfThisLoad;
}

function noSubscription(): () => void {
  return () => undefined;
}
