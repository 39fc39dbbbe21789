'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { NO_FILTERS, type CatalogueFilters } from '@/lib/catalogue/filters';

// Filters last for the visit (sessionStorage). Until the visitor changes them,
// a customer's saved allergens and lifestyle (/mi-cuenta) apply by default.
const STORAGE_KEY = 'catalogue-filters';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: CatalogueFilters } = { raw: null, value: NO_FILTERS };

function read(): CatalogueFilters | null {
  const raw = window.sessionStorage.getItem(STORAGE_KEY);
  if (raw === null) return null;
  if (raw === cached.raw) return cached.value;
  let value = NO_FILTERS;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<CatalogueFilters>) : null;
    if (parsed && Array.isArray(parsed.allergens) && Array.isArray(parsed.preferences)) {
      value = {
        allergens: parsed.allergens,
        preferences: parsed.preferences,
        mode: parsed.mode === 'hide' ? 'hide' : 'mark',
      };
    }
  } catch {
    value = NO_FILTERS;
  }
  cached = { raw, value };
  return value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCatalogueFilters(
  defaults: CatalogueFilters = NO_FILTERS,
): [CatalogueFilters, (filters: CatalogueFilters) => void] {
  const filters = useSyncExternalStore(subscribe, read, () => null) ?? defaults;
  const setFilters = useCallback((next: CatalogueFilters) => {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    for (const listener of listeners) listener();
  }, []);
  return [filters, setFilters];
}
