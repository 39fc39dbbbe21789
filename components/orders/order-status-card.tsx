import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { OrderResource } from '@/lib/orders/queries';
import { statusWord } from '@/lib/vocabulary/order-status';
import { CARD, showsEstimate } from './order-status';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusSteps } from './order-status-steps';

/**
 * "Estado del pedido": the badge and the steps. With `isLive` the status line
 * is a polite live region, so a screen reader hears each change as it comes.
 */
export function OrderStatusCard({
  order,
  isLive = false,
  note,
}: {
  order: OrderResource;
  isLive?: boolean;
  note?: ReactNode;
}) {
  const t = useTranslations('Orders');
  const tStatus = useTranslations('OrderStatus');
  return (
    <section aria-labelledby="pedido-estado" className={CARD}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="pedido-estado" className="font-display text-2xl font-bold">
          {t('statusTitle')}
        </h2>
        <OrderStatusBadge status={order.status} tableNumber={order.table_number} />
      </div>
      <p className="sr-only" role={isLive ? 'status' : undefined}>
        {t('statusNow', { status: tStatus(statusWord(order.status, order.table_number)) })}
      </p>
      {showsEstimate(order) ? (
        <p className="mt-3 text-lg font-semibold">
          {t('estimated', {
            time: new Intl.DateTimeFormat('es-ES', { timeStyle: 'short', timeZone: order.restaurant.time_zone }).format(
              new Date(order.estimated_at!),
            ),
          })}
        </p>
      ) : null}
      <div className="mt-5">
        <OrderStatusSteps order={order} />
      </div>
      {note ? <div className="mt-4 text-sm text-muted">{note}</div> : null}
    </section>
  );
}
