'use client';

import { useTranslations } from 'next-intl';
import type { CheckoutOptions } from '@/lib/orders/checkout';
import type { Slot } from '@/lib/orders/slots';

export type TimeChoice = { mode: 'asap' | 'slot'; slot: string };

const DAY_LABEL = new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function groupByDay(slots: Slot[]): [string, Slot[]][] {
  const groups = new Map<string, Slot[]>();
  for (const slot of slots) groups.set(slot.date, [...(groups.get(slot.date) ?? []), slot]);
  return [...groups.entries()];
}

/**
 * When: as soon as possible while the restaurant is open, or one of its
 * slots, grouped by day. Dates and times are the restaurant's (its time zone).
 */
export function DeliveryTimeSection({
  options,
  today,
  value,
  error,
  onChange,
}: {
  options: NonNullable<CheckoutOptions>;
  today: string;
  value: TimeChoice;
  error: string | undefined;
  onChange: (value: TimeChoice) => void;
}) {
  const t = useTranslations('Checkout');
  const errorId = 'checkout-time-error';
  const describedBy = error ? errorId : undefined;
  const tomorrow = nextDate(today);
  const dayLabel = (date: string) =>
    date === today ? t('today') : date === tomorrow ? t('tomorrow') : DAY_LABEL.format(new Date(`${date}T12:00:00Z`));
  const hasSlots = options.slots.length > 0;
  const clock = new Intl.DateTimeFormat('es-ES', { timeStyle: 'short', timeZone: options.time_zone });

  return (
    <fieldset className="rounded-2xl border border-line bg-white px-4 py-4 sm:px-6">
      <legend className="float-left w-full font-display text-xl font-bold">
        {t('timeLegend', { type: options.delivery_type })}
      </legend>
      <div className="clear-both space-y-3 pt-3">
        <label className="flex items-start gap-3">
          <input
            type="radio"
            id="checkout-when-asap"
            name="when"
            value="asap"
            checked={value.mode === 'asap'}
            disabled={!options.is_open}
            onChange={() => onChange({ ...value, mode: 'asap' })}
            aria-describedby={describedBy}
            className="mt-1 h-5 w-5 shrink-0 accent-brand"
          />
          <span>
            <span className="block font-semibold">{t('asap')}</span>
            <span className="block text-sm text-muted">
              {options.is_open
                ? [
                    options.asap_estimate
                      ? t('asapEstimate', {
                          type: options.delivery_type,
                          time: clock.format(new Date(options.asap_estimate)),
                        })
                      : null,
                    options.closes_at ? t('openUntil', { time: options.closes_at }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : options.paused_until
                  ? t('asapPaused', { time: clock.format(new Date(options.paused_until)) })
                  : options.daily_menu_hours
                    ? t('asapDailyMenu', options.daily_menu_hours)
                    : t('asapClosed')}
            </span>
          </span>
        </label>
        <label className="flex items-start gap-3">
          <input
            type="radio"
            id="checkout-when-slot"
            name="when"
            value="slot"
            checked={value.mode === 'slot'}
            disabled={!hasSlots}
            onChange={() => onChange({ mode: 'slot', slot: value.slot || options.slots[0]?.value || '' })}
            aria-describedby={describedBy}
            className="mt-1 h-5 w-5 shrink-0 accent-brand"
          />
          <span className="font-semibold">{t('scheduled')}</span>
        </label>
        {value.mode === 'slot' && hasSlots ? (
          <div className="pl-8">
            <label htmlFor="checkout-slot" className="block text-sm font-medium">
              {t('slotLabel')}
            </label>
            <select
              id="checkout-slot"
              name="scheduled_for"
              value={value.slot}
              onChange={(event) => onChange({ mode: 'slot', slot: event.target.value })}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              className="mt-1 block w-full max-w-xs rounded-lg border border-line bg-white px-3 py-2 text-base shadow-sm focus:border-brand"
            >
              {groupByDay(options.slots).map(([date, slots]) => (
                <optgroup key={date} label={dayLabel(date)}>
                  {slots.map((slot) => (
                    <option key={slot.value} value={slot.value}>
                      {t('slotOption', { day: dayLabel(date), time: slot.time })}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        ) : null}
        {options.daily_menu_hours ? (
          <p className="text-sm text-muted">{t('dailyMenuSlots', options.daily_menu_hours)}</p>
        ) : null}
        {!hasSlots && !options.is_open ? <p className="text-sm font-medium text-red-700">{t('noSlots')}</p> : null}
        {error ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
