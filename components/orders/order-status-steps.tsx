import { useFormatter, useTranslations } from 'next-intl';
import type { OrderResource } from '@/lib/orders/queries';
import { statusWord } from '@/lib/vocabulary/order-status';
import { reachedAt, statusSteps } from './order-status';

type Props = {
  order: Pick<
    OrderResource,
    'status' | 'delivery_type' | 'table_number' | 'status_history' | 'created_at' | 'cancel_reason'
  > & {
    restaurant: Pick<OrderResource['restaurant'], 'time_zone'>;
  };
};

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d="m5 10.5 3.2 3L15 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Recibido → Aceptado → En preparación → Listo → (En reparto) → Entregado/Recogido
 * as an ordered list; the current step carries aria-current="step" and every
 * step says in words whether it is done, current or pending.
 */
export function OrderStatusSteps({ order }: Props) {
  const t = useTranslations('Orders');
  const tStatus = useTranslations('OrderStatus');
  const format = useFormatter();
  const timeZone = order.restaurant.time_zone;

  if (order.status === 'cancelled') {
    const at = reachedAt(order.status_history, 'cancelled');
    return (
      <div className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="flex items-center gap-2 text-lg font-bold">
          <span aria-hidden="true" className="grid h-7 w-7 place-items-center rounded-full bg-red-700 text-white">
            ×
          </span>
          {t('cancelledTitle')}
        </p>
        {at ? (
          <p className="mt-1">
            {t('cancelledAt', {
              date: format.dateTime(new Date(at), { dateStyle: 'long', timeStyle: 'short', timeZone }),
            })}
          </p>
        ) : null}
        {order.cancel_reason ? <p className="mt-1">{t('cancelReason', { reason: order.cancel_reason })}</p> : null}
      </div>
    );
  }

  const steps = statusSteps(order.delivery_type, order.status);
  const current = steps.indexOf(order.status);
  const isFinished = current === steps.length - 1;

  return (
    <div>
      {order.status === 'pending_payment' ? (
        <p className="mb-4 font-semibold text-amber-900">{t('pendingPayment')}</p>
      ) : null}
      <ol aria-label={t('stepsLabel')} className="grid sm:auto-cols-fr sm:grid-flow-col">
        {steps.map((step, index) => {
          const isDone = index < current || (isFinished && index === current);
          const isCurrent = index === current;
          const at =
            isDone || isCurrent
              ? (reachedAt(order.status_history, step) ?? (step === 'received' ? order.created_at : null))
              : null;
          const state = isCurrent && !isFinished ? t('stepCurrent') : isDone ? t('stepDone') : t('stepPending');
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className="relative flex items-start gap-3 pb-5 last:pb-0 sm:flex-col sm:items-center sm:gap-2 sm:px-1 sm:pb-0 sm:text-center"
            >
              {index < steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={`absolute top-9 bottom-1 left-[15px] w-0.5 sm:top-[15px] sm:right-[calc(-50%+1.25rem)] sm:bottom-auto sm:left-[calc(50%+1.25rem)] sm:h-0.5 sm:w-auto ${
                    index < current ? 'bg-brand' : 'bg-line'
                  }`}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={`relative grid h-8 w-8 shrink-0 place-items-center rounded-full text-sm font-bold ${
                  isDone
                    ? 'bg-brand text-white'
                    : isCurrent
                      ? 'bg-white text-brand ring-4 ring-brand'
                      : 'bg-white text-muted ring-2 ring-line'
                }`}
              >
                {isDone ? <CheckIcon /> : index + 1}
              </span>
              <span className="min-w-0 pt-1 sm:pt-0">
                <span className={`block ${isCurrent ? 'font-bold text-ink' : isDone ? 'font-semibold' : 'text-muted'}`}>
                  {tStatus(statusWord(step, order.table_number))}
                </span>
                <span className="sr-only">, {state}</span>
                {at ? (
                  <span className="block text-sm text-muted">
                    {t('stepAt', {
                      time: format.dateTime(new Date(at), { hour: '2-digit', minute: '2-digit', timeZone }),
                    })}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
