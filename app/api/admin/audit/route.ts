import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { listAudit } from '@/lib/audit/log';

/** GET /api/admin/audit?q=&entity=&sort=&page=&per_page= → {data: [entry], meta} (managers: settings.manage). */
export const GET = withUser({ permission: 'settings.manage' }, async (request) =>
  NextResponse.json(await listAudit(new URL(request.url))),
);
