import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { isPasswordRecentlyConfirmed } from '@/lib/auth/sessions';

export const GET = withUser({ verified: false }, async (_request, auth) =>
  NextResponse.json({ confirmed: isPasswordRecentlyConfirmed(auth.session) }),
);
