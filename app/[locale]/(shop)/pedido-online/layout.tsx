import type { ReactNode } from 'react';
import { PageMessages } from '@/components/system/page-messages';

export default function OrderingMessagesLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return (
    <PageMessages scope="ordering" params={params}>
      {children}
    </PageMessages>
  );
}
