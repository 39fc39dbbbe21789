import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { isMaintenanceOn } from '@/lib/settings';
import { AppError } from '@/lib/errors';
import { appErrorFromDatabase } from './prisma-errors';
import { fieldErrors } from '@/lib/validations/errors';

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (request: Request, context: RouteContext<P>) => Promise<Response>;

/**
 * Wraps a route handler: answers 503 while maintenance is on, turns AppError
 * and zod errors into the error table's responses, and hides anything
 * unexpected behind a generic 500 (logged, never leaked).
 */
export function withRoute<P = Record<string, string | string[]>>(handler: Handler<P>): Handler<P> {
  return async (request, context) => {
    try {
      if (await isMaintenanceOn()) throw new AppError('maintenance');
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export function errorResponse(error: unknown): Response {
  if (error instanceof z.ZodError) {
    error = new AppError('validation_failed', { errors: fieldErrors(error) });
  }
  error = appErrorFromDatabase(error) ?? error;
  if (error instanceof AppError) {
    return NextResponse.json(error.toBody(), { status: error.status, headers: error.headers });
  }
  console.error(error);
  const fallback = new AppError('server_error');
  return NextResponse.json(fallback.toBody(), { status: fallback.status });
}

/** Parses a JSON body with a zod schema; a body that is not JSON is a 422 too. */
export async function parseJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new AppError('validation_failed', { message: 'El cuerpo de la petición no es JSON válido.' });
  }
  return schema.parse(body);
}
