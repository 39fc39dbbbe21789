import { describe, expect, it, vi } from 'vitest';
import {
  calendarDaysBetween,
  formatShifts,
  isWithinDailyMenuHours,
  isWithinWindow,
  localTime,
  nextOpeningAfter,
  openState,
  todaysShifts,
  weekdayName,
  WEEKDAY_NAMES,
  type Shift,
} from '@/lib/restaurants/hours';

const MADRID = 'Europe/Madrid';
const CANARY = 'Atlantic/Canary';
const UTC = 'UTC';

// July 2026: Wed 1, Thu 2, Fri 3, Sat 4, Sun 5, Mon 6, Tue 7. Madrid is UTC+2.
// January 2026: Thu 15. Madrid is UTC+1.
// DST in Madrid: Sun 2026-03-29 02:00 CET → 03:00 CEST; Sun 2026-10-25 03:00 CEST → 02:00 CET.
const at = (iso: string) => new Date(iso);

function day(weekday: number, ...ranges: [string, string][]): Shift[] {
  return ranges.map(([opensAt, closesAt]) => ({ weekday, opensAt, closesAt }));
}

/** Split shifts; closed on Mondays; Friday and Saturday dinners end at 01:00. */
const WEEK: Shift[] = [
  ...day(2, ['13:00', '16:00'], ['20:00', '23:30']),
  ...day(3, ['20:00', '23:30'], ['13:00', '16:00']),
  ...day(4, ['13:00', '16:00'], ['20:00', '23:30']),
  ...day(5, ['13:00', '16:00'], ['20:00', '01:00']),
  ...day(6, ['13:00', '16:00'], ['20:00', '01:00']),
  ...day(7, ['13:00', '16:00'], ['20:00', '23:30']),
];

const closed = (weekday: number, opensAt: string, date: string) => ({
  isOpen: false,
  closesAt: null,
  closesInMinutes: null,
  closesSoon: false,
  nextOpening: { weekday, opensAt, date },
});

const open = (closesAt: string, closesInMinutes: number, closesSoon = false) => ({
  isOpen: true,
  closesAt,
  closesInMinutes,
  closesSoon,
  nextOpening: null,
});

describe('localTime', () => {
  it.each([
    ['2026-07-01T06:30:00Z', MADRID, { weekday: 3, minutes: 8 * 60 + 30, seconds: 0, date: '2026-07-01' }],
    ['2026-07-01T06:30:00Z', UTC, { weekday: 3, minutes: 6 * 60 + 30, seconds: 0, date: '2026-07-01' }],
    ['2026-07-01T06:30:00Z', CANARY, { weekday: 3, minutes: 7 * 60 + 30, seconds: 0, date: '2026-07-01' }],
    ['2026-01-15T07:30:00Z', MADRID, { weekday: 4, minutes: 8 * 60 + 30, seconds: 0, date: '2026-01-15' }],
    ['2026-01-15T07:30:00Z', CANARY, { weekday: 4, minutes: 7 * 60 + 30, seconds: 0, date: '2026-01-15' }],
    // Local midnight, and a date (and year) ahead of UTC.
    ['2026-07-01T22:00:00Z', MADRID, { weekday: 4, minutes: 0, seconds: 0, date: '2026-07-02' }],
    ['2026-12-31T23:30:15Z', MADRID, { weekday: 5, minutes: 30, seconds: 15, date: '2027-01-01' }],
    ['2026-12-31T23:30:15Z', UTC, { weekday: 4, minutes: 23 * 60 + 30, seconds: 15, date: '2026-12-31' }],
    // Spring forward: 01:59:59 CET is followed by 03:00:00 CEST.
    ['2026-03-29T00:59:59Z', MADRID, { weekday: 7, minutes: 1 * 60 + 59, seconds: 59, date: '2026-03-29' }],
    ['2026-03-29T01:00:00Z', MADRID, { weekday: 7, minutes: 3 * 60, seconds: 0, date: '2026-03-29' }],
    // Fall back: 02:30 happens twice.
    ['2026-10-25T00:30:00Z', MADRID, { weekday: 7, minutes: 2 * 60 + 30, seconds: 0, date: '2026-10-25' }],
    ['2026-10-25T01:30:00Z', MADRID, { weekday: 7, minutes: 2 * 60 + 30, seconds: 0, date: '2026-10-25' }],
  ])('%s in %s is %o', (iso, timeZone, expected) => {
    expect(localTime(at(iso), timeZone)).toEqual(expected);
  });

  it('defaults to Europe/Madrid', () => {
    expect(localTime(at('2026-07-01T06:30:00Z'))).toEqual(localTime(at('2026-07-01T06:30:00Z'), MADRID));
  });

  it('rejects an unknown time zone and an invalid date', () => {
    expect(() => localTime(at('2026-07-01T06:30:00Z'), 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => localTime(new Date(Number.NaN), MADRID)).toThrow(RangeError);
  });

  it('ignores the server time zone', () => {
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    try {
      expect(localTime(at('2026-07-01T06:30:00Z'), MADRID)).toEqual({
        weekday: 3,
        minutes: 8 * 60 + 30,
        seconds: 0,
        date: '2026-07-01',
      });
      expect(isWithinDailyMenuHours(at('2026-07-01T06:30:00Z'), MADRID)).toBe(true);
      expect(openState(WEEK, at('2026-07-01T13:00:00+02:00'), MADRID)).toEqual(open('16:00', 180));
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('calendarDaysBetween', () => {
  it.each([
    // 23:41 in Madrid, 30 minutes later is 00:11 tomorrow there (and still today in UTC).
    ['2026-11-25T22:41:00Z', '2026-11-25T23:11:00Z', MADRID, 1],
    ['2026-11-25T22:41:00Z', '2026-11-25T23:11:00Z', UTC, 0],
    ['2026-11-25T10:00:00Z', '2026-11-25T22:59:00Z', MADRID, 0],
    ['2026-11-25T10:00:00Z', '2026-11-27T08:00:00Z', MADRID, 2],
    ['2026-11-25T10:00:00Z', '2026-11-24T10:00:00Z', MADRID, -1],
    // Across the 25-hour day of the clocks going back, and the 23-hour one of going forward.
    ['2026-10-24T21:30:00Z', '2026-10-25T22:59:00Z', MADRID, 1],
    ['2026-03-28T23:30:00Z', '2026-03-29T21:59:00Z', MADRID, 0],
    // The year turns.
    ['2026-12-31T22:50:00Z', '2026-12-31T23:05:00Z', MADRID, 1],
  ])('from %s to %s in %s: %i', (now, date, timeZone, days) => {
    expect(calendarDaysBetween(new Date(now), new Date(date), timeZone)).toBe(days);
  });
});

describe('openState', () => {
  it.each([
    // Around the opening and closing minutes of a split shift (Wednesday).
    ['2026-07-01T12:59:59+02:00', closed(3, '13:00', '2026-07-01')],
    ['2026-07-01T13:00:00+02:00', open('16:00', 180)],
    ['2026-07-01T15:29:00+02:00', open('16:00', 31)],
    ['2026-07-01T15:29:59+02:00', open('16:00', 31, false)],
    ['2026-07-01T15:30:00+02:00', open('16:00', 30, true)],
    ['2026-07-01T15:59:59+02:00', open('16:00', 1, true)],
    ['2026-07-01T16:00:00+02:00', closed(3, '20:00', '2026-07-01')],
    ['2026-07-01T19:59:00+02:00', closed(3, '20:00', '2026-07-01')],
    ['2026-07-01T20:00:00+02:00', open('23:30', 210)],
    ['2026-07-01T23:00:00+02:00', open('23:30', 30, true)],
    // After the last shift: tomorrow.
    ['2026-07-01T23:30:00+02:00', closed(4, '13:00', '2026-07-02')],
    ['2026-07-02T00:30:00+02:00', closed(4, '13:00', '2026-07-02')],
    // Friday's dinner runs past midnight, into Saturday.
    ['2026-07-03T23:59:00+02:00', open('01:00', 61)],
    ['2026-07-04T00:00:00+02:00', open('01:00', 60)],
    ['2026-07-04T00:30:00+02:00', open('01:00', 30, true)],
    ['2026-07-04T00:59:59+02:00', open('01:00', 1, true)],
    ['2026-07-04T01:00:00+02:00', closed(6, '13:00', '2026-07-04')],
    // Saturday's, into Sunday.
    ['2026-07-05T00:30:00+02:00', open('01:00', 30, true)],
    ['2026-07-05T01:00:00+02:00', closed(7, '13:00', '2026-07-05')],
    // Sunday night: Monday is closed, so Tuesday.
    ['2026-07-05T23:30:00+02:00', closed(2, '13:00', '2026-07-07')],
    ['2026-07-06T13:30:00+02:00', closed(2, '13:00', '2026-07-07')],
    // Winter: Madrid is UTC+1.
    ['2026-01-15T12:00:00Z', open('16:00', 180)],
    ['2026-01-15T15:00:00Z', closed(4, '20:00', '2026-01-15')],
  ])('at %s', (iso, expected) => {
    expect(openState(WEEK, at(iso), MADRID)).toEqual(expected);
  });

  it.each([
    // 12:00 UTC is 14:00 in Madrid, 13:00 in the Canaries, 12:00 in UTC.
    ['2026-07-01T12:00:00Z', MADRID, open('16:00', 120)],
    ['2026-07-01T12:00:00Z', CANARY, open('16:00', 180)],
    ['2026-07-01T12:00:00Z', UTC, closed(3, '13:00', '2026-07-01')],
    ['2026-07-01T11:30:00Z', CANARY, closed(3, '13:00', '2026-07-01')],
    ['2026-07-01T14:30:00Z', MADRID, closed(3, '20:00', '2026-07-01')],
    ['2026-07-01T14:30:00Z', CANARY, open('16:00', 30, true)],
    // Sunday 22:30 UTC: Monday 00:30 in Madrid (closed), still Sunday dinner in UTC.
    ['2026-07-05T22:30:00Z', MADRID, closed(2, '13:00', '2026-07-07')],
    ['2026-07-05T22:30:00Z', UTC, open('23:30', 60)],
  ])('at %s in %s', (iso, timeZone, expected) => {
    expect(openState(WEEK, at(iso), timeZone)).toEqual(expected);
  });

  describe('on DST change days', () => {
    const LATE_SATURDAY: Shift[] = [...day(6, ['22:00', '04:00']), ...day(7, ['13:00', '16:00'])];

    it.each([
      // Spring forward: 01:30 CET to 04:00 CEST is 90 minutes, not 150.
      ['2026-03-29T00:30:00Z', open('04:00', 90)],
      ['2026-03-29T01:00:00Z', open('04:00', 60)],
      ['2026-03-29T01:30:00Z', open('04:00', 30, true)],
      ['2026-03-29T02:00:00Z', closed(7, '13:00', '2026-03-29')],
      ['2026-03-29T10:59:59Z', closed(7, '13:00', '2026-03-29')],
      ['2026-03-29T11:00:00Z', open('16:00', 180)],
      ['2026-03-29T14:00:00Z', closed(6, '22:00', '2026-04-04')],
      // Fall back: 01:30 CEST to 04:00 CET is 210 minutes, not 150.
      ['2026-10-24T23:30:00Z', open('04:00', 210)],
      ['2026-10-25T00:30:00Z', open('04:00', 150)],
      ['2026-10-25T01:30:00Z', open('04:00', 90)],
      ['2026-10-25T02:30:00Z', open('04:00', 30, true)],
      ['2026-10-25T03:00:00Z', closed(7, '13:00', '2026-10-25')],
      ['2026-10-25T11:59:59Z', closed(7, '13:00', '2026-10-25')],
      ['2026-10-25T12:00:00Z', open('16:00', 180)],
    ])('at %s', (iso, expected) => {
      expect(openState(LATE_SATURDAY, at(iso), MADRID)).toEqual(expected);
    });

    it('opens a shift whose opening time is skipped at the jump', () => {
      const shifts = day(7, ['02:30', '05:00']);
      expect(openState(shifts, at('2026-03-29T00:59:59Z'), MADRID)).toEqual(closed(7, '02:30', '2026-03-29'));
      // 03:00 CEST, the first moment the clock shows 02:30 or later.
      expect(openState(shifts, at('2026-03-29T01:00:00Z'), MADRID)).toEqual(open('05:00', 120));
    });

    it('closes a shift whose closing time repeats at its first occurrence', () => {
      const shifts = day(6, ['22:00', '02:30']);
      expect(openState(shifts, at('2026-10-25T00:29:00Z'), MADRID)).toEqual(open('02:30', 1, true));
      expect(openState(shifts, at('2026-10-25T00:30:00Z'), MADRID).isOpen).toBe(false);
      // 02:15 CET, after the clocks went back: still closed.
      expect(openState(shifts, at('2026-10-25T01:15:00Z'), MADRID).isOpen).toBe(false);
    });
  });

  it('treats touching shifts as one opening', () => {
    const shifts = [...day(3, ['08:00', '16:30'], ['16:30', '23:00'], ['12:00', '14:00'])];
    expect(openState(shifts, at('2026-07-01T13:00:00+02:00'), MADRID)).toEqual(open('23:00', 600));
    expect(openState(shifts, at('2026-07-01T16:30:00+02:00'), MADRID)).toEqual(open('23:00', 390));
  });

  it('carries a shift ending at midnight into one starting at midnight', () => {
    const shifts = [...day(3, ['20:30', '00:00']), ...day(4, ['00:00', '02:00'])];
    expect(openState(shifts, at('2026-07-01T23:30:00+02:00'), MADRID)).toEqual(open('02:00', 150));
  });

  it('accepts 24:00 as a closing time', () => {
    const shifts = day(3, ['20:30', '24:00']);
    expect(openState(shifts, at('2026-07-01T23:30:00+02:00'), MADRID)).toEqual(open('24:00', 30, true));
    expect(openState(shifts, at('2026-07-02T00:00:00+02:00'), MADRID)).toEqual(closed(3, '20:30', '2026-07-08'));
  });

  it('finds the same weekday next week when today is the only open day', () => {
    expect(openState(day(3, ['13:00', '16:00']), at('2026-07-01T17:00:00+02:00'), MADRID)).toEqual(
      closed(3, '13:00', '2026-07-08'),
    );
  });

  it('has no next opening without shifts', () => {
    expect(openState([], at('2026-07-01T13:00:00+02:00'), MADRID)).toEqual({
      isOpen: false,
      closesAt: null,
      closesInMinutes: null,
      closesSoon: false,
      nextOpening: null,
    });
  });

  it('never closes when open round the clock', () => {
    const always = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => day(weekday, ['00:00', '00:00']));
    expect(openState(always, at('2026-07-01T13:00:00+02:00'), MADRID)).toEqual({
      isOpen: true,
      closesAt: null,
      closesInMinutes: null,
      closesSoon: false,
      nextOpening: null,
    });
  });

  it.each([
    [60, '2026-07-01T15:00:00+02:00', true],
    [60, '2026-07-01T14:59:59+02:00', false],
    [0, '2026-07-01T15:59:59+02:00', false],
  ])('with soonMinutes %i at %s closesSoon is %s', (soonMinutes, iso, expected) => {
    expect(openState(WEEK, at(iso), MADRID, soonMinutes).closesSoon).toBe(expected);
  });

  it('defaults to Europe/Madrid', () => {
    expect(openState(WEEK, at('2026-07-01T11:00:00Z'))).toEqual(open('16:00', 180));
  });

  it.each([
    [{ weekday: 3, opensAt: '25:00', closesAt: '16:00' }],
    [{ weekday: 3, opensAt: '13:00', closesAt: '1600' }],
    [{ weekday: 3, opensAt: '24:00', closesAt: '16:00' }],
    [{ weekday: 0, opensAt: '13:00', closesAt: '16:00' }],
    [{ weekday: 8, opensAt: '13:00', closesAt: '16:00' }],
  ])('rejects the malformed shift %o', (shift) => {
    expect(() => openState([shift], at('2026-07-01T13:00:00+02:00'), MADRID)).toThrow(RangeError);
  });
});

describe('todaysShifts', () => {
  it.each([
    ['2026-07-01T12:00:00+02:00', MADRID, day(3, ['13:00', '16:00'], ['20:00', '23:30'])],
    // After midnight the day is Saturday: Friday's late shift is not listed.
    ['2026-07-04T00:30:00+02:00', MADRID, day(6, ['13:00', '16:00'], ['20:00', '01:00'])],
    ['2026-07-06T12:00:00+02:00', MADRID, []],
    // Sunday 22:30 UTC is already Monday in Madrid.
    ['2026-07-05T22:30:00Z', MADRID, []],
    ['2026-07-05T22:30:00Z', UTC, day(7, ['13:00', '16:00'], ['20:00', '23:30'])],
  ])('at %s in %s', (iso, timeZone, expected) => {
    expect(todaysShifts(WEEK, at(iso), timeZone)).toEqual(expected);
  });

  it('does not reorder its input', () => {
    const input = [...WEEK];
    todaysShifts(input, at('2026-07-01T12:00:00+02:00'), MADRID);
    expect(input).toEqual(WEEK);
  });
});

describe('isWithinDailyMenuHours', () => {
  it.each([
    // Summer (UTC+2) and winter (UTC+1): 08:30 in Madrid either way.
    ['2026-07-01T06:30:00Z', MADRID, true],
    ['2026-07-01T06:30:00Z', UTC, false],
    ['2026-01-15T07:30:00Z', MADRID, true],
    ['2026-01-15T07:30:00Z', UTC, false],
    ['2026-01-15T08:00:00Z', UTC, true],
    // The 08:00:00 and 16:00:00 edges, both included.
    ['2026-07-01T05:59:59Z', MADRID, false],
    ['2026-07-01T06:00:00Z', MADRID, true],
    ['2026-07-01T14:00:00Z', MADRID, true],
    ['2026-07-01T14:00:00.999Z', MADRID, true],
    ['2026-07-01T14:00:01Z', MADRID, false],
    ['2026-01-15T06:59:59Z', MADRID, false],
    ['2026-01-15T07:00:00Z', MADRID, true],
    ['2026-01-15T15:00:00Z', MADRID, true],
    ['2026-01-15T15:00:01Z', MADRID, false],
    // Spring forward day: CEST from 03:00.
    ['2026-03-29T05:59:59Z', MADRID, false],
    ['2026-03-29T06:00:00Z', MADRID, true],
    ['2026-03-29T14:00:00Z', MADRID, true],
    ['2026-03-29T14:00:01Z', MADRID, false],
    // Fall back day: CET from 02:00.
    ['2026-10-25T06:59:59Z', MADRID, false],
    ['2026-10-25T07:00:00Z', MADRID, true],
    ['2026-10-25T15:00:00Z', MADRID, true],
    ['2026-10-25T15:00:01Z', MADRID, false],
    // The Canaries are an hour behind the peninsula.
    ['2026-07-01T06:30:00Z', CANARY, false],
    ['2026-07-01T07:00:00Z', CANARY, true],
    ['2026-07-01T15:00:00Z', CANARY, true],
    ['2026-07-01T15:00:00Z', MADRID, false],
    ['2026-07-01T15:00:01Z', CANARY, false],
    ['2026-01-15T08:00:00Z', CANARY, true],
    ['2026-01-15T07:59:59Z', CANARY, false],
  ])('%s in %s: %s', (iso, timeZone, expected) => {
    expect(isWithinDailyMenuHours(at(iso), timeZone)).toBe(expected);
  });

  it('defaults to Europe/Madrid', () => {
    expect(isWithinDailyMenuHours(at('2026-07-01T06:30:00Z'))).toBe(true);
    expect(isWithinDailyMenuHours(at('2026-07-01T14:30:00Z'))).toBe(false);
  });
});

describe('isWithinWindow', () => {
  it.each([
    ['2026-07-01T11:59:00+02:00', '12:00', '23:30', false],
    ['2026-07-01T12:00:00+02:00', '12:00', '23:30', true],
    ['2026-07-01T23:29:59+02:00', '12:00', '23:30', true],
    ['2026-07-01T23:30:00+02:00', '12:00', '23:30', false],
    // Across midnight.
    ['2026-07-01T19:59:00+02:00', '20:00', '02:00', false],
    ['2026-07-01T20:00:00+02:00', '20:00', '02:00', true],
    ['2026-07-02T00:00:00+02:00', '20:00', '02:00', true],
    ['2026-07-02T01:59:00+02:00', '20:00', '02:00', true],
    ['2026-07-02T02:00:00+02:00', '20:00', '02:00', false],
    ['2026-07-02T23:59:59+02:00', '12:00', '24:00', true],
    // The same bound twice: all day.
    ['2026-07-02T04:00:00+02:00', '12:00', '12:00', true],
    // No alcohol sale hours: never.
    ['2026-07-01T13:00:00+02:00', null, null, false],
    ['2026-07-01T13:00:00+02:00', '12:00', null, false],
    ['2026-07-01T13:00:00+02:00', null, '23:30', false],
  ])('at %s, %s–%s: %s', (iso, from, to, expected) => {
    expect(isWithinWindow(at(iso), MADRID, from, to)).toBe(expected);
  });

  it.each([
    // 10:30 UTC is 12:30 in Madrid, 11:30 in the Canaries.
    ['2026-07-01T10:30:00Z', MADRID, true],
    ['2026-07-01T10:30:00Z', CANARY, false],
    ['2026-07-01T21:45:00Z', MADRID, false],
    ['2026-07-01T21:45:00Z', CANARY, true],
  ])('at %s in %s: %s', (iso, timeZone, expected) => {
    expect(isWithinWindow(at(iso), timeZone, '12:00', '23:30')).toBe(expected);
  });

  it('rejects a malformed bound', () => {
    expect(() => isWithinWindow(at('2026-07-01T13:00:00Z'), MADRID, '12', '23:30')).toThrow(RangeError);
  });
});

describe('formatShifts', () => {
  it.each([
    [[], ''],
    [day(3, ['13:00', '16:00']), '13:00–16:00'],
    [day(3, ['20:00', '23:30'], ['13:00', '16:00']), '13:00–16:00 y 20:00–23:30'],
    [day(5, ['20:00', '01:00'], ['08:00', '11:00'], ['13:00', '16:00']), '08:00–11:00, 13:00–16:00 y 20:00–01:00'],
  ])('%o → "%s"', (shifts, expected) => {
    expect(formatShifts(shifts)).toBe(expected);
  });
});

describe('weekday names', () => {
  it('names the ISO weekdays in Spanish', () => {
    expect(Object.values(WEEKDAY_NAMES)).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ]);
    expect(weekdayName(1)).toBe('lunes');
    expect(weekdayName(7)).toBe('domingo');
    expect(() => weekdayName(0)).toThrow(RangeError);
  });
});

describe('nextOpeningAfter', () => {
  it.each([
    // Open at Wednesday lunch: back at Wednesday dinner.
    ['2026-07-01T13:00:00+02:00', '2026-07-01T20:00:00+02:00'],
    // Closed between shifts: the coming dinner.
    ['2026-07-01T17:00:00+02:00', '2026-07-01T20:00:00+02:00'],
    // Saturday dinner runs past midnight: Sunday lunch.
    ['2026-07-05T00:30:00+02:00', '2026-07-05T13:00:00+02:00'],
    // Sunday dinner: closed on Monday, so Tuesday lunch.
    ['2026-07-05T21:00:00+02:00', '2026-07-07T13:00:00+02:00'],
  ])('at %s the restaurant opens again at %s', (now, expected) => {
    expect(nextOpeningAfter(WEEK, at(now), MADRID)?.toISOString()).toBe(new Date(expected).toISOString());
  });

  it('treats shifts that touch as one opening, and answers null when it never opens or never closes', () => {
    const touching = [...day(3, ['13:00', '16:00'], ['16:00', '23:00']), ...day(4, ['13:00', '16:00'])];
    expect(nextOpeningAfter(touching, at('2026-07-01T14:00:00+02:00'), MADRID)?.toISOString()).toBe(
      new Date('2026-07-02T13:00:00+02:00').toISOString(),
    );
    expect(nextOpeningAfter([], at('2026-07-01T14:00:00+02:00'), MADRID)).toBeNull();
    const always = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => day(weekday, ['00:00', '24:00']));
    expect(nextOpeningAfter(always, at('2026-07-01T14:00:00+02:00'), MADRID)).toBeNull();
  });
});
