// What this browser tab keeps across a reload (sessionStorage): the checkout's
// order attempt and its promotion code. Storage may be off (private mode,
// blocked cookies): reads give null and writes do nothing, and the page keeps
// working with what it holds in memory.

export function readTabValue(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores the value, or forgets it when null. */
export function writeTabValue(key: string, value: string | null): void {
  try {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  } catch {
    // Nothing to do: the caller's state still covers this page.
  }
}

/** What every key the checkout keeps here begins with (use-promotion-code.ts, use-place-order.ts). */
const CHECKOUT_KEYS_START = 'checkout-';

/**
 * Signing out, or someone signing in: the checkout's promotion code and order attempt are not left for
 * the next person at this browser. The visit's other keys (filters, alerts seen) are nobody's in particular.
 */
export function forgetCheckout(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(CHECKOUT_KEYS_START)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage is off: nothing was kept.
  }
}
