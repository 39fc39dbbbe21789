import { NextResponse } from 'next/server';
import { idParam } from '@/lib/api/params';
import { withUser } from '@/lib/api/with-user';
import { sendPasswordReset } from '@/lib/admin/people';

/** POST: the account gets the password-reset e-mail → 202. */
export const POST = withUser<{ id: string }>({ permission: 'users.manage' }, async (_request, auth, { params }) => {
  await sendPasswordReset(auth.user, idParam((await params).id));
  return NextResponse.json(
    { message: 'Le hemos enviado un correo para que elija una contraseña nueva.' },
    { status: 202 },
  );
});
