import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api/route';
import { assertCsrf } from '@/lib/api/with-user';
import { authenticate } from '@/lib/auth/authenticate';
import { clearSessionCookies } from '@/lib/auth/responses';
import { revokeSession } from '@/lib/auth/sessions';

/** POST /api/logout: revokes the session (and its refresh tokens) and clears the cookie. */
export const POST = withRoute(async (request) => {
  const auth = await authenticate(request);
  assertCsrf(request, auth);
  if (auth) await revokeSession(auth.session.id);
  const response = new NextResponse(null, { status: 204 });
  clearSessionCookies(response);
  return response;
});
