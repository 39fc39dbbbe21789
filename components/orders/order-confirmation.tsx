'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useServiceLabel } from './use-service-label';
import { isFinalStatus, useOrder } from '@/lib/hooks/use-order';
import type { OrderResource } from '@/lib/orders/queries';
import { AppLink } from '@/components/ui/app-link';
import { DeliveryTypeIcon } from '@/components/order/delivery-type-icon';
import { CancelOrderButton } from './cancel-order-button';
import { OrderOverview } from './order-overview';
import { OrderStatusCard } from './order-status-card';
import { buttonClass } from '@/components/ui/button';
import { PaymentPending, type GatewayReturn } from './payment-pending';
import { InvoiceRequest } from './invoice-request';

/**
 * /pedido-confirmado/{id}: the order just placed, its status kept live by
 * polling GET /api/orders/{id} (from the server's copy) until it reaches a
 * final status.
 */
export function OrderConfirmation({
  initialOrder,
  returned = null,
  invoiceDefaults = null,
}: {
  initialOrder: OrderResource;
  /** The account's saved NIF and name, to fill «Quiero factura». */
  invoiceDefaults?: { nif: string; name: string } | null;
  /** Back from the payment gateway: URLOK or URLKO. */
  returned?: GatewayReturn;
}) {
  const t = useTranslations('OrderConfirmation');
  const tOrders = useTranslations('Orders');
  const serviceLabel = useServiceLabel();
  const format = useFormatter();
  const { order, error, mutate } = useOrder(initialOrder);
  const isLive = !isFinalStatus(order.status);
  const isCancelled = order.status === 'cancelled';
  const headline =
    returned === 'ok' && order.status === 'pending_payment' && order.payment_status === 'pending'
      ? 'confirming_payment'
      : headlineOf(order);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <header className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className={`hidden h-14 w-14 shrink-0 place-items-center rounded-full text-white sm:grid ${isCancelled ? 'bg-brand' : 'bg-olive'}`}
        >
          <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5">
            {isCancelled ? (
              <path d="m7 7 10 10M17 7 7 17" strokeLinecap="round" />
            ) : (
              <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            )}
          </svg>
        </span>
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold sm:text-4xl">
            {t(`headline.${headline}`)}{' '}
            <span className="mt-1 block font-sans text-xl font-semibold text-brand">
              {tOrders.rich('number', {
                number: order.number,
                nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
              })}
            </span>
          </h1>
          <p className="mt-2 text-lg">
            {t(`lead.${headline}`, {
              name: order.customer_name,
              restaurant: order.restaurant.commercial_name,
              table: order.table_number ?? '',
            })}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-muted">
            <DeliveryTypeIcon type={order.delivery_type} className="h-5 w-5" />
            <span>{serviceLabel(order)}</span>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
            <span className="w-full sm:w-auto">
              {tOrders('placedAt', {
                date: format.dateTime(new Date(order.created_at), {
                  dateStyle: 'long',
                  timeStyle: 'short',
                  timeZone: order.restaurant.time_zone,
                }),
              })}
            </span>
          </p>
        </div>
      </header>

      <div className="mt-8 space-y-6">
        <PaymentPending order={order} returned={returned} />
        <OrderStatusCard
          order={order}
          isLive
          note={
            error ? (
              <p>{tOrders('liveError')}</p>
            ) : isLive ? (
              <p className="flex items-center gap-2">
                <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-olive" />
                {tOrders('live')}
              </p>
            ) : null
          }
        />
        <OrderOverview
          order={order}
          actions={
            // Waiting for payment, "Volver a la cesta" above is the way out.
            order.can_cancel && order.status !== 'pending_payment' ? (
              <CancelOrderButton
                orderId={order.id}
                orderNumber={order.number}
                isPaid={order.payment_status === 'paid'}
                onChanged={(fresh) => void (fresh ? mutate(fresh, { revalidate: false }) : mutate())}
              />
            ) : null
          }
        />
      </div>

      <div className="mt-6">
        <InvoiceRequest order={order} defaults={invoiceDefaults} onChanged={() => void mutate()} />
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <AppLink href="/pedido-online" className={buttonClass('primary')}>
          {t('keepOrdering')}
        </AppLink>
        <AppLink href="/mi-cuenta#pedidos" className={buttonClass('secondary')}>
          {t('myOrders')}
        </AppLink>
      </div>
    </div>
  );
}

/**
 * The headline follows the status (a cancelled order says so first); "ready" depends on who
 * moves next: the rider, the customer at the counter, or staff bringing it to the table.
 */
export function headlineOf(order: Pick<OrderResource, 'status' | 'delivery_type' | 'table_number'>) {
  if (order.table_number !== null && (order.status === 'ready' || order.status === 'collected'))
    return `${order.status}_table` as const;
  if (order.status !== 'ready') return order.status;
  return order.delivery_type === 'delivery' ? 'ready_delivery' : 'ready_pickup';
}
