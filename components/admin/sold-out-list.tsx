'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { calendarDaysBetween } from '@/lib/restaurants/hours';

/** "Agotado" for a while, or until the restaurant's next opening (0). */
const OFF_FOR = [30, 60, 120, 0];

export type SoldOutItem = { id: number; name: string; available: boolean; until: string | null };

/**
 * One list of things staff can run out of (products or ingredients): each with
 * its state, how long to take it off and the button that does it. A hundred
 * and more at a busy counter: what is off comes first, and a search narrows
 * the rest as it is typed.
 */
export function SoldOutList({
  kind,
  items,
  busyId,
  timeZone,
  onChange,
}: {
  /** What the list holds, for its search's label. */
  kind: 'products' | 'ingredients';
  items: SoldOutItem[];
  busyId: number | null;
  timeZone: string;
  onChange: (item: SoldOutItem, available: boolean, minutes: number) => void;
}) {
  const t = useTranslations('Controls');
  const [offFor, setOffFor] = useState<Record<number, number>>({});
  const [query, setQuery] = useState('');
  const searchId = useId();
  const wanted = folded(query.trim());
  const shown = items
    .filter((item) => folded(item.name).includes(wanted))
    .sort((a, b) => Number(a.available) - Number(b.available));
  const clock = new Intl.DateTimeFormat('es-ES', { timeStyle: 'short', timeZone });
  const weekday = new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone });
  const untilLabel = (iso: string) => {
    const date = new Date(iso);
    const time = clock.format(date);
    // Past midnight, "hasta las 0:15" would read as today: tomorrow says so, later days by name.
    const days = calendarDaysBetween(new Date(), date, timeZone);
    if (days <= 0) return t('offUntil', { time });
    return days === 1 ? t('offUntilTomorrow', { time }) : t('offUntilDay', { day: weekday.format(date), time });
  };

  return (
    <>
      <label htmlFor={searchId} className="mt-3 block text-sm font-medium">
        {t(kind === 'products' ? 'searchProducts' : 'searchIngredients')}
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        className="mt-1 min-h-11 w-full max-w-sm rounded-lg border border-line bg-white px-3 py-2"
      />
      {shown.length === 0 && wanted !== '' ? (
        <p role="status" className="mt-3 text-muted">
          {t('noMatch', { query: query.trim() })}
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-line">
        {shown.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-semibold">{item.name}</span>
              {item.available ? null : (
                <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">
                  {item.until ? untilLabel(item.until) : t('off')}
                </span>
              )}
            </span>
            {item.available ? (
              <span className="flex items-center gap-2">
                <select
                  aria-label={t('offForLabel', { name: item.name })}
                  value={offFor[item.id] ?? OFF_FOR[0]}
                  onChange={(event) => setOffFor({ ...offFor, [item.id]: Number(event.target.value) })}
                  className="min-h-11 rounded-lg border border-line bg-white px-2 py-1.5 text-sm"
                >
                  {OFF_FOR.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {minutes > 0 ? t('forMinutes', { minutes }) : t('untilOpening')}
                    </option>
                  ))}
                </select>
                <Button
                  variant="dangerOutline"
                  size="sm"
                  isBusy={busyId === item.id}
                  aria-label={t('markSoldOut', { name: item.name })}
                  onClick={() => onChange(item, false, offFor[item.id] ?? OFF_FOR[0]!)}
                >
                  {t('soldOutButton')}
                </Button>
              </span>
            ) : (
              <Button
                size="sm"
                isBusy={busyId === item.id}
                aria-label={t('markBack', { name: item.name })}
                onClick={() => onChange(item, true, 0)}
              >
                {t('backButton')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Lower case without accents: «cafe» finds «Café». */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
