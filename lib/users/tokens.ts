import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { db } from '@/lib/db';

// One-time tokens sent by e-mail, stored hashed (UserToken).
// two_factor_login: the pending second step of one login (never e-mailed; its
// token lives in that browser's sealed cookie), spent by the challenge.
export type TokenPurpose = 'email_verification' | 'password_reset' | 'two_factor_login';
export const TOKEN_TTL_MINUTES: Record<TokenPurpose, number> = {
  email_verification: 60 * 24,
  password_reset: 60,
  two_factor_login: 10,
};
/** A person a manager adds chooses their password with a reset link that lasts three days (they may start on Monday). */
export const INVITATION_TTL_MINUTES = 60 * 24 * 3;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for the user; earlier unused tokens of the same purpose stop working. `minutes`: its life, if not the purpose's. */
export async function issueToken(
  userId: number,
  purpose: TokenPurpose,
  minutes: number = TOKEN_TTL_MINUTES[purpose],
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.$transaction([
    db.userToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: now } }),
    db.userToken.create({
      data: {
        userId,
        purpose,
        tokenHash: hash(token),
        expiresAt: new Date(now.getTime() + minutes * 60_000),
      },
    }),
  ]);
  return token;
}

export type TokenCheck = 'valid' | 'expired' | 'used' | 'invalid';

/** Whether a token of the user could be spent now, without spending it. */
export async function peekToken(userId: number, purpose: TokenPurpose, token: string): Promise<TokenCheck> {
  const row = await db.userToken.findUnique({ where: { tokenHash: hash(token) } });
  if (!row || row.userId !== userId || row.purpose !== purpose) return 'invalid';
  if (row.usedAt) return 'used';
  return row.expiresAt <= new Date() ? 'expired' : 'valid';
}

/**
 * Spends a token of the user: valid once, before it expires. The conditional
 * update makes two simultaneous uses of one link count once.
 */
export async function consumeToken(userId: number, purpose: TokenPurpose, token: string): Promise<TokenCheck> {
  const row = await db.userToken.findUnique({ where: { tokenHash: hash(token) } });
  if (!row || row.userId !== userId || row.purpose !== purpose) return 'invalid';
  if (row.usedAt) return 'used';
  if (row.expiresAt <= new Date()) return 'expired';
  const spent = await db.userToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
  return spent.count === 1 ? 'valid' : 'used';
}
