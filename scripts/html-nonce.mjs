// Pages that are the same for everyone come from Next's cache (issue 11,
// docs/decisions/015-cached-pages.md). Their HTML was rendered once, without
// this response's nonce or with the nonce of the request that rendered it,
// while the Content-Security-Policy the middleware sent holds a fresh one
// (decision 009). This writes the response's nonce into every script tag of
// such a page on its way out, so the policy stays "scripts with this
// response's nonce only". Plain JavaScript, run by scripts/server.mjs;
// unit-tested in tests/unit/html-nonce.test.ts.

/** The nonce of a Content-Security-Policy header, or null. */
export function nonceOf(policy) {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1] ?? null;
}

const TAG = /<(script|link)\b([^>]*)>/gi;
const NONCE_ATTRIBUTE = /\snonce=(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;
const HAS_NONCE = /\snonce=/i;
const SCRIPT_LINK = /\b(?:as=["']?script\b|rel=["']?modulepreload\b)/i;

/**
 * Gives every <script> (and every <link> that preloads a script or already
 * had a nonce) the nonce, replacing any it had. React escapes "<" in text and in the inline payload
 * (as &lt; and \u003c), so the only "<script" in the page are real tags.
 */
export function withNonce(html, nonce) {
  return html.replace(TAG, (tag, name, attributes) => {
    // A stylesheet rendered for some request carries that request's nonce: it gets this one too.
    if (name.toLowerCase() === 'link' && !SCRIPT_LINK.test(attributes) && !HAS_NONCE.test(attributes)) return tag;
    return `<${name} nonce="${nonce}"${attributes.replace(NONCE_ATTRIBUTE, '')}>`;
  });
}

function isCachedPage(res) {
  const type = String(res.getHeader('content-type') ?? '');
  const cached = res.getHeader('x-nextjs-cache') !== undefined || res.getHeader('x-nextjs-prerender') !== undefined;
  return type.startsWith('text/html') && cached;
}

function applyHead(res, statusCode, reasonOrHeaders, maybeHeaders) {
  res.statusCode = statusCode;
  const headers = typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders;
  if (typeof reasonOrHeaders === 'string') res.statusMessage = reasonOrHeaders;
  if (Array.isArray(headers)) {
    for (let index = 0; index < headers.length; index += 2) res.setHeader(headers[index], headers[index + 1]);
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  }
}

/**
 * Watches one response: when it turns out to be a cached page, its body is
 * held, the nonce written in, and it leaves with its new length. Anything else
 * streams through untouched. `onPage(html)`, if given, sees each such page
 * once its headers are final (scripts/page-cache.mjs keeps it).
 */
export function nonceCachedPages(req, res, onPage) {
  if (req.method !== 'GET') return;
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let chunks = null;
  let decided = false;
  const decide = () => {
    if (decided) return;
    decided = true;
    // From here Node writes the head itself, from the headers set so far.
    res.writeHead = original.writeHead;
    if (isCachedPage(res) && nonceOf(String(res.getHeader('content-security-policy') ?? ''))) chunks = [];
  };
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');

  // Headers wait for the first byte, so that they can still change.
  res.writeHead = function writeHead(statusCode, reasonOrHeaders, maybeHeaders) {
    applyHead(res, statusCode, reasonOrHeaders, maybeHeaders);
    return res;
  };
  res.write = function write(chunk, encoding, callback) {
    decide();
    if (!chunks) return original.write.call(res, chunk, encoding, callback);
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    decide();
    if (!chunks) return original.end.call(res, chunk, encoding, callback);
    if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const nonce = nonceOf(String(res.getHeader('content-security-policy')));
    const html = Buffer.concat(chunks).toString('utf8');
    const body = Buffer.from(withNonce(html, nonce));
    // The bytes now belong to this response alone.
    res.removeHeader('etag');
    res.setHeader('cache-control', 'private, no-cache');
    res.setHeader('content-length', body.length);
    onPage?.(html);
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function');
    return original.end.call(res, body, done);
  };
}
