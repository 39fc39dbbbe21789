import { NextResponse } from 'next/server';
import { readiness } from '@/lib/ops/health';

// Not behind withRoute: it answers during maintenance too. While the process
// shuts down, scripts/server.mjs answers 503 here before Next.js sees it.
export async function GET() {
  const body = await readiness();
  return NextResponse.json(body, {
    status: body.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
