import { isOnlinePayment } from '@/lib/vocabulary/payment-methods';
import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { OrderResource } from '@/lib/orders/queries';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-1 break-words">{children}</dd>
    </div>
  );
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Where and when: the delivery address, or the restaurant with its address and
 * phone (and the table for table orders); the time, in the restaurant's time zone; how
 * the customer pays; observations and contact.
 */
export function OrderInfo({ order }: { order: OrderResource }) {
  const t = useTranslations('Orders');
  const format = useFormatter();
  const { restaurant, address } = order;
  const isDelivery = order.delivery_type === 'delivery';

  return (
    <dl className="space-y-4">
      {isDelivery && address ? (
        <Item term={t('address')}>
          <address className="not-italic">
            {[address.street, address.number].filter(Boolean).join(', ')}
            {address.floor || address.door ? (
              <>
                <br />
                {[
                  address.floor ? t('floor', { floor: address.floor }) : null,
                  address.door ? t('door', { door: address.door }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </>
            ) : null}
            <br />
            {[address.postal_code, address.town].filter(Boolean).join(' ')}
            {address.province && address.province !== address.town ? ` (${address.province})` : null}
            {address.notes ? (
              <span className="mt-1 block text-sm text-muted">{t('addressNotes', { notes: address.notes })}</span>
            ) : null}
          </address>
        </Item>
      ) : null}
      <Item term={t('restaurant')}>
        <p className="font-semibold">{restaurant.commercial_name}</p>
        {order.table_number ? (
          <p className="font-semibold text-olive">{t('table', { table: order.table_number })}</p>
        ) : null}
        <address className="not-italic">
          {restaurant.address}, {restaurant.city}
          <br />
          <a href={telHref(restaurant.phone)} className="text-brand underline">
            {t('callRestaurant', { phone: restaurant.phone })}
          </a>
        </address>
      </Item>
      <Item term={t('time', { deliveryType: order.table_number !== null ? 'table' : order.delivery_type })}>
        {order.asap || !order.scheduled_for
          ? t('asap')
          : format.dateTime(new Date(order.scheduled_for), {
              weekday: 'long',
              day: 'numeric',
              month: 'long',
              hour: '2-digit',
              minute: '2-digit',
              timeZone: restaurant.time_zone,
            })}
      </Item>
      <Item term={t('payment')}>
        {t('paymentMethod', { method: order.payment_method })}
        {isOnlinePayment(order.payment_method) ? ` · ${t('paymentStatus', { status: order.payment_status })}` : null}
      </Item>
      {order.observation ? <Item term={t('observation')}>{order.observation}</Item> : null}
      <Item term={t('contact')}>
        {order.customer_name}
        {order.customer_phone ? ` · ${order.customer_phone}` : null}
      </Item>
    </dl>
  );
}
