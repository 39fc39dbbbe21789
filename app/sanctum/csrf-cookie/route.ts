import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api/route';
import { setCsrfCookie } from '@/lib/auth/responses';

/** GET /sanctum/csrf-cookie: sets the XSRF-TOKEN cookie the client echoes in X-XSRF-TOKEN. */
export const GET = withRoute(async () => {
  const response = new NextResponse(null, { status: 204 });
  setCsrfCookie(response);
  return response;
});
