import 'server-only';
import { NextResponse } from 'next/server';
import { db } from '@/lib/db';
import { clientIp } from './rate-limit';
import { cookieOptions, sealSession, SESSION_COOKIE, SESSION_TTL_SECONDS, TWO_FACTOR_COOKIE } from './session-cookie';
import { createSession } from './sessions';
import { CSRF_COOKIE, CSRF_COOKIE_TTL_SECONDS, newCsrfToken } from './csrf';
import { SESSION_HINT_COOKIE } from './session-hint';

/**
 * Signs the user in: a new server-side session (never the one a visitor
 * arrived with), the iron-session cookie for pages, and the token pair for
 * API clients. A fresh CSRF token comes with it.
 */
export async function signedInResponse(userId: number, request: Request, status = 200): Promise<NextResponse> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { emailVerifiedAt: true } });
  const { sessionId, tokens } = await createSession(userId, {
    userAgent: request.headers.get('user-agent'),
    ipAddress: clientIp(request),
  });
  const response = NextResponse.json(tokens, { status });
  response.cookies.set(
    SESSION_COOKIE,
    await sealSession({ sid: sessionId, uid: userId, ev: user.emailVerifiedAt !== null }),
    cookieOptions(SESSION_TTL_SECONDS),
  );
  setSessionHint(response);
  response.cookies.delete(TWO_FACTOR_COOKIE);
  setCsrfCookie(response);
  return response;
}

export function setCsrfCookie(response: NextResponse): void {
  // Readable by scripts on purpose: the client echoes it in X-XSRF-TOKEN.
  response.cookies.set(CSRF_COOKIE, newCsrfToken(), { ...cookieOptions(CSRF_COOKIE_TTL_SECONDS), httpOnly: false });
}

/** The hint scripts may read (lib/auth/session-hint.ts), for as long as the session cookie. */
export function setSessionHint(response: NextResponse): void {
  response.cookies.set(SESSION_HINT_COOKIE, '1', { ...cookieOptions(SESSION_TTL_SECONDS), httpOnly: false });
}

export async function refreshSessionCookie(
  response: NextResponse,
  session: { sid: string; uid: number },
): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: session.uid }, select: { emailVerifiedAt: true } });
  response.cookies.set(
    SESSION_COOKIE,
    await sealSession({ ...session, ev: user.emailVerifiedAt !== null }),
    cookieOptions(SESSION_TTL_SECONDS),
  );
  setSessionHint(response);
}

export function clearSessionCookies(response: NextResponse): void {
  response.cookies.delete(SESSION_COOKIE);
  response.cookies.delete(SESSION_HINT_COOKIE);
  response.cookies.delete(TWO_FACTOR_COOKIE);
}
