import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { confirmTwoFactor } from '@/lib/users/two-factor-settings';
import { twoFactorCodeSchema } from '@/lib/validations/auth';

/** POST {code}: confirms two-factor with a first code from the app. */
export const POST = withUser({ confirmPassword: true }, async (request, auth) => {
  const { code } = await parseJson(request, twoFactorCodeSchema);
  await confirmTwoFactor(auth.user.id, code);
  return NextResponse.json({ two_factor_enabled: true });
});
