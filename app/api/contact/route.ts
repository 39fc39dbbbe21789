import { NextResponse } from 'next/server';
import { parseJson, withRoute } from '@/lib/api/route';
import { createContactSubmission } from '@/lib/contact/submissions';
import { contactSchema } from '@/lib/validations/contact';

export const POST = withRoute(async (request) => {
  const input = await parseJson(request, contactSchema);
  const { id } = await createContactSubmission(input);
  return NextResponse.json({ data: { id } }, { status: 201 });
});
