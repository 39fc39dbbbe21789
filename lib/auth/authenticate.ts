import 'server-only';
import { db } from '@/lib/db';
import { isPhoneGuest } from '@/lib/vocabulary/person';
import { readCookies, SESSION_COOKIE, unsealSession } from './session-cookie';
import { findActiveSession, verifyAccessToken, type ActiveSession } from './sessions';

export type AuthUser = {
  id: number;
  name: string;
  email: string;
  emailVerifiedAt: Date | null;
  role: string;
  profilePhotoPath: string | null;
  twoFactorConfirmedAt: Date | null;
};

export type Auth = { user: AuthUser; session: ActiveSession; via: 'bearer' | 'cookie' };

const userSelect = {
  id: true,
  name: true,
  email: true,
  emailVerifiedAt: true,
  role: true,
  profilePhotoPath: true,
  twoFactorConfirmedAt: true,
} as const;

type Options = { touch?: boolean };

async function load(userId: number, sessionId: string, via: Auth['via'], options: Options = {}): Promise<Auth | null> {
  const [session, user] = await Promise.all([
    findActiveSession(sessionId, userId, options),
    // A blocked account is signed out everywhere at once, whatever tokens it still holds.
    db.user.findUnique({ where: { id: userId, blockedAt: null }, select: userSelect }),
  ]);
  // A phone caller's placeholder is nobody's to sign in to, whatever session it may hold.
  return session && user && !isPhoneGuest(user.email) ? { user, session, via } : null;
}

/**
 * Who sends this request: a bearer access token, else the session cookie;
 * null for a visitor. `touch: false` checks without counting as activity.
 */
export async function authenticate(request: Request, options: Options = {}): Promise<Auth | null> {
  const authorization = request.headers.get('authorization');
  if (authorization?.toLowerCase().startsWith('bearer ')) {
    const claims = await verifyAccessToken(authorization.slice(7).trim());
    return claims ? load(claims.userId, claims.sessionId, 'bearer', options) : null;
  }
  const cookie = await unsealSession(readCookies(request).get(SESSION_COOKIE));
  return cookie ? load(cookie.uid, cookie.sid, 'cookie', options) : null;
}

/** The same for server components, from the request's cookies. */
export async function authenticateCookie(sealed: string | undefined): Promise<Auth | null> {
  const cookie = await unsealSession(sealed);
  return cookie ? load(cookie.uid, cookie.sid, 'cookie') : null;
}
