import { AppError } from '@/lib/errors';
import { parseJson, withRoute } from '@/lib/api/route';
import { hitRateLimit, RATE_LIMITS } from '@/lib/auth/rate-limit';
import { signedInResponse } from '@/lib/auth/responses';
import { readCookies, TWO_FACTOR_COOKIE, unsealTwoFactor } from '@/lib/auth/session-cookie';
import { passTwoFactorChallenge } from '@/lib/users/two-factor-settings';
import { twoFactorChallengeSchema } from '@/lib/validations/auth';

/** POST /api/two-factor-challenge {code | recovery_code}: the second step of a login. */
export const POST = withRoute(async (request) => {
  const input = await parseJson(request, twoFactorChallengeSchema);
  const pending = await unsealTwoFactor(readCookies(request).get(TWO_FACTOR_COOKIE));
  if (!pending) throw new AppError('unauthenticated', { message: 'Vuelve a iniciar sesión para continuar.' });
  hitRateLimit(`two-factor:${pending.uid}`, RATE_LIMITS.twoFactor);
  if (!(await passTwoFactorChallenge(pending.uid, input))) {
    const field = input.code ? 'code' : 'recovery_code';
    throw new AppError('validation_failed', { errors: { [field]: ['El código no es correcto.'] } });
  }
  return signedInResponse(pending.uid, request);
});
