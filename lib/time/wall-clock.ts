// The wall clock of an IANA time zone at an instant, and its UTC offset: the
// one place that turns instants into a restaurant's local date and time
// (opening hours, ticket dates). Building an Intl.DateTimeFormat costs far
// more than using one, so there is one per time zone, kept.

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Instants already read, by zone and second: a day's slots and opening hours
 * ask for the same few hundred on every cart add and order, and reading one
 * from the formatter costs about 5 µs against 0,1 µs from here. Kept small.
 */
const seen = new Map<string, WallClock>();
const SEEN_MAX = 4096;

/** The wall clock in `timeZone` at the instant `ms` (epoch milliseconds), to the second. */
export function wallClock(ms: number, timeZone: string): WallClock {
  if (!Number.isFinite(ms)) throw new RangeError('Invalid date');
  // A date drops the fraction of a millisecond toward zero (TimeClip), then its second is floored.
  const key = `${timeZone} ${Math.floor(Math.trunc(ms) / 1000)}`;
  let wall = seen.get(key);
  if (!wall) {
    wall = read(ms, timeZone);
    if (seen.size >= SEEN_MAX) seen.clear();
    seen.set(key, wall);
  }
  return { ...wall };
}

function read(ms: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    // Some engines print midnight as 24 even with h23.
    hour: (parts.hour ?? NaN) % 24,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
  };
}

/** UTC offset of `timeZone` at the instant `ms`, in milliseconds (+2 h → 7_200_000). */
export function offsetAt(ms: number, timeZone: string): number {
  const wall = wallClock(ms, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}
