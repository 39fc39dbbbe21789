import { NextResponse } from 'next/server';
import { parseJson, withRoute } from '@/lib/api/route';
import { clientIp, hitRateLimit, RATE_LIMITS } from '@/lib/auth/rate-limit';
import { runLater } from '@/lib/mail/queue';
import { requestPasswordReset } from '@/lib/users/password-reset';
import { forgotPasswordSchema } from '@/lib/validations/auth';

/** POST /api/forgot-password {email}: the same answer whether or not the e-mail has an account. */
export const POST = withRoute(async (request) => {
  const { email } = await parseJson(request, forgotPasswordSchema);
  await hitRateLimit(`password-reset:${clientIp(request)}`, RATE_LIMITS.passwordReset);
  await hitRateLimit(`password-reset-account:${email.toLowerCase()}`, RATE_LIMITS.passwordResetByAccount);
  // After the answer, known e-mail or not: the answer's time says nothing (issue 9, finding 6).
  runLater('Password reset request', () => requestPasswordReset(email));
  return NextResponse.json(
    { message: 'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.' },
    { status: 202 },
  );
});
