// Pages that are the same for everyone (decision 015) leave Next's cache as
// the same bytes for every visitor, yet Next spends about 3 ms of CPU on each
// request to find them (middleware, routing, its cache). This keeps the last
// answer Next gave for such a page and serves it again, before Next, to the
// next visitor in exactly the same situation: same address, same cookies that
// the middleware reads, same catalogue stamp, maintenance off. Each response
// still gets its own nonce (scripts/html-nonce.mjs) and request id.
//
// What it never serves: a signed-in request (the session cookie), anything
// with a query string or a router header (RSC payloads, prefetches), a method
// other than GET, an answer that was not a 200 page from Next's cache, and
// anything while the maintenance switch is on. Entries live TTL_MS at most,
// so Next still sees each page regularly and keeps its own revalidation.
// Plain JavaScript, run by scripts/server.mjs; unit-tested in
// tests/unit/page-cache.test.ts, end to end by tests/e2e/cached-pages.spec.ts.
import { randomBytes } from 'node:crypto';
import { nonceOf, withNonce } from './html-nonce.mjs';

/** Cookie names of lib/auth/session-cookie.ts, lib/auth/session-hint.ts, lib/i18n/locales.ts, lib/ordering/context.ts. */
export const COOKIES = { session: 'sesion', hint: 'con_sesion', locale: 'i18n_redirected', orderContext: 'pedido' };

/** Headers the app router sends for its own fetches: never answered from here. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'authorization',
];

/** Not replayed: set again for each response, or by Node. */
const OWN_HEADERS = new Set([
  'content-security-policy',
  'content-length',
  // The answer kept is the body before compression; compression runs again on the way out.
  'content-encoding',
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'etag',
]);

/**
 * The catalogue API (GET /api/restaurant/{name}/{category}?type=…): the same
 * JSON for everyone under one stamp. Kept one second only, because what comes
 * back by itself at a time (a product off until 20:30, daily menus at 16:00)
 * changes it without a new stamp.
 */
const CATALOGUE_API = /^\/api\/restaurant\/[a-z0-9-]{1,80}\/[A-Za-z]{1,20}(?:\?type=[a-z]{1,12})?$/;
const DATA_TTL_MS = 1_000;

const TTL_MS = 10_000;
const MAX_ENTRIES = 500;
/** Bytes kept at most (a catalogue page is ~350 KB). */
const MAX_BYTES = 64 * 2 ** 20;
const NONCE_SLOT = 'nonce-slot-0000';

function cookiesOf(header) {
  const cookies = new Map();
  for (const part of String(header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return cookies;
}

/**
 * The key of a request that may be answered from here, or null.
 * `readSettings` answers what the database holds now ({maintenance,
 * catalogue_version}); it is called last, only for a request that passed
 * every other check: an order, a cart add or a signed-in page does not pay
 * for a read it cannot use.
 */
export function pageKey(req, readSettings) {
  if (req.method !== 'GET') return null;
  const settingsNow = () => {
    const settings = readSettings();
    return settings && settings.maintenance !== 'true' ? settings : null;
  };
  if (req.url.startsWith('/api/')) {
    if (!CATALOGUE_API.test(req.url) || req.headers.authorization !== undefined) return null;
    const settings = settingsNow();
    return settings && JSON.stringify(['data', req.headers.host ?? '', req.url, settings.catalogue_version ?? '']);
  }
  if (req.url.includes('?') || req.url.startsWith('/_next/')) return null;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  const cookies = cookiesOf(req.headers.cookie);
  if (cookies.has(COOKIES.session)) return null;
  // Only the values the site itself sets: anything else is Next's to answer, not a new entry.
  if (![undefined, 'es'].includes(cookies.get(COOKIES.locale))) return null;
  if (![undefined, '1'].includes(cookies.get(COOKIES.hint))) return null;
  const settings = settingsNow();
  return (
    settings &&
    JSON.stringify([
      req.headers.host ?? '',
      req.url,
      settings.catalogue_version ?? '',
      cookies.get(COOKIES.locale) ?? null,
      cookies.get(COOKIES.hint) ?? null,
      cookies.get(COOKIES.orderContext) ?? null,
    ])
  );
}

/** Whether a key is the catalogue API's (captureData) rather than a page's (nonceCachedPages). */
export const isDataKey = (key) => key.startsWith('["data"');

const replayed = (res) => Object.entries(res.getHeaders()).filter(([name]) => !OWN_HEADERS.has(name.toLowerCase()));

/**
 * Copies what a response sends, as it goes, and hands the whole body to
 * `onBody` when it ends. Nothing is held back.
 */
export function captureData(res, onBody) {
  const chunks = [];
  const { write, end } = res;
  const copy = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function')
      chunks.push(
        Buffer.isBuffer(chunk)
          ? Buffer.from(chunk)
          : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
      );
  };
  res.write = function (chunk, encoding, callback) {
    copy(chunk, encoding);
    return write.call(res, chunk, encoding, callback);
  };
  res.end = function (chunk, encoding, callback) {
    copy(chunk, encoding);
    const result = end.call(res, chunk, encoding, callback);
    onBody(Buffer.concat(chunks));
    return result;
  };
}

/** The page split where each response's nonce goes. */
function template(html) {
  return withNonce(html, NONCE_SLOT)
    .split(`nonce="${NONCE_SLOT}"`)
    .map((part) => Buffer.from(part));
}

/**
 * `readSettings()` answers the maintenance switch and the catalogue stamp
 * (a read of the database), or null when it cannot.
 */
export function createPageCache({
  readSettings,
  now = Date.now,
  ttlMs = TTL_MS,
  dataTtlMs = DATA_TTL_MS,
  maxEntries = MAX_ENTRIES,
  maxBytes = MAX_BYTES,
}) {
  const entries = new Map();
  let bytes = 0;
  const drop = (key) => {
    bytes -= entries.get(key)?.size ?? 0;
    entries.delete(key);
  };
  const store = (key, entry) => {
    drop(key);
    entry.size = entry.parts.reduce((sum, part) => sum + part.length, 0);
    while (entries.size > 0 && (entries.size >= maxEntries || bytes + entry.size > maxBytes))
      drop(entries.keys().next().value);
    entries.set(key, entry);
    bytes += entry.size;
  };

  return {
    /** Answers the request from a kept page; false when Next must. `key` comes from keyFor. */
    serve(req, res, key) {
      if (!key) return false;
      const entry = entries.get(key);
      if (!entry) return false;
      if (entry.expiresAt <= now()) {
        drop(key);
        return false;
      }
      if (entry.policy === null) {
        for (const [name, value] of entry.headers) res.setHeader(name, value);
        res.setHeader('content-length', entry.parts[0].length);
        res.statusCode = 200;
        res.end(entry.parts[0]);
        return true;
      }
      const nonce = randomBytes(16).toString('base64');
      const slot = Buffer.from(`nonce="${nonce}"`);
      const body = Buffer.concat(entry.parts.flatMap((part, index) => (index === 0 ? [part] : [slot, part])));
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      res.setHeader('content-security-policy', entry.policy.replace(/'nonce-[A-Za-z0-9+/=]+'/, `'nonce-${nonce}'`));
      res.setHeader('content-length', body.length);
      res.statusCode = 200;
      res.end(body);
      return true;
    },
    /** The key of this request, read once (null: not for here). */
    keyFor(req) {
      return pageKey(req, readSettings);
    },
    /** Keeps Next's answer to `key` when it was a page from its cache (called by nonceCachedPages). */
    keep(key, res, html) {
      if (!key || res.statusCode !== 200) return;
      const policy = String(res.getHeader('content-security-policy') ?? '');
      if (!nonceOf(policy)) return;
      store(key, { parts: template(html), headers: replayed(res), policy, expiresAt: now() + ttlMs });
    },
    /** Keeps a JSON answer of the catalogue API (called by captureData). */
    keepData(key, res, body) {
      if (!key || res.statusCode !== 200) return;
      if (!String(res.getHeader('content-type') ?? '').startsWith('application/json')) return;
      store(key, { parts: [body], headers: replayed(res), policy: null, expiresAt: now() + dataTtlMs });
    },
  };
}

/** readSettings on a SQLite file: one prepared read; null when the database cannot be read. */
export function sqliteSettings(Database, file) {
  let statement = null;
  return () => {
    try {
      statement ??= new Database(file, { readonly: true, fileMustExist: true }).prepare(
        `SELECT key, value FROM "Setting" WHERE key IN ('maintenance', 'catalogue_version')`,
      );
      return Object.fromEntries(statement.all().map((row) => [row.key, row.value]));
    } catch {
      statement = null;
      return null;
    }
  };
}
