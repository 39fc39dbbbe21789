// Opening hours, daily-menu hours and alcohol sale hours, evaluated in the
// restaurant's own IANA time zone (never the server's). Pure functions: the
// only clock is the `now` the caller passes, the only calendar Intl.
import { DAILY_MENU_HOURS } from '@/lib/vocabulary/catalogue';
import { offsetAt, wallClock } from '@/lib/time/wall-clock';
import { DAY_MINUTES, parseTime } from './time-window';

export { isWithinWindow } from './time-window';

/**
 * One shift of RestaurantHours. `weekday` is ISO (1 = Monday ... 7 = Sunday);
 * times are "HH:MM" wall-clock times in the restaurant's zone. A `closesAt`
 * earlier than or equal to `opensAt` ends on the next day ("20:00"–"01:00";
 * "00:00"–"00:00" lasts 24 hours). `closesAt` may also be "24:00" (midnight).
 */
export type Shift = { weekday: number; opensAt: string; closesAt: string };

export interface LocalTime {
  /** ISO weekday of the local date: 1 = Monday ... 7 = Sunday. */
  weekday: number;
  /** Minutes since local midnight, 0–1439. */
  minutes: number;
  /** Seconds within the minute, 0–59 (so the second of the day is minutes * 60 + seconds). */
  seconds: number;
  /** The local date, YYYY-MM-DD. */
  date: string;
}

export interface NextOpening {
  weekday: number;
  opensAt: string;
  /** Local date (YYYY-MM-DD) of that opening, which tells "later today" from "in a week". */
  date: string;
}

export interface OpenState {
  isOpen: boolean;
  /** "HH:MM" when the current opening ends (contiguous shifts merged); null when closed or never closing. */
  closesAt: string | null;
  /** Real minutes (DST-aware) until closing, rounded up; null when closed or never closing. */
  closesInMinutes: number | null;
  /** Open, and closing within `soonMinutes` (inclusive). */
  closesSoon: boolean;
  /** The next opening when closed; null while open, or when there are no shifts at all. */
  nextOpening: NextOpening | null;
}

export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

/** Spanish weekday names by ISO weekday, for display. */
export const WEEKDAY_NAMES = {
  1: 'lunes',
  2: 'martes',
  3: 'miércoles',
  4: 'jueves',
  5: 'viernes',
  6: 'sábado',
  7: 'domingo',
} as const;

/** The Spanish name of an ISO weekday (1 = lunes ... 7 = domingo). */
export function weekdayName(weekday: number): string {
  assertWeekday(weekday);
  return WEEKDAY_NAMES[weekday as keyof typeof WEEKDAY_NAMES];
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

// ------------------------------------------------------------ parsing

/** "HH:MM:SS" → seconds since midnight (the DAILY_MENU_HOURS constants). */
function parseTimeWithSeconds(value: string): number {
  const match = /^(\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`Invalid time "${value}", expected HH:MM:SS`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

function assertWeekday(weekday: number): void {
  if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) {
    throw new RangeError(`Invalid weekday ${weekday}, expected 1 (Monday) to 7 (Sunday)`);
  }
}

// ------------------------------------------------------- time zone math

/**
 * The first instant at which the wall clock of `timeZone` reads at least
 * `minutes` after midnight of the local date `day` (epoch days; minutes may
 * exceed a day). A time repeated when clocks go back takes its first
 * occurrence (02:30 CEST, not 02:30 CET); a time skipped when they go forward
 * is reached at the jump itself (02:30 → 03:00 CEST).
 */
function instantAt(day: number, minutes: number, timeZone: string): number {
  const local = day * DAY_MS + minutes * MINUTE_MS;
  // At most one transition within a day of any wall time, in every real zone.
  const offsetBefore = offsetAt(local - DAY_MS, timeZone);
  const offsetAfter = offsetAt(local + DAY_MS, timeZone);
  const candidates = [local - offsetBefore, local - offsetAfter].filter(
    (instant) => instant + offsetAt(instant, timeZone) === local,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  // In the gap of a forward jump: find the jump between the instant the
  // clock shows `local` on the old offset and the one it would on the new.
  let lo = local - offsetAfter;
  let hi = local - offsetBefore;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetAt(mid, timeZone) === offsetBefore) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** Epoch day (days since 1970-01-01) → ISO weekday. */
function isoWeekdayOf(day: number): number {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

function isoDateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

// ------------------------------------------------------------ public API

/** The restaurant's local weekday, time and date at `now`. */
export function localTime(now: Date, timeZone: string = DEFAULT_TIME_ZONE): LocalTime {
  const wall = wallClock(now.getTime(), timeZone);
  const day = Date.UTC(wall.year, wall.month - 1, wall.day) / DAY_MS;
  return {
    weekday: isoWeekdayOf(day),
    minutes: wall.hour * 60 + wall.minute,
    seconds: wall.second,
    date: `${String(wall.year).padStart(4, '0')}-${pad(wall.month)}-${pad(wall.day)}`,
  };
}

/** Calendar days from `now`'s local date to `date`'s (0 the same day, 1 tomorrow, -1 yesterday), in the restaurant's time zone. */
export function calendarDaysBetween(now: Date, date: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  const dayOf = (instant: Date) => Date.parse(`${localTime(instant, timeZone).date}T00:00:00Z`) / DAY_MS;
  return dayOf(date) - dayOf(now);
}

interface Occurrence {
  shift: Shift;
  day: number;
  opensAtMs: number;
  closesAtMs: number;
}

/** Every shift placed on the real calendar, from yesterday to a week ahead, by opening. */
function occurrences(shifts: readonly Shift[], today: number, timeZone: string): Occurrence[] {
  const parsed = shifts.map((shift) => {
    assertWeekday(shift.weekday);
    const opens = parseTime(shift.opensAt);
    const closes = parseTime(shift.closesAt, true);
    return { shift, opens, closes: closes <= opens ? closes + DAY_MINUTES : closes };
  });
  const result: Occurrence[] = [];
  // A shift lasts at most 24 hours, so only yesterday's can still be running.
  for (let day = today - 1; day <= today + 7; day++) {
    const weekday = isoWeekdayOf(day);
    for (const { shift, opens, closes } of parsed) {
      if (shift.weekday !== weekday) continue;
      result.push({
        shift,
        day,
        opensAtMs: instantAt(day, opens, timeZone),
        closesAtMs: instantAt(day, closes, timeZone),
      });
    }
  }
  return result.sort((a, b) => a.opensAtMs - b.opensAtMs || a.closesAtMs - b.closesAtMs);
}

/**
 * Whether the restaurant is open at `now`, when it closes and when it opens
 * next. A shift is open from its opening minute (included) to its closing
 * minute (excluded); shifts that touch or overlap count as one opening, so
 * `closesAt` is the end of the whole run.
 */
export function openState(
  shifts: readonly Shift[],
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  soonMinutes = 30,
): OpenState {
  const nowMs = now.getTime();
  const { date } = localTime(now, timeZone);
  const today = Date.parse(`${date}T00:00:00Z`) / DAY_MS;
  const all = occurrences(shifts, today, timeZone);

  const running = all.filter((o) => o.opensAtMs <= nowMs && nowMs < o.closesAtMs);
  if (running.length === 0) {
    const next = all.find((o) => o.opensAtMs > nowMs);
    return {
      isOpen: false,
      closesAt: null,
      closesInMinutes: null,
      closesSoon: false,
      nextOpening: next
        ? { weekday: next.shift.weekday, opensAt: next.shift.opensAt, date: isoDateOf(next.day) }
        : null,
    };
  }

  let end = running.reduce((latest, o) => (o.closesAtMs > latest.closesAtMs ? o : latest));
  for (const o of all) {
    if (o.opensAtMs <= end.closesAtMs && o.closesAtMs > end.closesAtMs) end = o;
  }
  const remainingMs = end.closesAtMs - nowMs;
  if (remainingMs >= WEEK_MS) {
    // Open for a whole week without a break: always open.
    return { isOpen: true, closesAt: null, closesInMinutes: null, closesSoon: false, nextOpening: null };
  }
  return {
    isOpen: true,
    closesAt: end.shift.closesAt,
    closesInMinutes: Math.ceil(remainingMs / MINUTE_MS),
    closesSoon: remainingMs <= soonMinutes * MINUTE_MS,
    nextOpening: null,
  };
}

function byTime(a: Shift, b: Shift): number {
  return (
    a.weekday - b.weekday ||
    parseTime(a.opensAt) - parseTime(b.opensAt) ||
    parseTime(a.closesAt, true) - parseTime(b.closesAt, true)
  );
}

/**
 * The shifts of the restaurant's local weekday at `now`, by opening time.
 * Yesterday's shift still running after midnight is not among them (it is
 * yesterday's); openState accounts for it.
 */
export function todaysShifts(shifts: readonly Shift[], now: Date, timeZone: string = DEFAULT_TIME_ZONE): Shift[] {
  const { weekday } = localTime(now, timeZone);
  return shifts.filter((shift) => shift.weekday === weekday).sort(byTime);
}

const DAILY_MENU_FROM = parseTimeWithSeconds(DAILY_MENU_HOURS.from);
const DAILY_MENU_TO = parseTimeWithSeconds(DAILY_MENU_HOURS.to);

/** Daily menus are ordered from 08:00:00 to 16:00:00 restaurant time, both included (spec section 9). */
export function isWithinDailyMenuHours(now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const { minutes, seconds } = localTime(now, timeZone);
  const second = minutes * 60 + seconds;
  return DAILY_MENU_FROM <= second && second <= DAILY_MENU_TO;
}

/** "13:00–16:00 y 20:00–23:30" (sorted by opening), or "" without shifts. */
export function formatShifts(shifts: readonly Shift[]): string {
  const ranges = [...shifts].sort(byTime).map((shift) => `${shift.opensAt}–${shift.closesAt}`);
  if (ranges.length <= 1) return ranges.join('');
  return `${ranges.slice(0, -1).join(', ')} y ${ranges[ranges.length - 1]}`;
}

/** The openings (start and end instants) from yesterday's late shift to a week ahead, by start. */
export function openingsAround(shifts: readonly Shift[], now: Date, timeZone: string = DEFAULT_TIME_ZONE) {
  const { date } = localTime(now, timeZone);
  const today = Date.parse(`${date}T00:00:00Z`) / DAY_MS;
  return occurrences(shifts, today, timeZone).map((o) => ({
    opensAt: new Date(o.opensAtMs),
    closesAt: new Date(o.closesAtMs),
    date: isoDateOf(o.day),
  }));
}

/**
 * When the restaurant opens again after `now`: the start of the next opening
 * after the one running now (shifts that touch or overlap are one opening), or
 * the next one if it is closed. Null when it never opens in the coming week,
 * or never closes.
 */
export function nextOpeningAfter(
  shifts: readonly Shift[],
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date | null {
  let endMs = now.getTime();
  const openings = openingsAround(shifts, now, timeZone);
  for (const { opensAt, closesAt } of openings) {
    if (opensAt.getTime() <= endMs && closesAt.getTime() > endMs) endMs = closesAt.getTime();
  }
  return openings.find(({ opensAt }) => opensAt.getTime() > endMs)?.opensAt ?? null;
}

/**
 * The instant a wall-clock `date` ("YYYY-MM-DD") and `time` ("HH:MM") name in
 * `timeZone` (a time repeated in autumn: its first occurrence; one skipped in
 * spring: the jump itself).
 */
export function instantOfLocal(date: string, time = '00:00', timeZone: string = DEFAULT_TIME_ZONE): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(instantAt(Date.parse(`${date}T00:00:00Z`) / DAY_MS, hours * 60 + minutes, timeZone));
}

/** The wall-clock date and "HH:MM" of `instant` in `timeZone` (what a datetime-local field shows). */
export function localDateTimeOf(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): { date: string; time: string } {
  const { date, minutes } = localTime(instant, timeZone);
  return { date, time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
}
