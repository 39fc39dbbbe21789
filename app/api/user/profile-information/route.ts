import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { refreshSessionCookie } from '@/lib/auth/responses';
import { isPasswordRecentlyConfirmed } from '@/lib/auth/sessions';
import { getUserResource, updateProfile } from '@/lib/users/accounts';
import { sendVerificationEmail } from '@/lib/users/email-verification';
import { profileSchema } from '@/lib/validations/account';

/** PUT: my data. A new e-mail needs a recent password confirmation (423) and is verified again. */
export const PUT = withUser({ verified: false }, async (request, auth) => {
  const input = await parseJson(request, profileSchema);
  const { emailChanged } = await updateProfile(auth.user.id, input, {
    isPasswordConfirmed: isPasswordRecentlyConfirmed(auth.session),
  });
  if (emailChanged) await sendVerificationEmail(auth.user.id);
  const response = NextResponse.json(await getUserResource(auth.user.id));
  if (emailChanged && auth.via === 'cookie')
    await refreshSessionCookie(response, { sid: auth.session.id, uid: auth.user.id });
  return response;
});
