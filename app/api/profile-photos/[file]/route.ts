import { AppError } from '@/lib/errors';
import { withRoute } from '@/lib/api/route';
import { readProfilePhoto } from '@/lib/users/profile-photo';

/**
 * A stored profile photo: always a PNG we drew ourselves, with our own type,
 * never sniffed, and a sandbox in case a browser is ever made to render it as
 * a document. next.config.ts leaves this path's CSP to this handler.
 */
export const GET = withRoute<{ file: string }>(async (_request, { params }) => {
  const bytes = await readProfilePhoto((await params).file);
  if (!bytes) throw new AppError('not_found');
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Disposition': 'inline; filename="foto-de-perfil.png"',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=86400',
    },
  });
});
