// The part of lib/env.ts the middleware needs, without zod: Next.js inlines
// NODE_ENV at build time.

export const isDevelopment = (): boolean => process.env.NODE_ENV === 'development';
