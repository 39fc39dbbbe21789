// What the server checks before Next.js sees a request (scripts/server.mjs).
// Plain JavaScript so that node runs it without a build; unit-tested in
// tests/security/edge-server.test.ts.
import { randomUUID } from 'node:crypto';
import proxyaddr from 'proxy-addr';

/** Largest body any route accepts (the profile photo: 1 MiB plus the multipart envelope). */
export const MAX_BODY_BYTES = 1024 * 1024 + 64 * 1024;

/**
 * TRUSTED_PROXIES: comma-separated addresses, CIDR ranges or proxy-addr's
 * names (loopback, linklocal, uniquelocal). Empty: trust nobody, so the
 * client is the socket's peer and any X-Forwarded-* it sends is dropped.
 */
export function trustFrom(value) {
  const list = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return proxyaddr.compile(list);
}

/**
 * Rewrites the forwarding headers so that everything after this point can
 * believe them: X-Forwarded-For holds exactly the client's address (the
 * nearest one not from a trusted proxy); host and protocol are kept only when
 * a trusted proxy sent them.
 */
export function resolveClient(req, trust) {
  const peer = req.socket.remoteAddress ?? '';
  const address = proxyaddr(req, trust);
  const fromProxy = trust(peer, 0);
  req.headers['x-forwarded-for'] = address;
  delete req.headers['x-real-ip'];
  if (!fromProxy) {
    delete req.headers['x-forwarded-host'];
    delete req.headers['x-forwarded-proto'];
    delete req.headers['x-forwarded-port'];
  }
  return address;
}

/** Whether every percent-escape of the path and the query decodes. */
export function isWellFormedUrl(url) {
  try {
    const [path, query = ''] = (url ?? '/').split('?');
    for (const segment of path.split('/')) decodeURIComponent(segment);
    for (const part of query.split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/** A request id for the logs and the X-Request-Id header (a client's own is not trusted). */
export function newRequestId() {
  return randomUUID();
}

export const EDGE_ERRORS = {
  bad_request: { status: 400, message: 'La dirección de la petición no es válida.' },
  payload_too_large: { status: 413, message: 'La petición es demasiado grande.' },
};

/** The house error body with the headers every answer carries, for answers made before Next.js. */
export function sendError(res, code, requestId, { close = true } = {}) {
  const { status, message } = EDGE_ERRORS[code];
  const body = JSON.stringify({ message, code, request_id: requestId });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Request-Id': requestId,
    ...(close ? { Connection: 'close' } : {}),
  });
  res.end(body);
}

/** The most of a refused body still read and dropped; past it the connection is cut. */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * A client still sending the body we refused would meet a reset (EPIPE)
 * instead of our 413 if the connection closed under it: read and drop the
 * rest (like nginx's lingering close), up to DRAIN_LIMIT_BYTES.
 */
function dropBody(req) {
  let received = 0;
  req.on('data', (chunk) => {
    received += chunk.length;
    if (received > DRAIN_LIMIT_BYTES) req.destroy();
  });
  req.resume();
}

/**
 * Checks a request before Next.js: a malformed URL answers 400, a declared
 * body over MAX_BODY_BYTES 413 (route handlers cap each body while reading
 * it, chunked ones included). Returns false when it answered.
 */
export function preflight(req, res, trust) {
  const requestId = newRequestId();
  req.headers['x-request-id'] = requestId;
  res.setHeader('X-Request-Id', requestId);
  resolveClient(req, trust);
  if (!isWellFormedUrl(req.url)) {
    sendError(res, 'bad_request', requestId);
    return false;
  }
  const length = Number(req.headers['content-length'] ?? 0);
  if (Number.isFinite(length) && length > MAX_BODY_BYTES) {
    sendError(res, 'payload_too_large', requestId, { close: false });
    dropBody(req);
    return false;
  }
  return true;
}
