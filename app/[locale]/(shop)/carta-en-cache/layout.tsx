import type { ReactNode } from 'react';
import { PageMessages } from '@/components/system/page-messages';

export default function CatalogueMessagesLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return (
    <PageMessages scope="catalogue" params={params}>
      {children}
    </PageMessages>
  );
}
