import { useFormatter, useTranslations } from 'next-intl';
import { useServiceLabel } from './use-service-label';
import type { OrderResource } from '@/lib/orders/queries';
import { AppLink } from '@/components/ui/app-link';
import { DeliveryTypeIcon } from '@/components/order/delivery-type-icon';
import { CancelOrderButton } from './cancel-order-button';
import { OrderOverview } from './order-overview';
import { OrderStatusCard } from './order-status-card';
import { RepeatOrderButton } from './repeat-order-button';
import { buttonClass } from '@/components/ui/button';
import { PastOrderInvoice } from './past-order-invoice';

/** /detalle-del-pedido/{id}: one of the customer's past orders, with "Repetir pedido". */
export function OrderDetail({
  order,
  invoiceDefaults,
}: {
  order: OrderResource;
  /** The NIF saved in the account, and its name: «Quiero factura» comes filled with them. */
  invoiceDefaults: { nif: string; name: string } | null;
}) {
  const t = useTranslations('OrderDetail');
  const tOrders = useTranslations('Orders');
  const serviceLabel = useServiceLabel();
  const format = useFormatter();

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <AppLink href="/mi-cuenta#pedidos" className="text-sm text-brand underline">
        {t('backToOrders')}
      </AppLink>
      <header className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold sm:text-4xl">
            {tOrders.rich('number', {
              number: order.number,
              nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
            })}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 text-lg">
            <DeliveryTypeIcon type={order.delivery_type} className="h-5 w-5 text-brand" />
            {t('lead', {
              restaurant: order.restaurant.commercial_name,
              deliveryType: serviceLabel(order),
            })}
          </p>
          <p className="mt-1 text-muted">
            {tOrders('placedAt', {
              date: format.dateTime(new Date(order.created_at), {
                dateStyle: 'long',
                timeStyle: 'short',
                timeZone: order.restaurant.time_zone,
              }),
            })}
          </p>
        </div>
        <div className="shrink-0 sm:max-w-xs">
          <RepeatOrderButton orderId={order.id} align="end" />
        </div>
      </header>

      <div className="mt-8 space-y-6">
        <OrderStatusCard order={order} />
        <OrderOverview
          order={order}
          actions={
            order.can_cancel ? (
              <CancelOrderButton
                orderId={order.id}
                orderNumber={order.number}
                isPaid={order.payment_status === 'paid'}
              />
            ) : null
          }
        />
        <PastOrderInvoice order={order} defaults={invoiceDefaults} />
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <AppLink href="/pedido-online" className={buttonClass('secondary')}>
          {t('keepOrdering')}
        </AppLink>
      </div>
    </div>
  );
}
