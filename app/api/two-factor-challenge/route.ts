import { AppError } from '@/lib/errors';
import { parseJson, withRoute } from '@/lib/api/route';
import { hitRateLimit, RATE_LIMITS } from '@/lib/auth/rate-limit';
import { signedInResponse } from '@/lib/auth/responses';
import { passTwoFactorChallenge } from '@/lib/users/two-factor-settings';
import { finishTwoFactorChallenge, pendingTwoFactorChallenge } from '@/lib/users/two-factor-login';
import { twoFactorChallengeSchema } from '@/lib/validations/auth';
import { assertMaySignInNow } from '@/lib/site/settings';

/** POST /api/two-factor-challenge {code | recovery_code}: the second step of a login, once. */
export const POST = withRoute(async (request) => {
  const input = await parseJson(request, twoFactorChallengeSchema);
  const pending = await pendingTwoFactorChallenge(request);
  await assertMaySignInNow(pending.uid);
  await hitRateLimit(`two-factor:${pending.uid}`, RATE_LIMITS.twoFactor);
  if (!(await passTwoFactorChallenge(pending.uid, input))) {
    const field = input.code ? 'code' : 'recovery_code';
    throw new AppError('validation_failed', { errors: { [field]: ['El código no es correcto.'] } });
  }
  await finishTwoFactorChallenge(pending);
  return signedInResponse(pending.uid, request);
});
