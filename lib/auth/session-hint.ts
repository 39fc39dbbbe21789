// A cookie scripts may read that says only "this browser holds a session":
// the pages that are the same for everyone (issue 11) are served from a cache,
// so the server cannot draw the signed-in header into them. A one-line script
// in <head> turns the hint into html[data-session] before the first paint, so
// the header keeps the signed-in layout's size while the user is fetched. It
// grants nothing: the session cookie stays HttpOnly and every check reads it.

export const SESSION_HINT_COOKIE = 'con_sesion';

/** Runs before the first paint; its hash is in the page policy (lib/http/csp.ts). */
export const SESSION_HINT_SCRIPT = `if(/(?:^|; )${SESSION_HINT_COOKIE}=1/.test(document.cookie))document.documentElement.dataset.session='1'`;

export function hasSessionHint(cookie: string): boolean {
  return new RegExp(`(?:^|; )${SESSION_HINT_COOKIE}=1`).test(cookie);
}

/** Keeps <html data-session> true to what the client learnt (a session that expired, a sign-in without reload). */
export function markSession(signedIn: boolean): void {
  if (signedIn) document.documentElement.dataset.session = '1';
  else {
    delete document.documentElement.dataset.session;
    document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
}
