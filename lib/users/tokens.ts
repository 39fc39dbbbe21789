import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { db } from '@/lib/db';

// One-time tokens sent by e-mail, stored hashed (UserToken).
export type TokenPurpose = 'email_verification' | 'password_reset';
export const TOKEN_TTL_MINUTES: Record<TokenPurpose, number> = { email_verification: 60 * 24, password_reset: 60 };

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for the user; earlier unused tokens of the same purpose stop working. */
export async function issueToken(userId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.$transaction([
    db.userToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: now } }),
    db.userToken.create({
      data: { userId, purpose, tokenHash: hash(token), expiresAt: new Date(now.getTime() + TOKEN_TTL_MINUTES[purpose] * 60_000) },
    }),
  ]);
  return token;
}

export type TokenCheck = 'valid' | 'expired' | 'used' | 'invalid';

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
