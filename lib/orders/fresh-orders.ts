import 'server-only';
import type { OrderResource } from './queries';

// The order as placeOrder just read it for its answer, handed to the mail
// worker in the same process so that the confirmation does not read the same
// six tables again (issue 11). Only a few seconds old and only in this
// process: anything else (a crash, a retry, another process) reads the database.

const MAX_AGE_MS = 30_000;
const MAX_KEPT = 500;

type Kept = { order: OrderResource; at: number };
const kept: Map<number, Kept> = ((globalThis as { __freshOrders?: Map<number, Kept> }).__freshOrders ??= new Map());

export function keepFreshOrder(orderId: number, order: OrderResource, now: number = Date.now()): void {
  kept.set(orderId, { order, at: now });
  // Insertion order is age order: drop the oldest beyond the bound.
  for (const key of kept.keys()) {
    if (kept.size <= MAX_KEPT) break;
    kept.delete(key);
  }
}

/** The order kept for `orderId` if it is still fresh; taken once. */
export function takeFreshOrder(orderId: number, now: number = Date.now()): OrderResource | null {
  const found = kept.get(orderId);
  kept.delete(orderId);
  return found && now - found.at <= MAX_AGE_MS ? found.order : null;
}
