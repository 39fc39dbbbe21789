import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { requestSettings } from '@/lib/site/settings';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '@/lib/site/maintenance-html';
import { AppError } from '@/lib/errors';
import { appErrorFromDatabase } from './prisma-errors';
import { assertSameOrigin, readJson } from './request-guards';
import { fieldErrors } from '@/lib/validations/errors';
import { authenticate } from '@/lib/auth/authenticate';
import { restaurantPhonesByCity } from '@/lib/restaurants/phones';

/** Calls that let staff sign in while maintenance is on. */
const SIGN_IN_PATHS = new Set(['/api/login', '/api/two-factor-challenge', '/api/logout', '/sanctum/csrf-cookie']);

/** During maintenance staff and managers keep working (DESIGN.md section 8), and can sign in to. */
async function isOpenInMaintenance(request: Request): Promise<boolean> {
  if (SIGN_IN_PATHS.has(new URL(request.url).pathname)) return true;
  const auth = await authenticate(request);
  return auth !== null && (auth.user.role === 'staff' || auth.user.role === 'manager');
}

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (request: Request, context: RouteContext<P>) => Promise<Response>;

/**
 * Wraps a route handler: answers 503 while maintenance is on, refuses
 * cross-site requests that change something, turns AppError, zod errors and
 * database refusals into the error table's responses, and hides anything
 * unexpected behind a generic 500 logged with the request id. API answers are
 * personal or live: `no-store` unless the handler says otherwise.
 */
export function withRoute<P = Record<string, string | string[]>>(handler: Handler<P>): Handler<P> {
  return async (request, context) => {
    const requestId = request.headers.get('x-request-id') ?? crypto.randomUUID();
    let response: Response;
    try {
      const setting = await requestSettings(request);
      if (setting('maintenance') === 'true' && !(await isOpenInMaintenance(request))) {
        // The page a call switches to tells customers whom to phone (issue 12, item 6).
        const body = { ...new AppError('maintenance').toBody(), cities: await restaurantPhonesByCity() };
        const headers = { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) };
        response = NextResponse.json(body, { status: 503, headers });
      } else {
        assertSameOrigin(request);
        response = await handler(request, context);
      }
    } catch (error) {
      response = errorResponse(error, { requestId, request });
    }
    if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store');
    if (!response.headers.has('X-Request-Id')) response.headers.set('X-Request-Id', requestId);
    return response;
  };
}

export function errorResponse(error: unknown, where: { requestId?: string; request?: Request } = {}): NextResponse {
  if (error instanceof z.ZodError) {
    error = new AppError('validation_failed', { errors: fieldErrors(error) });
  }
  error = appErrorFromDatabase(error) ?? error;
  if (error instanceof AppError) {
    return NextResponse.json(error.toBody(), { status: error.status, headers: error.headers });
  }
  const requestId = where.requestId ?? crypto.randomUUID();
  const route = where.request ? `${where.request.method} ${new URL(where.request.url).pathname}` : 'unknown route';
  console.error(`[${requestId}] ${route}`, error);
  const fallback = new AppError('server_error');
  return NextResponse.json({ ...fallback.toBody(), request_id: requestId }, { status: fallback.status });
}

/** Parses a JSON body (application/json, at most 64 KB) with a zod schema; unparsable JSON is a 422. */
export async function parseJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  return schema.parse(await readJson(request));
}
