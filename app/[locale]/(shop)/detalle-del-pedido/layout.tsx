import type { ReactNode } from 'react';
import { PageMessages } from '@/components/system/page-messages';

export default function CheckoutMessagesLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return (
    <PageMessages scope="checkout" params={params}>
      {children}
    </PageMessages>
  );
}
