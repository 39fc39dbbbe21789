'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { isOnlinePayment } from '@/lib/vocabulary/payment-methods';
import { addressLine } from '@/lib/orders/address-text';
import { DELIVERY_TRAVEL_MINUTES } from '@/lib/orders/slots';
import { Button } from '@/components/ui/button';
import { AppLink } from '@/components/ui/app-link';
import { badgeTone } from '@/components/orders/order-status';
import { formatEuros } from '@/lib/pricing/money';
import type { AdminOrderResource } from '@/lib/orders/staff-orders';
import { PREP_MINUTES, nextStep, statusWord } from '@/lib/vocabulary/order-status';
import type { OrderStatus } from '@/lib/vocabulary/catalogue';

const PREP_CHOICES = [5, 10, 15, 20, 25, 30, 40, 45, 60, 75, 90].filter(
  (minutes) => minutes >= PREP_MINUTES.min && minutes <= PREP_MINUTES.max,
);

export type StatusChange = { status: OrderStatus; prep_minutes?: number };

/** Older orders turn amber, then red, so the oldest are seen first. */
function ageTone(minutes: number): string {
  if (minutes >= 20) return 'bg-red-100 text-red-900';
  if (minutes >= 10) return 'bg-amber-100 text-amber-900';
  return 'bg-green-100 text-green-900';
}

/**
 * When the kitchen has it ready; for a delivery, also when it reaches the door (the estimate is
 * the door's). Once ready, the kitchen's time is past: a delivery keeps only the door's, and an
 * order for the counter or a table none («Listo a las 13:00» on an order ready at 11:01 misled).
 */
function estimate(
  order: AdminOrderResource,
  format: Intl.DateTimeFormat,
  t: ReturnType<typeof useTranslations<'Admin'>>,
): string | null {
  const at = new Date(order.estimated_at!);
  const isCooked = order.status === 'ready' || order.status === 'out_for_delivery';
  if (order.delivery_type !== 'delivery') return isCooked ? null : t('estimated', { time: format.format(at) });
  if (isCooked) return t('estimatedDoor', { time: format.format(at) });
  const ready = new Date(at.getTime() - DELIVERY_TRAVEL_MINUTES * 60_000);
  return t('estimatedArrival', { ready: format.format(ready), time: format.format(at) });
}

/** One order on the board: who, what, when, and the actions its status allows. */
export function OrderCard({
  order,
  now,
  isBusy,
  onChange,
  onAskReason,
}: {
  order: AdminOrderResource;
  now: number;
  isBusy: boolean;
  onChange: (order: AdminOrderResource, change: StatusChange) => void;
  onAskReason: (order: AdminOrderResource) => void;
}) {
  const t = useTranslations('Admin');
  const tStatus = useTranslations('OrderStatus');
  const [prep, setPrep] = useState<number>(PREP_MINUTES.default);
  const minutes = Math.max(0, Math.floor((now - new Date(order.created_at).getTime()) / 60_000));
  const timeFormat = new Intl.DateTimeFormat('es-ES', { timeStyle: 'short', timeZone: order.restaurant.time_zone });
  const readyBy = order.estimated_at ? estimate(order, timeFormat, t) : null;
  const type =
    order.delivery_type === 'fast' && order.table_number
      ? t('type.table', { table: order.table_number })
      : t(`type.${order.delivery_type}`);
  const next = nextStep(order.delivery_type, order.status);
  // Heard with its order: a list of buttons read out of the card says which order each one moves.
  const forOrder = <span className="sr-only">{t('forOrder', { number: order.number })}</span>;
  const headingId = `order-${order.id}`;

  return (
    <article aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-line md:p-3 lg:p-4">
      {/* The number and its age on one row (under the number on an upright tablet's narrow columns); the badges below. */}
      <header>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id={headingId} tabIndex={-1} className="font-display text-xl font-bold whitespace-nowrap">
            <span className="sr-only">{t('orderLabel', { number: order.number })}</span>
            <span aria-hidden="true">{order.number}</span>
          </h3>
          <span className={`ml-auto rounded-full px-2.5 py-0.5 text-sm font-semibold ${ageTone(minutes)}`}>
            {t('age', { minutes })}
          </span>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <span className="rounded-full bg-ink px-2.5 py-0.5 text-sm font-semibold text-white">{type}</span>
          <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${badgeTone(order.status)}`}>
            {tStatus(statusWord(order.status, order.table_number))}
          </span>
          {isOnlinePayment(order.payment_method) ? (
            <span
              className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${
                order.payment_status === 'refund_failed' ? 'bg-red-100 text-red-900' : 'bg-emerald-100 text-emerald-900'
              }`}
            >
              {t('paidOnline', { method: order.payment_method, status: order.payment_status })}
            </span>
          ) : null}
          {order.entered_by ? (
            <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-sm font-medium text-sky-900">
              {t('byPhone', { name: order.entered_by })}
            </span>
          ) : null}
        </div>
      </header>
      <p className="mt-2 text-sm">
        {order.scheduled_for ? t('scheduled', { time: timeFormat.format(new Date(order.scheduled_for)) }) : t('asap')}
        {readyBy ? ` · ${readyBy}` : ''}
      </p>
      <p className="mt-1 text-sm">
        <span className="font-semibold">{order.customer_name}</span>
        {order.customer_phone ? (
          <>
            {' · '}
            <a
              href={`tel:${order.customer_phone.replace(/\s+/g, '')}`}
              // A finger's height to call from a tablet, without making the line taller.
              className="-my-3.5 inline-block py-3.5 underline"
              aria-label={t('call', { name: order.customer_name, phone: order.customer_phone })}
            >
              {order.customer_phone}
            </a>
          </>
        ) : null}
      </p>
      {order.address ? (
        <p className="mt-1 text-sm" data-testid="order-address">
          {t('deliverTo', { address: addressLine(order.address) })}
          {order.address.notes ? <span className="block text-muted">{order.address.notes}</span> : null}
        </p>
      ) : null}
      {isOnlinePayment(order.payment_method) ? null : (
        <p className="mt-1 text-sm font-semibold" data-testid="order-payment">
          {t('payOffline', { method: order.payment_method, status: order.payment_status })}
        </p>
      )}
      {order.customer_allergies.length > 0 ? (
        <p className="mt-2 rounded-lg bg-red-50 px-3 py-1.5 text-sm font-bold text-red-800 ring-1 ring-red-300">
          {t('allergies', { list: order.customer_allergies.join(', ') })}
        </p>
      ) : null}
      <ul className="mt-3 space-y-1.5 border-t border-line pt-3">
        {order.lines.map((line) => (
          <li key={line.id}>
            <p className="font-semibold">
              {line.quantity} × {line.name}
              {line.prepared_at ? (
                <span className="ml-2 inline-block rounded-full bg-green-100 px-2 text-xs font-semibold text-green-900">
                  <span aria-hidden="true">✓ </span>
                  {t('lineDone')}
                </span>
              ) : null}
            </p>
            {line.details.length > 0 ? <p className="text-sm text-muted">{line.details.join(' · ')}</p> : null}
          </li>
        ))}
      </ul>
      {order.observation ? (
        <p className="mt-2 text-sm font-medium">{t('observation', { text: order.observation })}</p>
      ) : null}
      <p className="mt-2 flex justify-between text-sm text-muted">
        <span data-testid="order-total">{formatEuros(order.total)}</span>
        <AppLink
          href={`/admin/pedidos/${encodeURIComponent(order.id)}/ticket`}
          target="_blank"
          className="-my-3 inline-flex min-h-11 items-center px-2 underline"
          aria-label={t('printTicket', { number: order.number })}
        >
          {t('ticket')}
        </AppLink>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {order.status === 'received' ? (
          <>
            <label className="flex basis-full items-center justify-between gap-2 text-sm">
              <span className="font-medium">{t('prepTime')}</span>
              <select
                value={prep}
                onChange={(event) => setPrep(Number(event.target.value))}
                className="min-h-11 rounded-lg border border-line bg-white px-2 py-2"
              >
                {PREP_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t('prepOption', { minutes: choice })}
                  </option>
                ))}
              </select>
            </label>
            <Button
              isBusy={isBusy}
              className="flex-1"
              onClick={() => onChange(order, { status: 'accepted', prep_minutes: prep })}
            >
              {t('accept')}
              {forOrder}
            </Button>
            <Button variant="dangerOutline" className="flex-1" disabled={isBusy} onClick={() => onAskReason(order)}>
              {t('reject')}
              {forOrder}
            </Button>
          </>
        ) : (
          <>
            {next ? (
              <Button isBusy={isBusy} onClick={() => onChange(order, { status: next })}>
                {t(`next.${statusWord(next, order.table_number) as 'preparing'}`)}
                {forOrder}
              </Button>
            ) : null}
            {order.allowed_transitions.includes('cancelled') ? (
              <Button variant="ghost" disabled={isBusy} onClick={() => onAskReason(order)}>
                {t('cancel')}
                {forOrder}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </article>
  );
}
