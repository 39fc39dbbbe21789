import type { ReactNode } from 'react';

// The real root layout is app/[locale]/layout.tsx; this one exists so that
// app/not-found.tsx can render for requests the middleware does not rewrite.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
