import { parseJson, withRoute } from '@/lib/api/route';
import { clientIp, hitRateLimit, RATE_LIMITS } from '@/lib/auth/rate-limit';
import { signedInResponse } from '@/lib/auth/responses';
import { createUser } from '@/lib/users/accounts';
import { sendVerificationEmail } from '@/lib/users/email-verification';
import { registerSchema } from '@/lib/validations/auth';

/** POST /api/register: creates the account, sends the verification mail and signs in (unverified). */
export const POST = withRoute(async (request) => {
  hitRateLimit(`register:${clientIp(request)}`, RATE_LIMITS.register);
  const input = await parseJson(request, registerSchema);
  const user = await createUser({
    name: input.name,
    email: input.email,
    password: input.password,
    receivePublicity: input.receive_publicity ?? false,
  });
  await sendVerificationEmail(user.id);
  return signedInResponse(user.id, request, 201);
});
