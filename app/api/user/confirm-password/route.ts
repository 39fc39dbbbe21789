import { NextResponse } from 'next/server';
import { AppError } from '@/lib/errors';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { hitRateLimit, RATE_LIMITS } from '@/lib/auth/rate-limit';
import { markPasswordConfirmed } from '@/lib/auth/sessions';
import { checkPassword } from '@/lib/users/accounts';
import { confirmPasswordSchema } from '@/lib/validations/auth';

/** POST /api/user/confirm-password {password}: sensitive actions are allowed for the next 3 hours. */
export const POST = withUser({ verified: false }, async (request, auth) => {
  const { password } = await parseJson(request, confirmPasswordSchema);
  await hitRateLimit(`confirm-password:${auth.user.id}`, RATE_LIMITS.confirmPassword);
  if (!(await checkPassword(auth.user.id, password))) {
    throw new AppError('validation_failed', { errors: { password: ['La contraseña no es correcta.'] } });
  }
  await markPasswordConfirmed(auth.session.id);
  return NextResponse.json({ confirmed: true });
});
