import { DEFAULT_TIME_ZONE, instantOfLocal, localTime } from '@/lib/restaurants/hours';

// The reports' calendar: dates are YYYY-MM-DD local days of the chain's time
// zone (Europe/Madrid), so "the 29th" runs from its local midnight to the
// next one: 23 or 25 hours on the days the clocks change. Pure: no clock but
// the one passed in.

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (0 the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Every date from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index));
}

/** The instant local midnight begins `date` in `timeZone`. */
export function startOfLocalDay(date: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return instantOfLocal(date, '00:00', timeZone);
}

/** [start, end) of the local days from `from` to `to`, both included. */
export function localRange(from: string, to: string, timeZone: string = DEFAULT_TIME_ZONE): { start: Date; end: Date } {
  return { start: startOfLocalDay(from, timeZone), end: startOfLocalDay(addDays(to, 1), timeZone) };
}

/** Each local day of the range with its own [start, end). */
export function localDays(
  from: string,
  to: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): { day: string; start: Date; end: Date }[] {
  const days = eachDay(from, to);
  const starts = [...days, addDays(to, 1)].map((day) => startOfLocalDay(day, timeZone));
  return days.map((day, index) => ({ day, start: starts[index]!, end: starts[index + 1]! }));
}

/** The report a page opens with: the last 30 days, today included. */
export function lastThirtyDays(now: Date, timeZone: string = DEFAULT_TIME_ZONE): { from: string; to: string } {
  const today = localTime(now, timeZone).date;
  return { from: addDays(today, -29), to: today };
}
