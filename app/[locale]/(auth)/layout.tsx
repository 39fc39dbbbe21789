import type { ReactNode } from 'react';
import { PageMessages } from '@/components/system/page-messages';

export default function AuthMessagesLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return (
    <PageMessages scope="auth" params={params}>
      {children}
    </PageMessages>
  );
}
