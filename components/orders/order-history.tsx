import { useFormatter, useTranslations } from 'next-intl';
import type { OrderSummary } from '@/lib/orders/queries';
import { DEFAULT_TIME_ZONE } from '@/lib/restaurants/hours';
import { formatEuros } from '@/lib/pricing/money';
import { AppLink } from '@/components/ui/app-link';
import { DeliveryTypeIcon } from '@/components/order/delivery-type-icon';
import { OrderStatusBadge } from './order-status-badge';
import { CARD } from './order-status';
import { buttonClass } from '@/components/ui/button';

/**
 * "Mis pedidos": the customer's orders, newest first, each leading to its
 * detail page (and "Repetir pedido"); a way to order when there are none yet.
 */
export function OrderHistory({ orders }: { orders: OrderSummary[] }) {
  const t = useTranslations('OrderHistory');
  const tOrders = useTranslations('Orders');
  const format = useFormatter();

  return (
    <section id="pedidos" aria-labelledby="pedidos-titulo" className={`scroll-mt-32 lg:scroll-mt-24 ${CARD}`}>
      <h2 id="pedidos-titulo" className="font-display text-2xl font-bold">
        {t('title')}
      </h2>
      {orders.length === 0 ? (
        <div className="mt-4">
          <p className="text-muted">{t('empty')}</p>
          <AppLink href="/pedido-online" className={`mt-4 ${buttonClass('primary')}`}>
            {t('firstOrder')}
          </AppLink>
        </div>
      ) : (
        <>
          <p className="mt-1 text-muted">{t('description')}</p>
          <ul className="mt-5 space-y-3">
            {orders.map((order) => (
              <li key={order.id}>
                <AppLink
                  href={`/detalle-del-pedido/${order.id}`}
                  className="group block rounded-xl border border-line p-4 hover:border-brand hover:bg-cream"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold group-hover:underline">{t('number', { number: order.number })}</span>
                    <OrderStatusBadge status={order.status} tableNumber={order.table_number} />
                  </div>
                  <div className="mt-2 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
                    <div className="min-w-0 text-sm text-muted">
                      <p className="flex flex-wrap items-center gap-x-1.5 text-base text-ink">
                        <DeliveryTypeIcon type={order.delivery_type} className="h-4 w-4 text-brand" />
                        <span>{order.restaurant}</span>
                        <span className="whitespace-nowrap">
                          <span aria-hidden="true">· </span>
                          {tOrders(`deliveryType.${order.delivery_type}`)}
                        </span>
                      </p>
                      <p className="mt-0.5">
                        <time dateTime={order.created_at}>
                          {format.dateTime(new Date(order.created_at), {
                            dateStyle: 'long',
                            timeStyle: 'short',
                            timeZone: DEFAULT_TIME_ZONE,
                          })}
                        </time>
                        {' · '}
                        {t('items', { count: order.items })}
                      </p>
                    </div>
                    <p className="text-lg font-bold tabular-nums">{formatEuros(order.total)}</p>
                  </div>
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
