import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { withUser } from '@/lib/api/with-user';
import { getUserFilters, setUserFilters } from '@/lib/users/preferences';
import { preferencesSchema } from '@/lib/validations/account';

/** The customer's allergen and lifestyle filters, applied by default in the catalogue. */
export const GET = withUser({}, async (_request, auth) =>
  NextResponse.json({ data: await getUserFilters(auth.user.id) }),
);

export const PUT = withUser({}, async (request, auth) => {
  const input = await parseJson(request, preferencesSchema);
  return NextResponse.json({ data: await setUserFilters(auth.user.id, input) });
});
