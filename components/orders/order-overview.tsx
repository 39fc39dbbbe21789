import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { OrderResource } from '@/lib/orders/queries';
import { OrderInfo } from './order-info';
import { CARD } from './order-status';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';

/** The body both order pages share: products and totals, then where, when and how; `actions` go under the details. */
export function OrderOverview({ order, actions }: { order: OrderResource; actions?: ReactNode }) {
  const t = useTranslations('Orders');
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby="pedido-productos" className={CARD}>
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="pedido-productos" className="font-display text-2xl font-bold">
            {t('itemsTitle')}
          </h2>
          <p className="text-sm text-muted">{t('itemsCount', { count: itemCount })}</p>
        </div>
        <div className="mt-4">
          <OrderLines lines={order.lines} />
        </div>
        <div className="mt-4 border-t border-line pt-4">
          <OrderTotals {...order} />
        </div>
      </section>
      <section aria-labelledby="pedido-datos" className={CARD}>
        <h2 id="pedido-datos" className="font-display text-2xl font-bold">
          {t('detailsTitle')}
        </h2>
        <div className="mt-4">
          <OrderInfo order={order} />
        </div>
        {actions ? <div className="mt-6 border-t border-line pt-5">{actions}</div> : null}
      </section>
    </div>
  );
}
