import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { refreshSessionCookie } from '@/lib/auth/responses';

/** POST: rewrites the session cookie with the current verification state (after verifying elsewhere). */
export const POST = withUser({ verified: false }, async (_request, auth) => {
  const response = NextResponse.json({ email_verified: auth.user.emailVerifiedAt !== null });
  if (auth.via === 'cookie') await refreshSessionCookie(response, { sid: auth.session.id, uid: auth.user.id });
  return response;
});
