import type { ReactNode } from 'react';
import { PageMessages } from '@/components/system/page-messages';

export default function ConfirmationMessagesLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return (
    <PageMessages scope="confirmation" params={params}>
      {children}
    </PageMessages>
  );
}
