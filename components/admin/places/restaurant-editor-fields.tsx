'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { DELIVERY_TYPES, type DeliveryType } from '@/lib/vocabulary/catalogue';
import { Button } from '@/components/ui/button';
import {
  copyMondayToWeek,
  copyWeek,
  endsNextDay,
  nextShift,
  WEEKDAYS,
  type HoursDraft,
  type PostalCodeDraft,
  type ShiftDraft,
  type Weekday,
} from './restaurant-draft';

// The lists of the restaurant editor: the week's shifts of each delivery type
// and the delivery postal codes. Each row says what it is to a screen reader
// ("A domicilio, lunes, turno 2: abre"), and a new row takes the focus.

const TIME = 'min-h-11 rounded-lg border border-line bg-white px-2 text-base aria-[invalid=true]:border-red-700';
const TEXT = 'min-h-11 w-full rounded-lg border border-line bg-white px-3 text-base aria-[invalid=true]:border-red-700';

/** Focuses the element with `id` after the next render (a row just added, or the button after a removed one). */
function useFocusNext(): (id: string) => void {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    document.getElementById(pending.current)?.focus();
    pending.current = null;
  });
  return (id) => {
    pending.current = id;
  };
}

export const shiftId = (type: DeliveryType, weekday: Weekday, index: number) => `hours-${type}-${weekday}-${index}`;

type ShiftErrorOf = (type: DeliveryType, weekday: Weekday, index: number) => string | undefined;

/** The opening hours: for each delivery type, a row per weekday with its shifts. */
export function HoursEditor({
  hours,
  onChange,
  errorOf,
}: {
  hours: HoursDraft;
  onChange: (hours: HoursDraft) => void;
  errorOf: ShiftErrorOf;
}) {
  const t = useTranslations('PlacesAdmin.editor');
  const focus = useFocusNext();
  return (
    <div className="space-y-6">
      {DELIVERY_TYPES.map((type) => {
        const typeName = t(`deliveryType.${type}`);
        const setDay = (weekday: Weekday, shifts: ShiftDraft[]) =>
          onChange({ ...hours, [type]: { ...hours[type], [weekday]: shifts } });
        return (
          <fieldset key={type} className="rounded-xl p-3 ring-1 ring-line sm:p-4" data-testid={`hours-${type}`}>
            <legend className="px-1 font-semibold">{typeName}</legend>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onChange(copyMondayToWeek(hours, type))}
                aria-label={t('copyMondayNamed', { type: typeName })}
              >
                {t('copyMonday')}
              </Button>
              {DELIVERY_TYPES.filter((other) => other !== type).map((other) => (
                <Button
                  key={other}
                  variant="ghost"
                  onClick={() => onChange(copyWeek(hours, other, type))}
                  aria-label={t('copyFromNamed', { from: t(`deliveryType.${other}`), to: typeName })}
                >
                  {t('copyFrom', { from: t(`deliveryType.${other}`) })}
                </Button>
              ))}
            </div>
            <ul className="mt-2 divide-y divide-line">
              {WEEKDAYS.map((weekday) => {
                const day = t(`weekdays.${weekday}`);
                const shifts = hours[type][weekday];
                const setShift = (index: number, patch: Partial<ShiftDraft>) =>
                  setDay(
                    weekday,
                    shifts.map((shift, at) => (at === index ? { ...shift, ...patch } : shift)),
                  );
                return (
                  <li key={weekday} className="grid gap-2 py-2 sm:grid-cols-[7rem_1fr] sm:items-start">
                    <span className="font-semibold sm:pt-2.5">{day}</span>
                    <div className="flex flex-col gap-2">
                      {shifts.length === 0 ? <span className="text-muted sm:pt-2.5">{t('closed')}</span> : null}
                      {shifts.map((shift, index) => {
                        const id = shiftId(type, weekday, index);
                        const error = errorOf(type, weekday, index);
                        const label = { type: typeName, day: day.toLowerCase(), shift: index + 1 };
                        return (
                          <div key={index}>
                            <div className="flex flex-wrap items-center gap-2">
                              <label>
                                <span className="sr-only">{t('opensAt', label)}</span>
                                <input
                                  id={`${id}-opens`}
                                  type="time"
                                  value={shift.opensAt}
                                  onChange={(event) => setShift(index, { opensAt: event.target.value })}
                                  aria-invalid={error ? true : undefined}
                                  aria-describedby={error ? `${id}-error` : undefined}
                                  className={TIME}
                                />
                              </label>
                              <span aria-hidden="true">–</span>
                              <label>
                                <span className="sr-only">{t('closesAt', label)}</span>
                                <input
                                  id={`${id}-closes`}
                                  type="time"
                                  value={shift.closesAt}
                                  onChange={(event) => setShift(index, { closesAt: event.target.value })}
                                  aria-invalid={error ? true : undefined}
                                  aria-describedby={error ? `${id}-error` : undefined}
                                  className={TIME}
                                />
                              </label>
                              {endsNextDay(shift) ? (
                                <span className="rounded-full bg-cream px-2 py-0.5 text-sm">{t('nextDay')}</span>
                              ) : null}
                              <Button
                                variant="ghost"
                                onClick={() => {
                                  setDay(
                                    weekday,
                                    shifts.filter((_, at) => at !== index),
                                  );
                                  focus(`hours-${type}-${weekday}-add`);
                                }}
                                aria-label={t('removeShiftNamed', label)}
                              >
                                {t('removeShift')}
                              </Button>
                            </div>
                            {error ? (
                              <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                                {error}
                              </p>
                            ) : null}
                          </div>
                        );
                      })}
                      <div>
                        <Button
                          id={`hours-${type}-${weekday}-add`}
                          variant="ghost"
                          onClick={() => {
                            setDay(weekday, [...shifts, nextShift(shifts)]);
                            focus(`${shiftId(type, weekday, shifts.length)}-opens`);
                          }}
                          aria-label={t('addShiftNamed', { type: typeName, day: day.toLowerCase() })}
                        >
                          + {t('addShift')}
                        </Button>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}

/** The postal codes the restaurant delivers to, each with its own shipping cost or the restaurant's. */
export function PostalCodeRows({
  rows,
  onChange,
  errorOf,
}: {
  rows: PostalCodeDraft[];
  onChange: (rows: PostalCodeDraft[]) => void;
  errorOf: (index: number) => string | undefined;
}) {
  const t = useTranslations('PlacesAdmin.editor');
  const focus = useFocusNext();
  const set = (index: number, patch: Partial<PostalCodeDraft>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <div className="space-y-2">
      {rows.length === 0 ? <p className="text-muted">{t('noPostalCodes')}</p> : null}
      <ul className="space-y-2">
        {rows.map((row, index) => {
          const id = `postal-code-${index}`;
          const error = errorOf(index);
          const code = row.postalCode.trim() || String(index + 1);
          return (
            <li key={index}>
              <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 sm:max-w-xl">
                <label className="text-sm font-semibold">
                  {t('postalCodeN', { n: index + 1 })}
                  <input
                    id={`${id}-code`}
                    value={row.postalCode}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={5}
                    onChange={(event) => set(index, { postalCode: event.target.value })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    className={`${TEXT} mt-1 font-normal`}
                  />
                </label>
                <label className="text-sm font-semibold">
                  <span aria-hidden="true">{t('postalCodeCost')}</span>
                  <span className="sr-only">
                    {row.postalCode.trim()
                      ? t('postalCodeCostNamed', { code: row.postalCode.trim() })
                      : t('postalCodeCostOfRow', { n: index + 1 })}
                  </span>
                  <input
                    value={row.shippingCost}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={t('ownCost')}
                    onChange={(event) => set(index, { shippingCost: event.target.value })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    className={`${TEXT} mt-1 font-normal`}
                  />
                </label>
                <Button
                  variant="ghost"
                  onClick={() => {
                    onChange(rows.filter((_, at) => at !== index));
                    focus('postal-code-add');
                  }}
                  aria-label={t('removePostalCodeNamed', { code })}
                >
                  {t('remove')}
                </Button>
              </div>
              {error ? (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Button
        id="postal-code-add"
        variant="secondary"
        onClick={() => {
          onChange([...rows, { postalCode: '', shippingCost: '' }]);
          focus(`postal-code-${rows.length}-code`);
        }}
      >
        {t('addPostalCode')}
      </Button>
    </div>
  );
}
