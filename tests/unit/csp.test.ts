import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { newNonce, pagePolicy } from '@/lib/http/csp';
import { SESSION_HINT_SCRIPT } from '@/lib/auth/session-hint';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('the page Content-Security-Policy (finding 4)', () => {
  it('lets scripts run only with the nonce of the response, never inline but the session hint by its hash', () => {
    const nonce = newNonce();
    const scripts = directive(pagePolicy(nonce), 'script-src');
    const hint = createHash('sha256').update(SESSION_HINT_SCRIPT).digest('base64');
    expect(scripts).toBe(`script-src 'self' 'nonce-${nonce}' 'sha256-${hint}' 'strict-dynamic'`);
    expect(scripts).not.toContain('unsafe-inline');
    expect(scripts).not.toContain('unsafe-eval');
  });

  it('allows eval only to the development server', () => {
    expect(directive(pagePolicy('n', { isDevelopment: true }), 'script-src')).toContain("'unsafe-eval'");
  });

  it('refuses framing, plugins and foreign form targets', () => {
    const policy = pagePolicy(newNonce());
    for (const part of ["frame-ancestors 'none'", "object-src 'none'", "form-action 'self'", "base-uri 'self'"])
      expect(policy).toContain(part);
  });

  it('lets forms post to the payment gateway only when one is configured (issue 15)', () => {
    expect(directive(pagePolicy('n'), 'form-action')).toBe("form-action 'self'");
    expect(directive(pagePolicy('n', { gatewayOrigin: 'https://sis.redsys.es' }), 'form-action')).toBe(
      "form-action 'self' https://sis.redsys.es",
    );
  });

  it('makes a new 128-bit nonce every time', () => {
    const nonces = new Set(Array.from({ length: 200 }, newNonce));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
