import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { createChild, listChildren } from '@/lib/users/children';
import { childSchema } from '@/lib/validations/account';

export const GET = withUser({}, async (_request, auth) =>
  NextResponse.json({ data: await listChildren(auth.user.id) }),
);

export const POST = withUser({}, async (request, auth) => {
  const input = await parseJson(request, childSchema);
  return NextResponse.json({ data: await createChild(auth.user.id, input) }, { status: 201 });
});
