import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { changePassword } from '@/lib/users/accounts';
import { changePasswordSchema } from '@/lib/validations/auth';

/** PUT {current_password, password, password_confirmation}: other sessions are signed out. */
export const PUT = withUser({ verified: false, confirmPassword: true }, async (request, auth) => {
  const input = await parseJson(request, changePasswordSchema);
  await changePassword(auth.user.id, auth.session.id, input.current_password, input.password);
  return NextResponse.json({ message: 'Tu contraseña se ha cambiado.' });
});
