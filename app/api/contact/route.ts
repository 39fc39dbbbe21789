import { NextResponse } from 'next/server';
import { parseJson, withRoute } from '@/lib/api/route';
import { clientIp, hitRateLimit, RATE_LIMITS } from '@/lib/auth/rate-limit';
import { createContactSubmission } from '@/lib/contact/submissions';
import { contactSchema } from '@/lib/validations/contact';

/** POST /api/contact: the footer forms; 10 stored per address in 10 minutes, 200 an hour in all. */
export const POST = withRoute(async (request) => {
  const input = await parseJson(request, contactSchema);
  await hitRateLimit(`contact:${clientIp(request)}`, RATE_LIMITS.contact);
  await hitRateLimit('contact-all:site', RATE_LIMITS.contactAll);
  const { id } = await createContactSubmission(input);
  return NextResponse.json({ data: { id } }, { status: 201 });
});
