import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { listAudit } from '@/lib/audit/log';

/**
 * GET /api/admin/audit?q=&entity=&sort=&page=&per_page= → {data: [entry], meta} (managers: settings.manage):
 * the back office's changes and the staff's actions on orders (decision 045).
 */
export const GET = withUser({ permission: 'settings.manage' }, async (request, auth) =>
  NextResponse.json(await listAudit(auth.user, new URL(request.url))),
);
