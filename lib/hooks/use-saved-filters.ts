'use client';

import useSWR from 'swr';
import { NO_FILTERS, type CatalogueFilters } from '@/lib/catalogue/filters';
import { swrFetcher } from '@/lib/http/fetcher';
import { useHasSession } from './use-current-user';

type SavedFilters = { data: Pick<CatalogueFilters, 'allergens' | 'preferences'> };

/**
 * The signed-in customer's allergens and lifestyle from /mi-cuenta, the
 * catalogue's default filters; `isReady` once a signed-in customer's are known
 * (the products wait for them, so that marking them moves nothing).
 */
export function useSavedFilters(): { filters: CatalogueFilters; isReady: boolean } {
  const hasSession = useHasSession();
  const { data, error } = useSWR<SavedFilters>(hasSession ? '/api/user/preferences' : null, swrFetcher, {
    shouldRetryOnError: false,
  });
  return {
    filters: data ? { ...NO_FILTERS, ...data.data } : NO_FILTERS,
    isReady: hasSession && (data !== undefined || error !== undefined),
  };
}
