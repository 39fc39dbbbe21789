import { NextResponse } from 'next/server';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { parseJson, withRoute } from '@/lib/api/route';
import { authenticate } from '@/lib/auth/authenticate';
import { refreshSessionCookie, signedInResponse } from '@/lib/auth/responses';
import { verificationSignsIn, verifyEmail } from '@/lib/users/email-verification';

const schema = z.object({ id: z.coerce.number().int().positive(), token: z.string().min(10).max(200) });

const REASONS = {
  expired: 'El enlace ha caducado. Te enviamos uno nuevo desde la página de verificación.',
  used: 'Este enlace ya se ha usado.',
  invalid: 'El enlace no es válido.',
} as const;

/**
 * POST /api/email/verify {id, token}: verifies the e-mail. The link is
 * single-use and reaches only the mailbox's owner, so its first use also
 * signs in a new customer (registration signs nobody in); never an account
 * that has signed in before (an e-mail change), has two-factor or is staff's.
 * A browser already signed in as that user gets its cookie updated instead.
 */
export const POST = withRoute(async (request) => {
  const { id, token } = await parseJson(request, schema);
  const result = await verifyEmail(id, token);
  if (result !== 'verified' && result !== 'already_verified') {
    throw new AppError('validation_failed', { message: REASONS[result], errors: { token: [REASONS[result]] } });
  }
  const auth = await authenticate(request);
  if (auth?.user.id === id) {
    const response = NextResponse.json({ verified: true });
    if (auth.via === 'cookie') await refreshSessionCookie(response, { sid: auth.session.id, uid: id });
    return response;
  }
  if (result === 'verified' && !auth && (await verificationSignsIn(id))) return signedInResponse(id, request);
  return NextResponse.json({ verified: true });
});
