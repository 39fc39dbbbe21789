import { NextResponse } from 'next/server';
import { AppError } from '@/lib/errors';
import { parseJson, withRoute } from '@/lib/api/route';
import { rotateRefreshToken } from '@/lib/auth/sessions';
import { refreshSchema } from '@/lib/validations/auth';

/** POST /api/api/auth/refresh {refresh_token} (the spec's path): a new token pair; a reused token revokes its family. */
export const POST = withRoute(async (request) => {
  const { refresh_token } = await parseJson(request, refreshSchema);
  const result = await rotateRefreshToken(refresh_token);
  if (!result.ok) throw new AppError('invalid_token');
  return NextResponse.json(result.tokens);
});
