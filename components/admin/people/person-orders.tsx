import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { PersonOrder } from '@/lib/admin/people';
import { formatEuros } from '@/lib/pricing/money';
import { DELIVERY_TYPES, ORDER_STATUSES, type DeliveryType, type OrderStatus } from '@/lib/vocabulary/catalogue';
import { statusWord } from '@/lib/vocabulary/order-status';
import { Cell } from '../table-cell';

type Props = {
  name: string;
  orders: PersonOrder[];
  /** How many orders the person has in all (the table shows the latest 20). */
  total: number;
  timeZone: string;
};

const isKnownStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);
const isDeliveryType = (value: string): value is DeliveryType => (DELIVERY_TYPES as readonly string[]).includes(value);

/** A person's latest orders: number (to its ticket), date, restaurant, type, status, total. */
export async function PersonOrders({ name, orders, total, timeZone }: Props) {
  const t = await getTranslations('PeopleAdmin');
  const tStatus = await getTranslations('OrderStatus');
  const date = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short', timeZone });
  const typeOf = (order: PersonOrder) =>
    order.delivery_type === 'fast' && order.table_number
      ? t('orders.types.table', { table: order.table_number })
      : isDeliveryType(order.delivery_type)
        ? t(`orders.types.${order.delivery_type}`)
        : order.delivery_type;
  const columns = [
    t('orders.number'),
    t('orders.date'),
    t('orders.restaurant'),
    t('orders.type'),
    t('orders.status'),
    t('orders.total'),
  ];
  return (
    <section aria-labelledby="person-orders-title" className="mt-8">
      <h2 id="person-orders-title" className="font-display text-xl font-bold">
        {t('orders.title')}
      </h2>
      {orders.length === 0 ? (
        <p className="mt-2 text-muted">{t('orders.empty')}</p>
      ) : (
        <>
          {total > orders.length ? (
            <p className="mt-1 text-sm text-muted">{t('orders.shown', { shown: orders.length, total })}</p>
          ) : null}
          <div
            className="mt-2 overflow-x-auto rounded-xl border border-line bg-white"
            tabIndex={0}
            role="region"
            aria-label={t('orders.scrollHint')}
          >
            <table className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]">
              <caption className="sr-only">{t('orders.caption', { name })}</caption>
              <thead className="bg-cream text-xs uppercase tracking-wide text-muted max-sm:sr-only">
                <tr>
                  {columns.map((label, index) => (
                    <th key={label} scope="col" className={`px-3 py-2 ${index === 5 ? 'text-right' : ''}`}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line align-top max-sm:block">
                {orders.map((order) => (
                  <tr key={order.id} className="max-sm:block max-sm:py-2">
                    <Cell label={t('orders.number')}>
                      <Link
                        href={`/admin/pedidos/${encodeURIComponent(order.id)}/ticket?copia=cliente`}
                        className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap underline underline-offset-2"
                        aria-label={t('orders.ticketNamed', { number: order.number })}
                      >
                        {order.number}
                      </Link>
                    </Cell>
                    <Cell label={t('orders.date')} className="whitespace-nowrap">
                      <time dateTime={order.created_at}>{date.format(new Date(order.created_at))}</time>
                    </Cell>
                    <Cell label={t('orders.restaurant')}>{order.restaurant_name}</Cell>
                    <Cell label={t('orders.type')}>{typeOf(order)}</Cell>
                    <Cell label={t('orders.status')}>
                      {isKnownStatus(order.status)
                        ? tStatus(statusWord(order.status, order.table_number))
                        : order.status}
                    </Cell>
                    <Cell label={t('orders.total')} className="whitespace-nowrap sm:text-right">
                      {formatEuros(order.total_cents)}
                    </Cell>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
