'use client';

import { useRouter } from 'next/navigation';
import type { OrderResource } from '@/lib/orders/queries';
import { InvoiceRequest } from './invoice-request';

/**
 * The ticket and «Quiero factura» of a past order (/detalle-del-pedido): a QA
 * pass found them only on the confirmation page seen right after ordering.
 * The page is rendered on the server, so a new document re-renders it.
 */
export function PastOrderInvoice({
  order,
  defaults,
}: {
  order: OrderResource;
  defaults: { nif: string; name: string } | null;
}) {
  const router = useRouter();
  return <InvoiceRequest order={order} defaults={defaults} onChanged={() => router.refresh()} />;
}
