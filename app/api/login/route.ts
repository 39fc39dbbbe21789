import { NextResponse } from 'next/server';
import { AppError } from '@/lib/errors';
import { parseJson, withRoute } from '@/lib/api/route';
import { checkCredentials, hasTwoFactor } from '@/lib/users/accounts';
import { clearRateLimit, clientIp, hitRateLimit, RATE_LIMITS } from '@/lib/auth/rate-limit';
import { signedInResponse } from '@/lib/auth/responses';
import { cookieOptions, sealTwoFactor, TWO_FACTOR_COOKIE, TWO_FACTOR_TTL_SECONDS } from '@/lib/auth/session-cookie';
import { loginSchema } from '@/lib/validations/auth';

/** POST /api/login {email, password} → the token pair, or {two_factor: true}. */
export const POST = withRoute(async (request) => {
  const { email, password, remember } = await parseJson(request, loginSchema);
  const ip = clientIp(request);
  hitRateLimit(`login:ip:${ip}`, RATE_LIMITS.loginByIp);
  hitRateLimit(`login:${email}:${ip}`, RATE_LIMITS.login);
  const userId = await checkCredentials(email, password);
  // The same answer for an unknown e-mail and a wrong password.
  if (!userId) throw new AppError('invalid_credentials', { errors: { email: ['Estas credenciales no coinciden con nuestros registros.'] } });
  clearRateLimit(`login:${email}:${ip}`);
  if (await hasTwoFactor(userId)) {
    const response = NextResponse.json({ two_factor: true });
    response.cookies.set(TWO_FACTOR_COOKIE, await sealTwoFactor({ uid: userId, remember: Boolean(remember) }), cookieOptions(TWO_FACTOR_TTL_SECONDS));
    return response;
  }
  return signedInResponse(userId, request);
});
