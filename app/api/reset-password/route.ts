import { NextResponse } from 'next/server';
import { parseJson, withRoute } from '@/lib/api/route';
import { resetPassword } from '@/lib/users/password-reset';
import { resetPasswordSchema } from '@/lib/validations/auth';

/** POST /api/reset-password {token, email, password, password_confirmation}. */
export const POST = withRoute(async (request) => {
  const { token, email, password } = await parseJson(request, resetPasswordSchema);
  await resetPassword(email, token, password);
  return NextResponse.json({ message: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión.' });
});
