import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { db } from '@/lib/db';
import { sendMailLater } from '@/lib/mail/queue';
import { accountLockedEmail } from '@/lib/mail/templates';
import { clientIp, hitRateLimit, limiterFor, RATE_LIMITS, tooMany } from './rate-limit';

// Password guessing (issue 9, finding 2): per address, per account whatever
// the address, a growing wait after each failure, and a lockout after ten
// failures in a row that a password reset lifts. Unknown e-mails are counted
// the same way, so the answers never tell whether an account exists.

export const LOCKOUT_FAILURES = 10;
export const LOCKOUT_MINUTES = 15;
/** The longest wait between two attempts at one account. */
const MAX_BACKOFF_SECONDS = 30;

/** Failures in a row within an hour; the tenth blocks the key for 15 minutes. */
const failures = () => limiterFor('login-failures', LOCKOUT_FAILURES - 1, 60 * 60, LOCKOUT_MINUTES * 60);
/** The wait after a failure: blocked for 1, 2, 4… seconds. */
const backoff = () => limiterFor('login-backoff', 1, 1);

const accountKey = (email: string) => email.trim().toLowerCase();

const LOCKED_MESSAGE = `Has fallado demasiadas veces seguidas: el acceso a esta cuenta queda bloqueado ${LOCKOUT_MINUTES} minutos. Puedes restablecer la contraseña para entrar ya.`;

/** Throws 429 (with Retry-After) when this attempt may not even be checked. */
export async function assertLoginAllowed(request: Request, email: string): Promise<void> {
  const key = accountKey(email);
  await hitRateLimit(`login-ip:${clientIp(request)}`, RATE_LIMITS.loginByIp);
  await hitRateLimit(`login-account:${key}`, RATE_LIMITS.loginByAccount);
  const [locked, waiting] = await Promise.all([failures().get(key), backoff().get(key)]);
  if (locked && locked.consumedPoints >= LOCKOUT_FAILURES && locked.msBeforeNext > 0)
    throw tooMany(locked.msBeforeNext, LOCKED_MESSAGE);
  if (waiting && waiting.consumedPoints > 1 && waiting.msBeforeNext > 0) throw tooMany(waiting.msBeforeNext);
}

/** A wrong password: the wait doubles; the tenth in a row locks the account and tells its owner. */
export async function recordLoginFailure(email: string): Promise<void> {
  const key = accountKey(email);
  let count: number;
  try {
    count = (await failures().consume(key)).consumedPoints;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    count = error.consumedPoints;
  }
  await backoff().block(key, Math.min(2 ** (count - 1), MAX_BACKOFF_SECONDS));
  if (count === LOCKOUT_FAILURES) {
    const user = await db.user.findUnique({ where: { email: key }, select: { name: true, email: true } });
    if (user)
      sendMailLater({
        to: user.email,
        ...(await accountLockedEmail({ name: user.name, minutes: LOCKOUT_MINUTES, when: new Date() })),
      });
  }
}

/** A right password, or a password reset: the account's failures are forgotten. */
export async function clearLoginFailures(email: string): Promise<void> {
  const key = accountKey(email);
  await Promise.all([failures().delete(key), backoff().delete(key)]);
}
