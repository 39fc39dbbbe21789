// The Content-Security-Policy of every page (middleware.ts): scripts run only
// with this response's nonce, and what they load inherits the trust
// ('strict-dynamic'), so an injected <script> or inline handler never runs.
// Styles keep 'unsafe-inline': React's style attributes need it and a style
// cannot run code. docs/decisions/009-csp-nonces.md.
//
// Pages served from a cache were rendered without this response's nonce; the
// server (scripts/html-nonce.mjs) writes it into their script tags. The one
// inline script of our own (the session hint) is allowed by its hash.

import { createHash } from 'node:crypto';
import { SESSION_HINT_SCRIPT } from '@/lib/auth/session-hint';

const SESSION_HINT_HASH = `'sha256-${createHash('sha256').update(SESSION_HINT_SCRIPT).digest('base64')}'`;

/** 128 random bits, base64: a fresh one for every response. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * `gatewayOrigin`: the payment gateway's origin when it is not this site
 * (REDSYS_URL): the checkout posts its signed form there (issue 15).
 */
export function pagePolicy(
  nonce: string,
  { isDevelopment = false, gatewayOrigin = null }: { isDevelopment?: boolean; gatewayOrigin?: string | null } = {},
): string {
  return [
    "default-src 'self'",
    // 'unsafe-eval' only for the development server's hot reload.
    `script-src 'self' 'nonce-${nonce}' ${SESSION_HINT_HASH} 'strict-dynamic'${isDevelopment ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self'${gatewayOrigin ? ` ${gatewayOrigin}` : ''}`,
    "object-src 'none'",
  ].join('; ');
}
