// Spec sections 2 and 9: 2px tall; starts after a 200 ms throttle, advances
// to 100 % over 5 s, hides 500 ms after finishing.
export const LOADING_BAR = { heightPx: 2, throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

/** Whether a click on an anchor starts a client navigation worth showing the bar for. */
export function isNavigationClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  anchor: { href: string; target: string; hasDownload: boolean },
  current: string,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.hasDownload || (anchor.target && anchor.target !== '_self')) return false;
  const from = new URL(current);
  const to = new URL(anchor.href, current);
  if (to.origin !== from.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}
