import { AppError } from '@/lib/errors';
import { env } from '@/lib/env';

// What every request must pass before a handler runs (lib/api/route.ts), and
// how bodies are read: from a browser, a request that changes something must
// come from our own pages; a body is read up to its limit, chunked or not.

/** JSON bodies: far more than any form of the site sends. */
export const MAX_JSON_BYTES = 64 * 1024;
/** Multipart bodies: the 1 MiB profile photo and the multipart envelope. */
export const MAX_FORM_BYTES = 1024 * 1024 + 64 * 1024;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site requests are refused (issue 9, finding 5: a cross-site form
 * signed victims into an attacker's account). Browsers say where a request
 * comes from in Sec-Fetch-Site and Origin; a client that sends neither (curl,
 * a mobile app with a bearer token) carries no ambient credential to abuse.
 */
export function assertSameOrigin(request: Request): void {
  if (!UNSAFE.has(request.method.toUpperCase())) return;
  // Every current browser says where a request comes from; when it does, that decides.
  const site = request.headers.get('sec-fetch-site');
  if (site) {
    if (site === 'same-origin' || site === 'none') return;
    throw new AppError('cross_site_request');
  }
  // Older browsers: the Origin must be this site, as the browser addressed it (Host) or as configured.
  const origin = request.headers.get('origin');
  if (origin === null) return;
  if (origin !== ownOrigin(request) && origin !== new URL(env.SITE_URL).origin)
    throw new AppError('cross_site_request');
}

/** The origin the browser addressed: a cross-site page cannot choose the Host its victim's browser sends. */
function ownOrigin(request: Request): string | null {
  const host = request.headers.get('host');
  if (!host) return null;
  const protocol = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return `${protocol}://${host}`;
}

/** The body's bytes, refused with 413 past `limit` (counted while reading: a chunked body has no length to trust). */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new AppError('payload_too_large');
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AppError('payload_too_large');
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A JSON body: application/json (or +json) only, at most MAX_JSON_BYTES. */
export async function readJson(request: Request): Promise<unknown> {
  const type = mediaType(request);
  if (type !== 'application/json' && !type.endsWith('+json')) throw new AppError('unsupported_media_type');
  const bytes = await readBody(request, MAX_JSON_BYTES);
  let text: string;
  let value: unknown;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    value = JSON.parse(text);
  } catch {
    throw new AppError('validation_failed', { message: 'El cuerpo de la petición no es JSON válido.' });
  }
  // Valid UTF-8 carries no half of a surrogate pair, but a \u escape can: the
  // database would store it as U+FFFD while the answer and the e-mail echoed it.
  if (text.includes('\\u') && hasLoneSurrogate(value))
    throw new AppError('validation_failed', { message: 'El texto contiene caracteres no válidos.' });
  return value;
}

const LONE_SURROGATE = /\p{Cs}/u;

function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => LONE_SURROGATE.test(key) || hasLoneSurrogate(item));
  return false;
}

/** A multipart form: multipart/form-data only, at most `maxBytes` (MAX_FORM_BYTES unless the route says). */
export async function readForm(request: Request, maxBytes: number = MAX_FORM_BYTES): Promise<FormData> {
  if (mediaType(request) !== 'multipart/form-data') throw new AppError('unsupported_media_type');
  const bytes = await readBody(request, maxBytes);
  try {
    return await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
  } catch {
    throw new AppError('validation_failed', { message: 'El formulario enviado no es válido.' });
  }
}
