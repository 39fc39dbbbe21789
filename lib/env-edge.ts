// The part of lib/env.ts the middleware needs, without zod: Next.js inlines
// NODE_ENV at build time.

export const isDevelopment = (): boolean => process.env.NODE_ENV === 'development';

/** The payment gateway's origin when it is not this site's simulator (REDSYS_URL, validated in lib/env.ts). */
export function gatewayOrigin(): string | null {
  const url = process.env.REDSYS_URL;
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
