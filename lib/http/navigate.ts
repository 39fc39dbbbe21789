/**
 * A full page load. Used after the session changes (sign-in, sign-out,
 * verification) and for the spec's auth redirects, so that every server
 * component, the layout's header included, renders with the new session;
 * a client navigation would keep the old layout.
 */
export function hardNavigate(path: string): void {
  window.location.assign(path);
}
