import { NextResponse } from 'next/server';
import { idParam } from '@/lib/api/params';
import { withUser } from '@/lib/api/with-user';
import { resetTwoFactor } from '@/lib/admin/people';

/** POST: two-factor off for the account and its sessions ended → {data: person}. */
export const POST = withUser<{ id: string }>({ permission: 'users.manage' }, async (_request, auth, { params }) =>
  NextResponse.json({ data: await resetTwoFactor(auth.user, idParam((await params).id)) }),
);
