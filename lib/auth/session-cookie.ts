import { sealData, unsealData } from 'iron-session';
import { parseEnv, type Env } from '@/lib/env';
import { secrets } from './secrets';

// The iron-session cookie: which server-side session (UserSession) this
// browser holds, whose it is, and whether the e-mail was verified when it was
// last written (so the middleware can redirect without the database).

export const SESSION_COOKIE = 'sesion';
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 14;
export const TWO_FACTOR_COOKIE = 'dos_pasos';
export const TWO_FACTOR_TTL_SECONDS = 60 * 10;

export type SessionCookie = { sid: string; uid: number; ev: boolean };
/** The pending second step of a login: whose, and the single-use token (lib/users/two-factor-login.ts). */
export type TwoFactorCookie = { uid: number; remember: boolean; token: string };

/**
 * Cookies are Secure when the site is served over https, and in production
 * unless COOKIE_SECURE=false says otherwise (a production build tried over
 * plain http on a laptop, or the end-to-end tests). Issue 9, finding 11.
 */
export function isSecureCookies(config: Pick<Env, 'COOKIE_SECURE' | 'SITE_URL' | 'NODE_ENV'> = parseEnv()): boolean {
  if (config.COOKIE_SECURE) return config.COOKIE_SECURE === 'true';
  return config.SITE_URL.startsWith('https://') || config.NODE_ENV === 'production';
}

export function cookieOptions(maxAge: number) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: isSecureCookies(), path: '/', maxAge };
}

export function sealSession(data: SessionCookie): Promise<string> {
  return sealData(data, { password: secrets().session, ttl: SESSION_TTL_SECONDS });
}

export async function unsealSession(sealed: string | undefined): Promise<SessionCookie | null> {
  if (!sealed) return null;
  try {
    const data = await unsealData<Partial<SessionCookie>>(sealed, {
      password: secrets().session,
      ttl: SESSION_TTL_SECONDS,
    });
    return typeof data.sid === 'string' && typeof data.uid === 'number'
      ? { sid: data.sid, uid: data.uid, ev: Boolean(data.ev) }
      : null;
  } catch {
    return null;
  }
}

export function sealTwoFactor(data: TwoFactorCookie): Promise<string> {
  return sealData(data, { password: secrets().session, ttl: TWO_FACTOR_TTL_SECONDS });
}

export async function unsealTwoFactor(sealed: string | undefined): Promise<TwoFactorCookie | null> {
  if (!sealed) return null;
  try {
    const data = await unsealData<Partial<TwoFactorCookie>>(sealed, {
      password: secrets().session,
      ttl: TWO_FACTOR_TTL_SECONDS,
    });
    return typeof data.uid === 'number' && typeof data.token === 'string'
      ? { uid: data.uid, remember: Boolean(data.remember), token: data.token }
      : null;
  } catch {
    return null;
  }
}

/** Cookies of a request, parsed from its Cookie header. */
export function readCookies(request: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}
