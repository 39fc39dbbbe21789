// A return path from a query value (?redirect=…): only paths of this site.
// Plain module, no 'use client': pages call it on the server too (issue 9,
// finding 10: /login with a session answered 500 calling it from a client module).

const BASE = 'http://this-site.invalid';
/** Tabs, line breaks and other control characters, which browsers drop from an address before reading it. */
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The value if it is a path of this site, read the way a browser reads an
 * address: `/\t/evil.example` is `//evil.example` to a browser (it drops the
 * tab), so a prefix check alone would let it through to another site.
 * With nothing to return to, home: `/` (spec section 7: «home to /»).
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.includes('\\') || CONTROL.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  return url.origin === BASE && !value.startsWith('//') ? value : fallback;
}
