import 'server-only';
import { RateLimiterPrisma, RateLimiterRes } from 'rate-limiter-flexible';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';

// Rate limits through rate-limiter-flexible, counted in the database (the
// RateLimit table): they hold across restarts and across processes sharing
// the database. Keys name who: an account's e-mail, a user id, or the client
// address that scripts/server.mjs resolved (never a header the client chose).

export type RateLimit = { limit: number; windowSeconds: number };

export const RATE_LIMITS = {
  loginByIp: { limit: 30, windowSeconds: 60 },
  /** Guesses at one account from any number of addresses. */
  loginByAccount: { limit: 100, windowSeconds: 60 * 60 },
  twoFactor: { limit: 5, windowSeconds: 60 },
  register: { limit: 5, windowSeconds: 60 * 10 },
  passwordReset: { limit: 3, windowSeconds: 60 * 10 },
  passwordResetByAccount: { limit: 3, windowSeconds: 60 * 60 },
  verificationResend: { limit: 3, windowSeconds: 60 * 10 },
  confirmPassword: { limit: 5, windowSeconds: 60 },
  promotionCode: { limit: 10, windowSeconds: 60 },
  orders: { limit: 10, windowSeconds: 60 },
  /** Phone-order lookups per member of staff: a busy phone line, not a loop over every number. */
  customerLookup: { limit: 100, windowSeconds: 60 * 60 },
  /** Switches during service per member of staff (kitchen, sold out, pauses, capacity): a busy evening, not a loop. */
  restaurantControls: { limit: 120, windowSeconds: 10 * 60 },
  /** Stored submissions per address (a form sent back with errors does not count). */
  contact: { limit: 10, windowSeconds: 60 * 10 },
  /** Every contact form together: a flood from many addresses still stops. */
  contactAll: { limit: 200, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

const limiters = new Map<string, RateLimiterPrisma>();

function limiterFor(name: string, points: number, durationSeconds: number, blockSeconds = 0): RateLimiterPrisma {
  const id = `${name}:${points}:${durationSeconds}:${blockSeconds}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = new RateLimiterPrisma({
      storeClient: db,
      tableName: 'rateLimit',
      keyPrefix: name,
      points,
      duration: durationSeconds,
      blockDuration: blockSeconds,
    });
    limiters.set(id, limiter);
  }
  return limiter;
}

function tooMany(msBeforeNext: number, message?: string): AppError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('too_many_requests', { message, headers: { 'Retry-After': String(retryAfter) } });
}

/** Counts one attempt against `rule` for `key`; throws 429 with Retry-After once the window is full. */
export async function hitRateLimit(key: string, rule: RateLimit): Promise<void> {
  const [name] = key.split(':');
  try {
    await limiterFor(name!, rule.limit, rule.windowSeconds).consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
    throw error;
  }
}

/** Forgets a key of `rule`, e.g. the attempts of an e-mail after a successful login. */
export async function clearRateLimit(key: string, rule: RateLimit): Promise<void> {
  const [name] = key.split(':');
  await limiterFor(name!, rule.limit, rule.windowSeconds).delete(key);
}

/** The client address: scripts/server.mjs puts exactly one, the one it trusts, in X-Forwarded-For. */
export function clientIp(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'local';
}

export { tooMany, limiterFor };
