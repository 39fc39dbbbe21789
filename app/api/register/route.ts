import { NextResponse } from 'next/server';
import { parseJson, withRoute } from '@/lib/api/route';
import { clientIp, hitRateLimit, RATE_LIMITS } from '@/lib/auth/rate-limit';
import { registerAccount, REGISTERED_MESSAGE } from '@/lib/users/accounts';
import { registerSchema } from '@/lib/validations/auth';

/**
 * POST /api/register: 202 and the same words for a new e-mail and a known
 * one (the owner of a known one is told by e-mail); the account is activated,
 * and its owner signed in, from the link in the verification e-mail.
 */
export const POST = withRoute(async (request) => {
  await hitRateLimit(`register:${clientIp(request)}`, RATE_LIMITS.register);
  const input = await parseJson(request, registerSchema);
  await registerAccount({
    name: input.name,
    email: input.email,
    password: input.password,
    receivePublicity: input.receive_publicity ?? false,
  });
  return NextResponse.json({ message: REGISTERED_MESSAGE }, { status: 202 });
});
