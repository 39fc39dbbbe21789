import { PassThrough } from 'node:stream';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- plain JavaScript run by node without a build
import { captureData, COOKIES, createPageCache, isDataKey, pageKey } from '../../scripts/page-cache.mjs';
import { SESSION_COOKIE } from '@/lib/auth/session-cookie';
import { SESSION_HINT_COOKIE } from '@/lib/auth/session-hint';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { ORDER_CONTEXT_COOKIE } from '@/lib/ordering/context';

// Pages from Next's cache answered again before Next (scripts/page-cache.mjs,
// decision 015): only to a visitor in exactly the same situation, each time
// with a nonce of its own.

const SETTINGS = { maintenance: 'false', catalogue_version: 'v1' };
const POLICY = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`;
const PAGE = '<html><script src="/a.js" nonce="RENDERED"></script><p>Casa Elefante ñ</p><script>x()</script></html>';

function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const req = new IncomingMessage(new Socket());
  req.method = method;
  req.url = url;
  req.headers = headers;
  return req;
}

function response(req: IncomingMessage) {
  const res = new ServerResponse(req);
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.assignSocket(sink as unknown as Socket);
  return { res, body: () => Buffer.concat(chunks).toString() };
}

/** Next's answer to `key`, as nonceCachedPages hands it over. */
function kept(cache: ReturnType<typeof createPageCache>, key: string, status = 200, policy = POLICY('FIRST')) {
  const { res } = response(request('/'));
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-security-policy', policy);
  res.setHeader('set-cookie', ['i18n_redirected=es; Path=/; Max-Age=31536000; SameSite=lax']);
  res.setHeader('x-request-id', 'first-request');
  cache.keep(key, res, PAGE);
}

function served(cache: ReturnType<typeof createPageCache>, key: string) {
  const { res, body } = response(request('/'));
  const answered = cache.serve(request('/'), res, key);
  return { answered, res, body };
}

describe('the page cache before Next', () => {
  it('uses the same cookie names as the app', () => {
    expect(COOKIES).toEqual({
      session: SESSION_COOKIE,
      hint: SESSION_HINT_COOKIE,
      locale: LOCALE_COOKIE.name,
      orderContext: ORDER_CONTEXT_COOKIE.name,
    });
  });

  it('keys only plain GETs of visitors with maintenance off', () => {
    expect(pageKey(request('/'), () => SETTINGS)).toEqual(expect.any(String));
    expect(pageKey(request('/', { cookie: `${SESSION_COOKIE}=sealed` }), () => SETTINGS)).toBeNull();
    expect(pageKey(request('/pedido?restaurante=valencia-ruzafa'), () => SETTINGS)).toBeNull();
    expect(pageKey(request('/', { rsc: '1' }), () => SETTINGS)).toBeNull();
    expect(pageKey(request('/', { 'next-router-prefetch': '1' }), () => SETTINGS)).toBeNull();
    expect(pageKey(request('/', { authorization: 'Bearer x' }), () => SETTINGS)).toBeNull();
    expect(pageKey(request('/', {}, 'POST'), () => SETTINGS)).toBeNull();
    expect(pageKey(request('/api/user'), () => SETTINGS)).toBeNull();
    expect(pageKey(request('/'), () => ({ ...SETTINGS, maintenance: 'true' }))).toBeNull();
    expect(pageKey(request('/'), () => null)).toBeNull();
    expect(pageKey(request('/', { 'next-url': '/es/pedido-online' }), () => SETTINGS)).toBeNull();
    // Cookie values the site never sets are Next's to answer, not new entries.
    expect(pageKey(request('/', { cookie: `${LOCALE_COOKIE.name}=zz` }), () => SETTINGS)).toBeNull();
    expect(pageKey(request('/', { cookie: `${SESSION_HINT_COOKIE}=2` }), () => SETTINGS)).toBeNull();
  });

  it('reads the database only for a request it could answer', () => {
    const readSettings = vi.fn(() => SETTINGS);
    for (const req of [
      request('/api/orders', { authorization: 'Bearer x' }, 'POST'),
      request('/api/cart', { cookie: `${SESSION_COOKIE}=sealed` }),
      request('/mi-cuenta', { cookie: `${SESSION_COOKIE}=sealed` }),
      request('/pedido', { rsc: '1' }),
      request('/_next/static/chunks/a.js'),
    ])
      expect(pageKey(req, readSettings)).toBeNull();
    expect(readSettings).not.toHaveBeenCalled();
    expect(pageKey(request('/pedido'), readSettings)).toEqual(expect.any(String));
    expect(readSettings).toHaveBeenCalledOnce();
  });

  it('tells apart what the middleware reads: address, stamp, locale, hint and order context', () => {
    const base = pageKey(request('/pedido'), () => SETTINGS);
    const variants = [
      pageKey(request('/pedido', { host: 'otro.example' }), () => SETTINGS),
      pageKey(request('/pedido-online'), () => SETTINGS),
      pageKey(request('/pedido'), () => ({ ...SETTINGS, catalogue_version: 'v2' })),
      pageKey(request('/pedido', { cookie: `${LOCALE_COOKIE.name}=es` }), () => SETTINGS),
      pageKey(request('/pedido', { cookie: `${SESSION_HINT_COOKIE}=1` }), () => SETTINGS),
      pageKey(request('/pedido', { cookie: `${ORDER_CONTEXT_COOKIE.name}=a` }), () => SETTINGS),
      pageKey(request('/pedido', { cookie: `${ORDER_CONTEXT_COOKIE.name}=b` }), () => SETTINGS),
    ];
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
    // Cookies the middleware does not read share the page.
    expect(pageKey(request('/pedido', { cookie: 'other=1' }), () => SETTINGS)).toBe(base);
  });

  it('answers a kept page again with a fresh nonce in the body and the policy, and its own request id', () => {
    const cache = createPageCache({ readSettings: () => SETTINGS });
    const key = pageKey(request('/'), () => SETTINGS);
    expect(served(cache, key).answered).toBe(false);
    kept(cache, key);

    const first = served(cache, key);
    const second = served(cache, key);
    for (const { answered, res, body } of [first, second]) {
      expect(answered).toBe(true);
      const nonce = /'nonce-([^']+)'/.exec(String(res.getHeader('content-security-policy')))![1]!;
      expect(nonce).not.toBe('FIRST');
      expect(body()).toContain(`<script nonce="${nonce}" src="/a.js">`);
      expect(body()).toContain(`<script nonce="${nonce}">x()</script>`);
      expect(body()).toContain('Casa Elefante ñ');
      expect(body()).not.toContain('RENDERED');
      expect(res.getHeader('content-length')).toBe(Buffer.byteLength(body().slice(body().indexOf('<html>'))));
      expect(res.getHeader('x-request-id')).toBeUndefined();
      expect(res.getHeader('set-cookie')).toEqual(['i18n_redirected=es; Path=/; Max-Age=31536000; SameSite=lax']);
    }
    expect(first.res.getHeader('content-security-policy')).not.toBe(second.res.getHeader('content-security-policy'));
  });

  it('keeps nothing but 200 pages with a nonce, and forgets a page after its time', () => {
    let now = 0;
    const cache = createPageCache({ readSettings: () => SETTINGS, now: () => now, ttlMs: 1000 });
    kept(cache, 'not-found', 404);
    kept(cache, 'no-nonce', 200, "default-src 'self'");
    expect(served(cache, 'not-found').answered).toBe(false);
    expect(served(cache, 'no-nonce').answered).toBe(false);

    kept(cache, 'page');
    now = 999;
    expect(served(cache, 'page').answered).toBe(true);
    now = 1000;
    expect(served(cache, 'page').answered).toBe(false);
  });

  it('holds at most its bytes, the oldest leaving first', () => {
    // Room for two copies of the page (each a little smaller than PAGE without its nonce), not three.
    const cache = createPageCache({ readSettings: () => SETTINGS, maxBytes: Buffer.byteLength(PAGE) * 2 });
    kept(cache, 'a');
    kept(cache, 'b');
    kept(cache, 'c');
    expect(served(cache, 'a').answered).toBe(false);
    expect(served(cache, 'b').answered).toBe(true);
    expect(served(cache, 'c').answered).toBe(true);
  });

  it('holds at most its number of pages, the oldest leaving first', () => {
    const cache = createPageCache({ readSettings: () => SETTINGS, maxEntries: 2 });
    kept(cache, 'a');
    kept(cache, 'b');
    kept(cache, 'c');
    expect(served(cache, 'a').answered).toBe(false);
    expect(served(cache, 'b').answered).toBe(true);
    expect(served(cache, 'c').answered).toBe(true);
  });

  it("keeps the catalogue API's JSON one second, per address and stamp, and no other API", () => {
    const url = '/api/restaurant/valencia-ruzafa/burgers?type=domicilio';
    const key = pageKey(request(url), () => SETTINGS);
    expect(isDataKey(key)).toBe(true);
    expect(pageKey(request(url), () => ({ ...SETTINGS, catalogue_version: 'v2' }))).not.toBe(key);
    expect(pageKey(request('/api/restaurant/valencia-ruzafa/burgers?type=recoger'), () => SETTINGS)).not.toBe(key);
    expect(pageKey(request(url, { authorization: 'Bearer x' }), () => SETTINGS)).toBeNull();
    expect(pageKey(request(`${url}&otra=1`), () => SETTINGS)).toBeNull();
    expect(pageKey(request('/api/user'), () => SETTINGS)).toBeNull();
    expect(pageKey(request('/api/cart'), () => SETTINGS)).toBeNull();
    expect(pageKey(request(url), () => ({ ...SETTINGS, maintenance: 'true' }))).toBeNull();

    let now = 0;
    const cache = createPageCache({ readSettings: () => SETTINGS, now: () => now });
    const json = Buffer.from('{"data":[{"name":"La Clásica"}]}');
    const { res: next } = response(request(url));
    next.setHeader('content-type', 'application/json');
    next.setHeader('cache-control', 'no-store');
    // The first answer went out compressed; what is kept is the plain body.
    next.setHeader('content-encoding', 'gzip');
    captureData(next, (body: Buffer) => cache.keepData(key, next, body));
    next.write(json.subarray(0, 10));
    next.end(json.subarray(10));

    const again = served(cache, key);
    expect(again.answered).toBe(true);
    expect(again.body().endsWith(json.toString())).toBe(true);
    expect(again.res.getHeader('content-length')).toBe(json.length);
    expect(again.res.getHeader('cache-control')).toBe('no-store');
    expect(again.res.getHeader('content-encoding')).toBeUndefined();
    now = 1000;
    expect(served(cache, key).answered).toBe(false);
  });

  it('keeps no API answer that is not a 200 JSON', () => {
    const cache = createPageCache({ readSettings: () => SETTINGS });
    for (const [status, type] of [
      [404, 'application/json'],
      [200, 'text/html'],
    ] as const) {
      const { res } = response(request('/api/restaurant/x/burgers'));
      res.statusCode = status;
      res.setHeader('content-type', type);
      cache.keepData(`k${status}`, res, Buffer.from('{}'));
      expect(served(cache, `k${status}`).answered).toBe(false);
    }
  });
});
