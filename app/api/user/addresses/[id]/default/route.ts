import { NextResponse } from 'next/server';
import { idParam } from '@/lib/api/params';
import { withUser } from '@/lib/api/with-user';
import { setDefaultAddress } from '@/lib/users/addresses';

export const POST = withUser<{ id: string }>({}, async (_request, auth, { params }) => {
  await setDefaultAddress(auth.user.id, idParam((await params).id));
  return new NextResponse(null, { status: 204 });
});
