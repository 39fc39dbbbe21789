import {
  clearPendingAdd,
  PENDING_ADD_KEY,
  PENDING_ADD_TTL_MS,
  type KeyValueStore,
  type StoredPendingAdd,
} from './pending-add-store';

// Reading back the product a visitor kept (./pending-add-store.ts keeps it).
export * from './pending-add-store';

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
