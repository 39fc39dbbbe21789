import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { db } from '@/lib/db';
import { secrets } from './secrets';
import { SESSION_TTL_SECONDS } from './session-cookie';

// Server-side sessions (revocable), JWT access tokens and rotating refresh
// tokens. A refresh token's family is its session: reusing a spent token
// revokes the session and every token of the family.

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 1_209_600;
export const PASSWORD_CONFIRMATION_SECONDS = 3 * 60 * 60;
/** A session unused this long ends, whatever its 14-day limit says (issue 9, finding 11). */
export const IDLE_TIMEOUT_SECONDS = 2 * 60 * 60;
/** lastSeenAt is written at most this often: not a write per request. */
const TOUCH_EVERY_MS = 60_000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const jwtKey = () => new TextEncoder().encode(secrets().jwt);

export type TokenPair = { access_token: string; refresh_token: string; token_type: 'bearer'; expires_in: number };

export async function createSession(
  userId: number,
  meta: { userAgent?: string | null; ipAddress?: string | null } = {},
): Promise<{ sessionId: string; tokens: TokenPair }> {
  const sessionId = randomBytes(24).toString('base64url');
  const refreshToken = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.$transaction([
    db.userSession.create({
      data: {
        id: sessionId,
        userId,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        ipAddress: meta.ipAddress ?? null,
        expiresAt: new Date(now + SESSION_TTL_SECONDS * 1000),
      },
    }),
    db.refreshToken.create({
      data: {
        userId,
        familyId: sessionId,
        tokenHash: hash(refreshToken),
        expiresAt: new Date(now + REFRESH_TOKEN_TTL_SECONDS * 1000),
      },
    }),
  ]);
  return { sessionId, tokens: { ...(await accessToken(userId, sessionId)), refresh_token: refreshToken } };
}

async function accessToken(userId: number, sessionId: string) {
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(jwtKey());
  return { access_token: token, token_type: 'bearer' as const, expires_in: ACCESS_TOKEN_TTL_SECONDS };
}

/** The session and user of a valid access token, else null. */
export async function verifyAccessToken(token: string): Promise<{ userId: number; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, jwtKey(), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    return Number.isInteger(userId) && typeof payload.sid === 'string' ? { userId, sessionId: payload.sid } : null;
  } catch {
    return null;
  }
}

export type ActiveSession = { id: string; userId: number; passwordConfirmedAt: Date | null };

/**
 * A session that exists, belongs to the user, is not revoked and has not
 * expired. Using it counts as activity (`lastSeenAt`), unless `touch` is false:
 * a check that is not the user's doing (an open stream's) must not keep an
 * unattended session alive past its idle limit.
 */
export async function findActiveSession(
  sessionId: string,
  userId: number,
  { touch = true }: { touch?: boolean } = {},
): Promise<ActiveSession | null> {
  const session = await db.userSession.findUnique({
    where: { id: sessionId },
    select: { id: true, userId: true, passwordConfirmedAt: true, revokedAt: true, expiresAt: true, lastSeenAt: true },
  });
  const now = Date.now();
  if (!session || session.userId !== userId || session.revokedAt || session.expiresAt.getTime() <= now) return null;
  if (isIdle(session.lastSeenAt, now)) return null;
  if (touch && now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.userSession.updateMany({ where: { id: session.id }, data: { lastSeenAt: new Date(now) } });
  }
  return { id: session.id, userId: session.userId, passwordConfirmedAt: session.passwordConfirmedAt };
}

function isIdle(lastSeenAt: Date, now: number): boolean {
  return now - lastSeenAt.getTime() > IDLE_TIMEOUT_SECONDS * 1000;
}

export async function revokeSession(sessionId: string): Promise<void> {
  const now = new Date();
  await db.$transaction([
    db.userSession.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } }),
    db.refreshToken.updateMany({ where: { familyId: sessionId, revokedAt: null }, data: { revokedAt: now } }),
  ]);
}

/** Every session of a user but one (after a password change). */
export async function revokeOtherSessions(userId: number, keepSessionId: string | null): Promise<void> {
  const now = new Date();
  const sessions = await db.userSession.findMany({
    where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    select: { id: true },
  });
  const ids = sessions.map((session) => session.id);
  await db.$transaction([
    db.userSession.updateMany({ where: { id: { in: ids } }, data: { revokedAt: now } }),
    db.refreshToken.updateMany({ where: { familyId: { in: ids }, revokedAt: null }, data: { revokedAt: now } }),
  ]);
}

export type RefreshResult = { ok: true; tokens: TokenPair } | { ok: false; reason: 'invalid' | 'reused' };

/**
 * Rotates a refresh token: the presented one is spent and a new one of the
 * same family is issued. A spent or revoked token presented again means it
 * leaked: the whole family (the session) is revoked.
 */
export async function rotateRefreshToken(presented: string): Promise<RefreshResult> {
  const now = new Date();
  const next = randomBytes(32).toString('base64url');
  const result = await db.$transaction(async (tx) => {
    const token = await tx.refreshToken.findUnique({ where: { tokenHash: hash(presented) } });
    if (!token) return { ok: false as const, reason: 'invalid' as const };
    if (token.usedAt || token.revokedAt) {
      await tx.refreshToken.updateMany({
        where: { familyId: token.familyId, revokedAt: null },
        data: { revokedAt: now },
      });
      await tx.userSession.updateMany({ where: { id: token.familyId, revokedAt: null }, data: { revokedAt: now } });
      return { ok: false as const, reason: 'reused' as const };
    }
    const session = await tx.userSession.findUnique({ where: { id: token.familyId } });
    if (
      token.expiresAt <= now ||
      !session ||
      session.revokedAt ||
      session.expiresAt <= now ||
      isIdle(session.lastSeenAt, now.getTime())
    ) {
      return { ok: false as const, reason: 'invalid' as const };
    }
    // Conditional update: of two concurrent rotations of one token, one wins.
    const spent = await tx.refreshToken.updateMany({ where: { id: token.id, usedAt: null }, data: { usedAt: now } });
    if (spent.count !== 1) return { ok: false as const, reason: 'reused' as const };
    await tx.refreshToken.create({
      data: {
        userId: token.userId,
        familyId: token.familyId,
        tokenHash: hash(next),
        expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      },
    });
    return { ok: true as const, userId: token.userId, sessionId: token.familyId };
  });
  if (!result.ok) return result;
  return { ok: true, tokens: { ...(await accessToken(result.userId, result.sessionId)), refresh_token: next } };
}

export async function markPasswordConfirmed(sessionId: string): Promise<void> {
  await db.userSession.update({ where: { id: sessionId }, data: { passwordConfirmedAt: new Date() } });
}

export function isPasswordRecentlyConfirmed(
  session: Pick<ActiveSession, 'passwordConfirmedAt'>,
  now = Date.now(),
): boolean {
  return (
    session.passwordConfirmedAt !== null &&
    now - session.passwordConfirmedAt.getTime() < PASSWORD_CONFIRMATION_SECONDS * 1000
  );
}
