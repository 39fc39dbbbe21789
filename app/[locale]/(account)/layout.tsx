import type { ReactNode } from 'react';
import { PageMessages } from '@/components/system/page-messages';

export default function AccountMessagesLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return (
    <PageMessages scope="account" params={params}>
      {children}
    </PageMessages>
  );
}
