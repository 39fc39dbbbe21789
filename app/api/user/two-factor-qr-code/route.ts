import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { twoFactorQrCode } from '@/lib/users/two-factor-settings';

/** GET: {svg, url, secret} to add the account to an authenticator app. */
export const GET = withUser({ confirmPassword: true }, async (_request, auth) =>
  NextResponse.json(await twoFactorQrCode(auth.user.id)),
);
