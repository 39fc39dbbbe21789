// Spec sections 2 and 9: 2px tall; starts after a 200 ms throttle, advances
// to 100 % over 5 s, hides 500 ms after finishing.
export const LOADING_BAR = { heightPx: 2, throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

/** Whether going to `href` from `current` changes the page: not only its hash, not another site. */
export function isOtherPage(href: string, current: string): boolean {
  const from = new URL(current);
  const to = new URL(href, current);
  if (to.origin !== from.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}

// Client navigations that started: the site's links (AppLink's onNavigate,
// which Next calls only for a navigation it will make, after any onClick
// that cancels it) and the router pushes that go through navigateTo. The
// loading bar listens. Listening to clicks could not work: Next's Link cancels
// every click it turns into a client navigation, before a listener on the
// document sees it.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onNavigationStart(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the loading bar a navigation to `href` starts, if it leaves the current page. */
export function signalNavigationStart(href: string): void {
  if (typeof window !== 'undefined' && !isOtherPage(href, window.location.href)) return;
  for (const listener of listeners) listener();
}
