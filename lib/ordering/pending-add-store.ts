import type { OrderContext } from '@/lib/vocabulary/catalogue-types';
import type { Photo } from '@/lib/vocabulary/photos';
import type { SelectionJson } from '@/lib/pricing/selection';

// A visitor's "Añadir" (issue 13, item 5): the product waits in this browser
// while they sign in, register or verify their e-mail, and goes into the cart
// the next time the catalogue opens with a session. Local storage, so that it
// survives full-page logins and the e-mail link opened in another tab; it
// expires after two hours, when the customer has most likely moved on. What
// is kept is what the visitor built, never a price the server would trust:
// the cart API prices and checks it again. Reading it back (./pending-add.ts)
// is apart: the catalogue's first scripts only keep it (issue 11).

export const PENDING_ADD_KEY = 'casa-elefante:pendiente';
export const PENDING_ADD_TTL_MS = 2 * 60 * 60 * 1000;

export type PendingAdd = {
  context: OrderContext;
  selection: SelectionJson;
  name: string;
  category: string;
  totalCents: number;
  isAlcoholic: boolean;
  photo: Photo | null;
};

/** A kept product with the time it was chosen (its two hours count from then, even when it is kept again). */
export type StoredPendingAdd = PendingAdd & { savedAt: number };

/** The storage this module uses: window.localStorage in the browser, a Map-backed one in tests. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's local storage, or null where there is none or it refuses (private modes, disabled storage). */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps one pending product (a newer "Añadir" replaces an older one). False when it could not be kept. */
export function savePendingAdd(store: KeyValueStore | null, pending: PendingAdd, now = Date.now()): boolean {
  if (!store) return false;
  try {
    store.setItem(PENDING_ADD_KEY, JSON.stringify({ ...pending, savedAt: now } satisfies StoredPendingAdd));
    return true;
  } catch {
    return false;
  }
}

export function clearPendingAdd(store: KeyValueStore | null): void {
  try {
    store?.removeItem(PENDING_ADD_KEY);
  } catch {
    // Nothing to do: a storage that refuses holds nothing of ours either.
  }
}
