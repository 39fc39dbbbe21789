import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { hashPassword } from '@/lib/auth/password';
import { revokeOtherSessions } from '@/lib/auth/sessions';
import { clearLoginFailures } from '@/lib/auth/login-throttle';
import { sendMail } from '@/lib/mail/transport';
import { invitationEmail, passwordChangedEmail, passwordResetEmail } from '@/lib/mail/templates';
import type { MailContent } from '@/lib/mail/layout';
import { consumeToken, INVITATION_TTL_MINUTES, issueToken, TOKEN_TTL_MINUTES } from './tokens';

/** A reset link to the account's address, lasting `minutes`, in the e-mail `compose` writes; nothing without an account. */
async function mailResetLink(
  email: string,
  minutes: number,
  compose: (user: { name: string }, url: string) => Promise<MailContent>,
): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, name: true } });
  if (!user) return;
  const token = await issueToken(user.id, 'password_reset', minutes);
  const url = new URL(
    `/restablecer-contrasena?token=${token}&email=${encodeURIComponent(email)}`,
    env.SITE_URL,
  ).toString();
  await sendMail({ to: email, ...(await compose(user, url)) });
}

/** Sends a reset link when the e-mail has an account; says nothing either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  const minutes = TOKEN_TTL_MINUTES.password_reset;
  await mailResetLink(email, minutes, (user, url) => passwordResetEmail({ name: user.name, url, minutes }));
}

/** A person a manager has just added: a welcome and a link to choose their password, for three days. */
export async function sendInvitation(email: string, isStaff: boolean): Promise<void> {
  await mailResetLink(email, INVITATION_TTL_MINUTES, (user, url) =>
    invitationEmail({ name: user.name, url, days: INVITATION_TTL_MINUTES / (60 * 24), isStaff }),
  );
}

const INVALID_LINK: Record<string, string> = {
  expired: 'El enlace ha caducado. Pide uno nuevo.',
  used: 'Este enlace ya se ha usado. Pide uno nuevo.',
  invalid: 'El enlace no es válido. Pide uno nuevo.',
};

/** Sets a new password from a reset link; every session of the account is signed out. */
export async function resetPassword(email: string, token: string, password: string): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, name: true } });
  const check = user ? await consumeToken(user.id, 'password_reset', token) : 'invalid';
  if (!user || check !== 'valid') {
    throw new AppError('validation_failed', { errors: { token: [INVALID_LINK[check] ?? INVALID_LINK.invalid!] } });
  }
  await db.user.update({
    where: { id: user.id },
    // Whoever holds the mailbox proved it: the address counts as verified.
    data: { passwordHash: await hashPassword(password), emailVerifiedAt: new Date() },
  });
  await revokeOtherSessions(user.id, null);
  // Whoever reset the password from the mailbox may sign in again at once.
  await clearLoginFailures(email);
  await sendMail({ to: email, ...(await passwordChangedEmail({ name: user.name, when: new Date() })) });
}
