import type { OrderContext } from '@/lib/vocabulary/catalogue-types';
import type { Photo } from '@/lib/vocabulary/photos';
import type { SelectionJson } from '@/lib/pricing/selection';

// A visitor's "Añadir" (issue 13, item 5): the product waits in this browser
// while they sign in, register or verify their e-mail, and goes into the cart
// the next time the catalogue opens with a session. Local storage, so that it
// survives full-page logins and the e-mail link opened in another tab; it
// expires after two hours, when the customer has most likely moved on. What
// is kept is what the visitor built, never a price the server would trust:
// the cart API prices and checks it again.

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

/** The pending product if one was kept less than two hours ago and still reads as one; stale or broken ones are dropped. */
export function readPendingAdd(store: KeyValueStore | null, now = Date.now()): StoredPendingAdd | null {
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(PENDING_ADD_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  const stored = parse(raw);
  if (!stored || now - stored.savedAt > PENDING_ADD_TTL_MS || stored.savedAt > now + 60_000) {
    clearPendingAdd(store);
    return null;
  }
  const { context, selection, name, category, totalCents, isAlcoholic, photo, savedAt } = stored;
  return { context, selection, name, category, totalCents, isAlcoholic, photo, savedAt };
}

export function clearPendingAdd(store: KeyValueStore | null): void {
  try {
    store?.removeItem(PENDING_ADD_KEY);
  } catch {
    // Nothing to do: a storage that refuses holds nothing of ours either.
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DELIVERY_TYPES = new Set(['delivery', 'takeaway', 'fast']);

/** The stored value if it has the shape we wrote (anything else in the key is ignored). */
function parse(raw: string): StoredPendingAdd | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.context) || !isRecord(value.selection)) return null;
  const { context, selection } = value;
  const isContext =
    typeof context.deliveryType === 'string' &&
    DELIVERY_TYPES.has(context.deliveryType) &&
    typeof context.restaurant === 'string' &&
    SLUG.test(context.restaurant) &&
    (context.tableNumber === null || Number.isInteger(context.tableNumber));
  const isSelection =
    typeof selection.kind === 'string' &&
    Number.isInteger(selection.product_id) &&
    Number.isInteger(selection.quantity) &&
    ['ingredients', 'sauces', 'pending_drinks', 'pending_desserts'].every(
      (list) => selection[list] === undefined || (Array.isArray(selection[list]) && selection[list].every(isRecord)),
    );
  const { photo } = value;
  const isPhoto = photo === null || (isRecord(photo) && typeof photo.src === 'string' && photo.src.startsWith('/'));
  const isRest =
    typeof value.savedAt === 'number' &&
    typeof value.name === 'string' &&
    typeof value.category === 'string' &&
    Number.isInteger(value.totalCents) &&
    typeof value.isAlcoholic === 'boolean';
  return isContext && isSelection && isPhoto && isRest ? (value as StoredPendingAdd) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
