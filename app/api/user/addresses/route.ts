import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { createAddress, listAddresses } from '@/lib/users/addresses';
import { addressSchema } from '@/lib/validations/account';

export const GET = withUser({}, async (_request, auth) =>
  NextResponse.json({ data: await listAddresses(auth.user.id) }),
);

export const POST = withUser({}, async (request, auth) => {
  const input = await parseJson(request, addressSchema);
  return NextResponse.json({ data: await createAddress(auth.user.id, input) }, { status: 201 });
});
