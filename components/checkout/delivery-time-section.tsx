'use client';

import { useTranslations } from 'next-intl';
import type { CheckoutOptions } from '@/lib/orders/checkout';
import type { Slot } from '@/lib/orders/slots';
import { timeValues } from '@/lib/time/one-oclock';

export type TimeChoice = { mode: 'asap' | 'slot'; slot: string };

type Options = NonNullable<CheckoutOptions>;

const DAY_LABEL = new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The width (Tailwind's `sm`) from which the time is chosen in the page; below it, in the delivery time modal. */
export const INLINE_TIME_QUERY = '(min-width: 640px)';

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function groupByDay(slots: Slot[]): [string, Slot[]][] {
  const groups = new Map<string, Slot[]>();
  for (const slot of slots) groups.set(slot.date, [...(groups.get(slot.date) ?? []), slot]);
  return [...groups.entries()];
}

/** "Hoy", "Mañana" or the weekday and date of a slot's day. */
function useDayLabel(today: string) {
  const t = useTranslations('Checkout');
  const tomorrow = nextDate(today);
  return (date: string) =>
    date === today ? t('today') : date === tomorrow ? t('tomorrow') : DAY_LABEL.format(new Date(`${date}T12:00:00Z`));
}

/**
 * The choices themselves: as soon as possible while the restaurant is open,
 * or one of its slots, grouped by day. Dates and times are the restaurant's
 * (its time zone). Shared by the section (sm and up) and the modal (phones);
 * `idPrefix` keeps the two sets of ids apart.
 */
export function TimeChoices({
  options,
  today,
  value,
  idPrefix,
  errorId,
  hasError,
  onChange,
}: {
  options: Options;
  today: string;
  value: TimeChoice;
  idPrefix: string;
  errorId?: string;
  hasError?: boolean;
  onChange: (value: TimeChoice) => void;
}) {
  const t = useTranslations('Checkout');
  const dayLabel = useDayLabel(today);
  const hasSlots = options.slots.length > 0;
  const clock = new Intl.DateTimeFormat('es-ES', { timeStyle: 'short', timeZone: options.time_zone });
  const describedBy = hasError ? errorId : undefined;

  return (
    <div className="space-y-3">
      <label className="flex items-start gap-3">
        <input
          type="radio"
          id={`${idPrefix}-when-asap`}
          name={`${idPrefix}-when`}
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
                ? t('asapPaused', timeValues(clock.format(new Date(options.paused_until))))
                : options.daily_menu_hours
                  ? t('asapDailyMenu', options.daily_menu_hours)
                  : t('asapClosed')}
          </span>
        </span>
      </label>
      <label className="flex items-start gap-3">
        <input
          type="radio"
          id={`${idPrefix}-when-slot`}
          name={`${idPrefix}-when`}
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
          <label htmlFor={`${idPrefix}-slot`} className="block text-sm font-medium">
            {t('slotLabel')}
          </label>
          <select
            id={`${idPrefix}-slot`}
            name="scheduled_for"
            value={value.slot}
            onChange={(event) => onChange({ mode: 'slot', slot: event.target.value })}
            aria-describedby={describedBy}
            aria-invalid={hasError ? true : undefined}
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
    </div>
  );
}

/** What limits the choice: the daily menu's hours, or no time left at all. */
export function TimeNotes({ options }: { options: Options }) {
  const t = useTranslations('Checkout');
  return (
    <>
      {options.daily_menu_hours ? (
        <p className="text-sm text-muted">{t('dailyMenuSlots', options.daily_menu_hours)}</p>
      ) : null}
      {options.slots.length === 0 && !options.is_open ? (
        <p className="text-sm font-medium text-red-700">{t('noSlots')}</p>
      ) : null}
    </>
  );
}

/**
 * At a table there is no time to choose (issue 13): the order is served as
 * soon as it is ready, and only while the restaurant is open.
 */
function TableTime({ options, table, error }: { options: Options; table: number; error: string | undefined }) {
  const t = useTranslations('Checkout');
  const clock = new Intl.DateTimeFormat('es-ES', { timeStyle: 'short', timeZone: options.time_zone });
  return (
    <fieldset className="rounded-2xl border border-line bg-white px-4 py-4 sm:px-6">
      <legend className="float-left w-full font-display text-xl font-bold">
        {t('timeLegend', { type: options.delivery_type })}
      </legend>
      <div className="clear-both space-y-1 pt-3">
        {options.is_open ? (
          <>
            <p className="font-semibold">{t('tableAsap', { table })}</p>
            {options.asap_estimate ? (
              <p className="text-sm text-muted">
                {t('asapEstimate', { type: 'fast', time: clock.format(new Date(options.asap_estimate)) })}
              </p>
            ) : null}
          </>
        ) : (
          <p className="font-medium text-red-700">{t('tableClosed')}</p>
        )}
        {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      </div>
    </fieldset>
  );
}

/**
 * When. From sm up the choices are in the page; on a phone the section shows
 * the chosen time on a button that opens the delivery time modal
 * (`onOpenModal`) with the same choices. Both are rendered and CSS shows one,
 * so the server's HTML is already right for the screen and nothing jumps.
 * At a table (`table`), no choice at all.
 */
export function DeliveryTimeSection({
  options,
  today,
  value,
  table,
  error,
  onChange,
  onOpenModal,
}: ChooserProps & { table: number | null }) {
  if (table !== null) return <TableTime options={options} table={table} error={error} />;
  return (
    <TimeChooser
      options={options}
      today={today}
      value={value}
      error={error}
      onChange={onChange}
      onOpenModal={onOpenModal}
    />
  );
}

type ChooserProps = {
  options: Options;
  today: string;
  value: TimeChoice;
  error: string | undefined;
  onChange: (value: TimeChoice) => void;
  onOpenModal: () => void;
};

function TimeChooser({ options, today, value, error, onChange, onOpenModal }: ChooserProps) {
  const t = useTranslations('Checkout');
  const dayLabel = useDayLabel(today);
  const errorId = 'checkout-time-error';
  const chosenSlot = options.slots.find((slot) => slot.value === value.slot);
  const chosen =
    value.mode === 'asap'
      ? t('asap')
      : chosenSlot
        ? t('slotOption', { day: dayLabel(chosenSlot.date), time: chosenSlot.time })
        : t('pickTime');

  return (
    <fieldset className="rounded-2xl border border-line bg-white px-4 py-4 sm:px-6">
      <legend className="float-left w-full font-display text-xl font-bold">
        {t('timeLegend', { type: options.delivery_type })}
      </legend>
      <div className="clear-both space-y-3 pt-3">
        <div className="sm:hidden">
          <button
            type="button"
            id="checkout-time-button"
            onClick={onOpenModal}
            aria-haspopup="dialog"
            aria-describedby={error ? errorId : undefined}
            className={`flex w-full items-center justify-between gap-3 rounded-xl border px-4 py-3 text-left font-semibold hover:border-brand ${
              error ? 'border-red-700' : 'border-line'
            }`}
          >
            <span className="min-w-0 break-words">{chosen}</span>
            <span aria-hidden="true" className="text-2xl leading-none text-brand">
              ›
            </span>
          </button>
        </div>
        <div className="hidden sm:block">
          <TimeChoices
            options={options}
            today={today}
            value={value}
            idPrefix="checkout"
            errorId={errorId}
            hasError={Boolean(error)}
            onChange={onChange}
          />
        </div>
        <TimeNotes options={options} />
        {error ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
