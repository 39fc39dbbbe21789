import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { hitRateLimit, RATE_LIMITS } from '@/lib/auth/rate-limit';
import { sendVerificationEmail } from '@/lib/users/email-verification';

/** POST /api/email/verification-notification: sends a new verification link. */
export const POST = withUser({ verified: false }, async (_request, auth) => {
  await hitRateLimit(`verification:${auth.user.id}`, RATE_LIMITS.verificationResend);
  if (auth.user.emailVerifiedAt) return NextResponse.json({ status: 'already_verified' });
  await sendVerificationEmail(auth.user.id);
  return NextResponse.json({ status: 'verification-link-sent' }, { status: 202 });
});
