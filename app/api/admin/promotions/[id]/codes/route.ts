import { NextResponse } from 'next/server';
import { parseJson } from '@/lib/api/route';
import { idParam } from '@/lib/api/params';
import { withUser } from '@/lib/api/with-user';
import { allCodes, generateCodes, listCodes } from '@/lib/admin/promotions/codes';
import { codeBatchSchema } from '@/lib/admin/promotions/promotion-schema';
import { codesCsv } from '@/lib/admin/promotions/codes-csv';
import { csvResponse, wantsCsv } from '@/lib/http/csv';

type Params = { id: string };
const options = { permission: 'promotions.manage' } as const;

/**
 * GET /api/admin/promotions/{id}/codes → {data, meta} (?q=&sort=&page=&per_page=);
 * with Accept: text/csv or ?format=csv, every code as a CSV file.
 */
export const GET = withUser<Params>(options, async (request, _auth, { params }) => {
  const id = idParam((await params).id);
  if (wantsCsv(request)) return csvResponse(codesCsv(await allCodes(id)), `codigos-promocion-${id}.csv`);
  return NextResponse.json(await listCodes(id, new URL(request.url)));
});

/** POST /api/admin/promotions/{id}/codes {count, prefix?} → 201 {data: {created, codes}}. */
export const POST = withUser<Params>(options, async (request, auth, { params }) => {
  const id = idParam((await params).id);
  const data = await generateCodes(auth.user, id, await parseJson(request, codeBatchSchema));
  return NextResponse.json({ data }, { status: 201 });
});
