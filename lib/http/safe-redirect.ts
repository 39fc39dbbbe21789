// A return path from a query value (?redirect=…): only paths of this site.
// Plain module, no 'use client': pages call it on the server too (issue 9,
// finding 10: /login with a session answered 500 calling it from a client module).
export function safeRedirect(value: string | null | undefined, fallback = '/pedido-online'): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}
