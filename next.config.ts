import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

import { parseEnv } from './lib/env';

const config = parseEnv();
const isProduction = config.NODE_ENV === 'production';

// Pages get their Content-Security-Policy, with a fresh nonce, from
// middleware.ts (lib/http/csp.ts). API answers are data: nothing in them may
// run or be framed. The profile photos set their own sandboxing policy, which
// a header from here would replace, so their path is left out.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  { key: 'X-Frame-Options', value: 'DENY' },
  ...(isProduction && config.HSTS !== 'off'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
];
const API_POLICY = {
  key: 'Content-Security-Policy',
  value: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
};

const nextConfig: NextConfig = {
  // A second build folder lets a local server run beside the tests' build.
  distDir: config.NEXT_DIST_DIR,
  poweredByHeader: false,
  // scripts/server.mjs compresses, after it has written the nonce into cached pages.
  compress: false,
  // Pages rendered after the build stay in memory: a restart (after a seed,
  // say) starts from the database again. docs/decisions/015-cached-pages.md.
  experimental: { isrFlushToDisk: false },
  serverExternalPackages: ['better-sqlite3', '@prisma/adapter-better-sqlite3', 'pg', '@prisma/adapter-pg', 'sharp'],
  // Browsers still ask for /favicon.ico now and then (after a same-page address change, say): ours is an SVG.
  async redirects() {
    return [{ source: '/favicon.ico', destination: '/favicon.svg', permanent: true }];
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/api/:path((?!profile-photos/|product-photos/).*)', headers: [API_POLICY] },
      { source: '/sanctum/:path*', headers: [API_POLICY] },
      // Product photos are named by a hash of their content (scripts/photos.mjs): a change is a new URL.
      { source: '/fotos/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
};

// Messages are compiled when the app is built (issue 11: first-load JS): the
// browser formats them with a 650-byte runtime instead of shipping the ICU
// parser. Code that reads messages/es.json directly gets the compiled form too:
// plain strings stay strings; messages with arguments go through createTranslator.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});
export default withNextIntl(nextConfig);
