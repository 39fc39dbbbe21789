import { AppError } from '@/lib/errors';
import { withRoute } from '@/lib/api/route';
import { readProductPhotoFile } from '@/lib/catalogue/product-photos';

/**
 * A product photo uploaded in the back office: files we drew ourselves, with
 * our own type, never sniffed, sandboxed; the name changes with every upload,
 * so browsers and proxies keep it for a year. next.config.ts leaves this
 * path's CSP to this handler.
 */
export const GET = withRoute<{ file: string }>(async (_request, { params }) => {
  const file = await readProductPhotoFile((await params).file);
  if (!file) throw new AppError('not_found');
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.type,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
});
