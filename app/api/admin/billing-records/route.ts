import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { listBillingRecords } from '@/lib/invoices/queries';

/** GET /api/admin/billing-records?issuer=&from=&page=&per_page= → {data: [record], meta}, oldest first (managers). */
export const GET = withUser({ permission: 'settings.manage' }, async (request) =>
  NextResponse.json(await listBillingRecords(new URL(request.url))),
);
