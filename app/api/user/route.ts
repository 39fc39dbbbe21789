import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { clearSessionCookies } from '@/lib/auth/responses';
import { deleteAccount, getUserResource } from '@/lib/users/accounts';
import { deleteAccountSchema } from '@/lib/validations/account';

/** GET /api/user: the signed-in user (also before the e-mail is verified). */
export const GET = withUser({ verified: false }, async (_request, auth) =>
  NextResponse.json(await getUserResource(auth.user.id)),
);

/** DELETE /api/user {confirmation: "ELIMINAR"}: deletes the account (password confirmed in the last 3 h). */
export const DELETE = withUser({ verified: false, confirmPassword: true }, async (request, auth) => {
  await parseJson(request, deleteAccountSchema);
  await deleteAccount(auth.user.id);
  const response = new NextResponse(null, { status: 204 });
  clearSessionCookies(response);
  return response;
});
