'use client';

import useSWR from 'swr';
import { swrFetcher } from '@/lib/http/fetcher';

export type HeaderUser = {
  name: string;
  email: string;
  profile_photo_url: string | null;
  permissions: string[];
  loyalty: { points: number };
};

/** Spec section 4: the user is fetched when the layout mounts (the server's copy shows meanwhile). */
export function useCurrentUser(initial: HeaderUser): HeaderUser {
  const { data } = useSWR<HeaderUser>('/api/user', swrFetcher, { fallbackData: initial, revalidateOnMount: true });
  return data ?? initial;
}
