import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { sendMail } from '@/lib/mail/transport';
import { verificationEmail } from '@/lib/mail/templates';
import { consumeToken, issueToken, type TokenCheck } from './tokens';

export async function sendVerificationEmail(userId: number): Promise<void> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { name: true, email: true, emailVerifiedAt: true },
  });
  if (user.emailVerifiedAt) return;
  const token = await issueToken(userId, 'email_verification');
  const url = new URL(`/verify-email/${userId}/${token}`, env.SITE_URL).toString();
  await sendMail({ to: user.email, ...(await verificationEmail({ name: user.name, url })) });
}

export type VerificationResult = 'verified' | 'already_verified' | Exclude<TokenCheck, 'valid'>;

/** /verify-email/{id}/{token}: verifies when both are valid. */
export async function verifyEmail(userId: number, token: string): Promise<VerificationResult> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { emailVerifiedAt: true } });
  if (!user) return 'invalid';
  const check = await consumeToken(userId, 'email_verification', token);
  if (check !== 'valid') return user.emailVerifiedAt && check === 'used' ? 'already_verified' : check;
  await db.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
  return 'verified';
}

/**
 * Whether following the link may also sign in (decision 011): only for the
 * account registration created, which has never signed in (a session row is
 * never deleted, only revoked), is a customer's and has no second factor to
 * ask for. After an e-mail change the link only verifies: whoever reads the
 * new mailbox, or an owner who typed someone else's address, gets no session.
 */
export async function verificationSignsIn(userId: number): Promise<boolean> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { role: true, twoFactorConfirmedAt: true, _count: { select: { sessions: true } } },
  });
  return user?.role === 'customer' && user.twoFactorConfirmedAt === null && user._count.sessions === 0;
}
