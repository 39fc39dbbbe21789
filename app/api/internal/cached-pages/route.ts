import { errorResponse } from '@/lib/api/route';
import { AppError } from '@/lib/errors';
import { isOwnRevalidation, revalidateHere } from '@/lib/site/cached-pages';

/**
 * POST /api/internal/cached-pages: this process re-renders the pages it keeps
 * (lib/site/cached-pages.ts). Only the process itself knows the secret it
 * carries; anyone else gets the 404 of any unknown address.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isOwnRevalidation(request.headers.get('x-internal-token'))) return errorResponse(new AppError('not_found'));
  revalidateHere();
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
