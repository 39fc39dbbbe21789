import type { ReactNode } from 'react';
import { PageMessages } from '@/components/system/page-messages';

export default function SiteMessagesLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return (
    <PageMessages scope="site" params={params}>
      {children}
    </PageMessages>
  );
}
