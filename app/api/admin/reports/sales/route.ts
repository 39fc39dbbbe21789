import { NextResponse } from 'next/server';
import { withUser } from '@/lib/api/with-user';
import { parseSalesQuery } from '@/lib/admin/reports/query';
import { REPORTS_PERMISSION, salesReport } from '@/lib/admin/reports/sales';
import { salesReportJson } from '@/lib/admin/reports/types';
import { reportCsv } from '@/lib/admin/reports/csv';
import { csvResponse, wantsCsv } from '@/lib/http/csv';

/**
 * GET /api/admin/reports/sales?from=&to=&restaurant=&group_by=day|restaurant|type|payment
 * → {data: {rows, totals, top_products, cancellations, taxes, tax_totals}, meta}; with `Accept: text/csv`
 * or `?format=csv`, one table (`?table=sales|top_products|cancellations`) as a CSV file.
 */
export const GET = withUser({ permission: REPORTS_PERMISSION }, async (request, auth) => {
  const query = parseSalesQuery(new URL(request.url).searchParams);
  const report = await salesReport(auth.user, query);
  if (!wantsCsv(request)) return NextResponse.json(salesReportJson(report), { headers: { Vary: 'Accept' } });
  const { filename, body } = reportCsv(report, query.table);
  const response = csvResponse(body, filename);
  response.headers.set('Vary', 'Accept');
  return response;
});
