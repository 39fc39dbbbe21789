import { AppError } from '@/lib/errors';
import { withRoute } from '@/lib/api/route';
import { readProfilePhoto } from '@/lib/users/profile-photo';

/** A stored profile photo. SVGs are sandboxed: no script runs even if opened directly. */
export const GET = withRoute<{ file: string }>(async (_request, { params }) => {
  const photo = await readProfilePhoto((await params).file);
  if (!photo) throw new AppError('not_found');
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      'Content-Type': photo.type === 'svg' ? 'image/svg+xml' : 'image/png',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=86400',
    },
  });
});
