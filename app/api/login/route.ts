import { NextResponse } from 'next/server';
import { AppError } from '@/lib/errors';
import { parseJson, withRoute } from '@/lib/api/route';
import { checkCredentials, hasTwoFactor } from '@/lib/users/accounts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '@/lib/auth/login-throttle';
import { signedInResponse } from '@/lib/auth/responses';
import { startTwoFactorChallenge } from '@/lib/users/two-factor-login';
import { loginSchema } from '@/lib/validations/auth';
import { assertMaySignInNow } from '@/lib/site/settings';

/** POST /api/login {email, password} → the token pair, or {two_factor: true}. */
export const POST = withRoute(async (request) => {
  const { email, password, remember } = await parseJson(request, loginSchema);
  await assertLoginAllowed(request, email);
  const userId = await checkCredentials(email, password);
  // The same answer for an unknown e-mail and a wrong password.
  if (!userId) {
    await recordLoginFailure(email);
    throw new AppError('invalid_credentials', {
      errors: { email: ['Estas credenciales no coinciden con nuestros registros.'] },
    });
  }
  await clearLoginFailures(email);
  await assertMaySignInNow(userId);
  if (await hasTwoFactor(userId)) {
    const response = NextResponse.json({ two_factor: true });
    await startTwoFactorChallenge(response, userId, Boolean(remember));
    return response;
  }
  return signedInResponse(userId, request);
});
