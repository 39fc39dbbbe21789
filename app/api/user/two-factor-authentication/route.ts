import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { disableTwoFactor, enableTwoFactor } from '@/lib/users/two-factor-settings';

/** POST: starts enabling two-factor (new secret and recovery codes, shown this once). */
export const POST = withUser({ confirmPassword: true }, async (_request, auth) =>
  NextResponse.json(await enableTwoFactor(auth.user.id)),
);

/** DELETE: disables two-factor. */
export const DELETE = withUser({ confirmPassword: true }, async (_request, auth) => {
  await disableTwoFactor(auth.user.id);
  return new NextResponse(null, { status: 204 });
});
