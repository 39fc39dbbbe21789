// "HH:MM" windows of a restaurant's day (alcohol sale hours), apart from the
// rest of lib/restaurants/hours.ts: checkout asks only this, in the browser
// (issue 11: first-load JS).
import { wallClock } from '@/lib/time/wall-clock';

export const DAY_MINUTES = 1440;

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:MM" → minutes since midnight. "24:00" is accepted only where `endOfDay` allows it. */
export function parseTime(value: string, endOfDay = false): number {
  if (endOfDay && value === '24:00') return DAY_MINUTES;
  const match = HH_MM.exec(value);
  if (!match) throw new RangeError(`Invalid time "${value}", expected HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Whether the local time at `now` falls in the window `from`–`to` ("HH:MM"),
 * start included, end excluded, like a shift. A `to` earlier than `from`
 * crosses midnight; `from` equal to `to` is the whole day; a null bound means
 * never (a restaurant without alcohol sale hours sells none).
 */
export function isWithinWindow(now: Date, timeZone: string, from: string | null, to: string | null): boolean {
  if (from === null || to === null) return false;
  const start = parseTime(from);
  const end = parseTime(to, true);
  const wall = wallClock(now.getTime(), timeZone);
  const minutes = wall.hour * 60 + wall.minute;
  if (start === end) return true;
  return start < end ? start <= minutes && minutes < end : minutes >= start || minutes < end;
}
