import { NextResponse } from 'next/server';
import { idParam } from '@/lib/api/params';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { deleteChild, updateChild } from '@/lib/users/children';
import { childSchema } from '@/lib/validations/account';

export const PUT = withUser<{ id: string }>({}, async (request, auth, { params }) => {
  const id = idParam((await params).id);
  const input = await parseJson(request, childSchema);
  return NextResponse.json({ data: await updateChild(auth.user.id, id, input) });
});

export const DELETE = withUser<{ id: string }>({}, async (_request, auth, { params }) => {
  await deleteChild(auth.user.id, idParam((await params).id));
  return new NextResponse(null, { status: 204 });
});
