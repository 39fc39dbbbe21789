import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { recoveryCodesLeft, regenerateRecoveryCodes } from '@/lib/users/two-factor-settings';

/** GET: how many recovery codes are left (they are stored hashed and shown only when made). */
export const GET = withUser({ confirmPassword: true }, async (_request, auth) =>
  NextResponse.json({ remaining: await recoveryCodesLeft(auth.user.id) }),
);

/** POST: a new set of recovery codes, replacing the old ones. */
export const POST = withUser({ confirmPassword: true }, async (_request, auth) =>
  NextResponse.json(await regenerateRecoveryCodes(auth.user.id)),
);
