import { AppError } from '@/lib/errors';

// Fixed-window counters in memory: one process serves the site (DESIGN.md
// section 2), so memory is the shared state. Keys name the action and who.

type Window = { count: number; resetAt: number };
const windows = new Map<string, Window>();

export type RateLimit = { limit: number; windowSeconds: number };

export const RATE_LIMITS = {
  login: { limit: 5, windowSeconds: 60 },
  loginByIp: { limit: 30, windowSeconds: 60 },
  twoFactor: { limit: 5, windowSeconds: 60 },
  register: { limit: 5, windowSeconds: 60 * 10 },
  passwordReset: { limit: 3, windowSeconds: 60 * 10 },
  verificationResend: { limit: 3, windowSeconds: 60 * 10 },
  confirmPassword: { limit: 5, windowSeconds: 60 },
  promotionCode: { limit: 10, windowSeconds: 60 },
  orders: { limit: 10, windowSeconds: 60 },
  contact: { limit: 5, windowSeconds: 60 * 10 },
} as const satisfies Record<string, RateLimit>;

/** Counts one attempt; throws 429 with Retry-After once the window is full. */
export function hitRateLimit(key: string, { limit, windowSeconds }: RateLimit, now = Date.now()): void {
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + windowSeconds * 1000 };
    windows.set(key, window);
  }
  window.count += 1;
  if (window.count > limit) {
    const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    throw new AppError('too_many_requests', { headers: { 'Retry-After': String(retryAfter) } });
  }
  if (windows.size > 10_000) {
    for (const [candidate, value] of windows) if (value.resetAt <= now) windows.delete(candidate);
  }
}

/** Forgets a key, e.g. the failed logins of an e-mail after a successful one. */
export function clearRateLimit(key: string): void {
  windows.delete(key);
}

export function clientIp(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'local';
}
