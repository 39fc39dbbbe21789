import { NextResponse } from 'next/server';
import { health } from '@/lib/ops/health';

// Not behind withRoute: it answers during maintenance too (docs/deploy.md).
export async function GET() {
  const body = await health();
  return NextResponse.json(body, {
    status: body.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
