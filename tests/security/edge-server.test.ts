import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module of the server (scripts/ runs without a build)
import * as edge from '../../scripts/request-checks.mjs';

const { DRAIN_LIMIT_BYTES, isWellFormedUrl, MAX_BODY_BYTES, preflight, resolveClient, trustFrom } = edge;

// Findings 2 (rate limits keyed on a client-sent X-Forwarded-For) and 10
// (a bad percent-escape answered a bare text 500): what scripts/server.mjs
// decides before Next.js sees a request.

function request(peer: string, headers: Record<string, string>, url = '/api/login'): IncomingMessage {
  return Object.assign(new EventEmitter(), {
    url,
    headers: { ...headers },
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    destroyed: false,
    resume() {},
    destroy() {
      this.destroyed = true;
    },
  }) as unknown as IncomingMessage;
}

class FakeResponse extends EventEmitter {
  status = 0;
  headers: Record<string, string | number> = {};
  body = '';
  headersSent = false;
  setHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  writeHead(status: number, headers: Record<string, string | number>) {
    this.status = status;
    for (const [name, value] of Object.entries(headers)) this.headers[name.toLowerCase()] = value;
    this.headersSent = true;
  }
  end(body: string) {
    this.body = body;
  }
}

describe('the client address (finding 2)', () => {
  it('is the socket peer when no proxy is trusted: a forged X-Forwarded-For is overwritten', () => {
    const req = request('203.0.113.7', {
      'x-forwarded-for': '1.2.3.4',
      'x-real-ip': '5.6.7.8',
      'x-forwarded-host': 'evil.example',
    });
    expect(resolveClient(req, trustFrom(''))).toBe('203.0.113.7');
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(req.headers['x-real-ip']).toBeUndefined();
    expect(req.headers['x-forwarded-host']).toBeUndefined();
  });

  it('a new forged value per request always yields the same address', () => {
    const trust = trustFrom('');
    const seen = new Set(
      Array.from({ length: 50 }, (_, i) =>
        resolveClient(request('198.51.100.9', { 'x-forwarded-for': `10.0.0.${i}` }), trust),
      ),
    );
    expect([...seen]).toEqual(['198.51.100.9']);
  });

  it('behind a trusted proxy, is the nearest address the proxy reports, not what the client added before it', () => {
    const trust = trustFrom('10.0.0.0/8, loopback');
    const req = request('10.1.2.3', { 'x-forwarded-for': '6.6.6.6, 192.0.2.44', 'x-forwarded-proto': 'https' });
    expect(resolveClient(req, trust)).toBe('192.0.2.44');
    expect(req.headers['x-forwarded-proto']).toBe('https');
  });
});

describe('malformed URLs and oversized bodies (findings 7 and 10)', () => {
  it.each(['/api/orders/%FF', '/pedido-online/%E0%A4%A', '/api/cities?x=%zz', '/%'])(
    'refuses %s with 400, the house body and the security headers',
    (url) => {
      expect(isWellFormedUrl(url)).toBe(false);
      const res = new FakeResponse();
      expect(preflight(request('127.0.0.1', {}, url), res as unknown as ServerResponse, trustFrom(''))).toBe(false);
      expect(res.status).toBe(400);
      const body = JSON.parse(res.body);
      expect(body).toMatchObject({ code: 'bad_request', message: expect.stringMatching(/no es válida/) });
      expect(body.request_id).toBe(res.headers['x-request-id']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    },
  );

  it('lets well-formed URLs through, with a request id of its own', () => {
    const req = request('127.0.0.1', { 'x-request-id': 'forged' }, '/api/orders/ABC%20123?tipo=recoger');
    const res = new FakeResponse();
    expect(preflight(req, res as unknown as ServerResponse, trustFrom(''))).toBe(true);
    expect(req.headers['x-request-id']).not.toBe('forged');
    expect(res.headers['x-request-id']).toBe(req.headers['x-request-id']);
  });

  it('refuses a declared body over the largest limit with 413 before reading it', () => {
    const res = new FakeResponse();
    const req = request('127.0.0.1', { 'content-length': String(MAX_BODY_BYTES + 1) }, '/api/contact');
    expect(preflight(req, res as unknown as ServerResponse, trustFrom(''))).toBe(false);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).code).toBe('payload_too_large');
  });

  it('reads and drops the rest of a refused body, so the client gets the 413 and not a reset; a flood is cut', () => {
    const res = new FakeResponse();
    const req = request('127.0.0.1', { 'content-length': String(2 * MAX_BODY_BYTES) }, '/api/contact');
    preflight(req, res as unknown as ServerResponse, trustFrom(''));
    expect(res.headers['connection']).toBeUndefined();
    req.emit('data', Buffer.alloc(MAX_BODY_BYTES));
    expect(req.destroyed).toBe(false);
    req.emit('data', Buffer.alloc(DRAIN_LIMIT_BYTES));
    expect(req.destroyed).toBe(true);
  });
});
