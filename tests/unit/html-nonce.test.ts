import { PassThrough } from 'node:stream';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript run by node without a build
import { nonceCachedPages, nonceOf, withNonce } from '../../scripts/html-nonce.mjs';

const POLICY = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`;

describe('the nonce of a cached page (issue 11, decision 015)', () => {
  it('reads the nonce of a policy', () => {
    expect(nonceOf(POLICY('abc+/='))).toBe('abc+/=');
    expect(nonceOf("default-src 'none'")).toBeNull();
  });

  it('gives every script and script preload the nonce, replacing an old one, and leaves the rest', () => {
    const html = [
      '<link rel="stylesheet" href="/a.css"/>',
      '<link rel="stylesheet" href="/d.css" nonce="OLD" data-precedence="next"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/b.js"/>',
      '<script src="/c.js" async="" nonce="OLD"></script>',
      '<script>self.__next_f.push([1,"\\u003cscript>"])</script>',
      '<p>&lt;script&gt;</p>',
    ].join('');
    const out = withNonce(html, 'NEW');
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(out).toContain('<link nonce="NEW" rel="preload" as="script"');
    expect(out).toContain('<script nonce="NEW" src="/c.js" async="">');
    expect(out).not.toContain('OLD');
    expect(out).toContain('<link nonce="NEW" rel="stylesheet" href="/d.css" data-precedence="next"/>');
    expect(out.match(/nonce="NEW"/g)).toHaveLength(4);
    expect(out).toContain('<p>&lt;script&gt;</p>');
  });

  function respond(headers: Record<string, string>, body: string[]) {
    const request = new IncomingMessage(new Socket());
    request.method = 'GET';
    const response = new ServerResponse(request);
    const sink = new PassThrough();
    let written = '';
    sink.on('data', (chunk: Buffer) => (written += chunk.toString()));
    response.assignSocket(sink as unknown as Socket);
    nonceCachedPages(request, response);
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    for (const part of body.slice(0, -1)) response.write(part);
    response.end(body.at(-1));
    return { response, written: () => written };
  }

  it('rewrites a cached page with the nonce of its own policy and sends the right length', async () => {
    const page = '<html><script src="/x.js" nonce="RENDERED"></script>ñ</html>';
    const { response, written } = respond(
      {
        'content-type': 'text/html; charset=utf-8',
        'x-nextjs-cache': 'HIT',
        etag: '"same-for-all"',
        'content-security-policy': POLICY('FRESH'),
      },
      [page.slice(0, 20), page.slice(20)],
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(written()).toContain('<script nonce="FRESH" src="/x.js">');
    expect(response.getHeader('etag')).toBeUndefined();
    expect(response.getHeader('cache-control')).toBe('private, no-cache');
    const length = Buffer.byteLength(withNonce(page, 'FRESH'));
    expect(response.getHeader('content-length')).toBe(length);
  });

  it('lets a page rendered for this request stream through untouched', async () => {
    const page = '<html><script nonce="MINE"></script></html>';
    const { written } = respond(
      { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': POLICY('MINE') },
      [page],
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(written()).toContain(page);
  });
});
