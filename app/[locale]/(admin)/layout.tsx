import type { ReactNode } from 'react';
import { PageMessages } from '@/components/system/page-messages';

export default function AdminMessagesLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return (
    <PageMessages scope="admin" params={params}>
      {children}
    </PageMessages>
  );
}
