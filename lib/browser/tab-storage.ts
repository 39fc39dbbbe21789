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

/** Sign-out: nothing this tab kept (a promotion code, an order attempt, filters) is left for whoever uses it next. */
export function forgetTab(): void {
  try {
    sessionStorage.clear();
  } catch {
    // Storage is off: nothing was kept.
  }
}
