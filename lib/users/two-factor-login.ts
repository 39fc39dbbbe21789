import 'server-only';
import type { NextResponse } from 'next/server';
import { AppError } from '@/lib/errors';
import {
  cookieOptions,
  readCookies,
  sealTwoFactor,
  TWO_FACTOR_COOKIE,
  TWO_FACTOR_TTL_SECONDS,
  unsealTwoFactor,
  type TwoFactorCookie,
} from '@/lib/auth/session-cookie';
import { consumeToken, issueToken, peekToken } from './tokens';

// The pending second step of a login (issue 9, finding 8: the pending cookie
// could be replayed with another code for a second login). The sealed cookie
// carries a single-use token stored hashed; a new login replaces it, a passed
// challenge spends it, and it dies with its ten minutes.

const EXPIRED = 'Vuelve a iniciar sesión para continuar.';

/** After a right password on an account with two-factor: the challenge starts in this browser. */
export async function startTwoFactorChallenge(
  response: NextResponse,
  userId: number,
  remember: boolean,
): Promise<void> {
  const token = await issueToken(userId, 'two_factor_login');
  response.cookies.set(
    TWO_FACTOR_COOKIE,
    await sealTwoFactor({ uid: userId, remember, token }),
    cookieOptions(TWO_FACTOR_TTL_SECONDS),
  );
}

/** The challenge this browser holds, still unspent; else 401. */
export async function pendingTwoFactorChallenge(request: Request): Promise<TwoFactorCookie> {
  const pending = await unsealTwoFactor(readCookies(request).get(TWO_FACTOR_COOKIE));
  if (!pending || (await peekToken(pending.uid, 'two_factor_login', pending.token)) !== 'valid') {
    throw new AppError('unauthenticated', { message: EXPIRED });
  }
  return pending;
}

/** Spends the challenge once its code passed: a second use of the same cookie finds it spent. */
export async function finishTwoFactorChallenge(pending: TwoFactorCookie): Promise<void> {
  if ((await consumeToken(pending.uid, 'two_factor_login', pending.token)) !== 'valid') {
    throw new AppError('unauthenticated', { message: EXPIRED });
  }
}
