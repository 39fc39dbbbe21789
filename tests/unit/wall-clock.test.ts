import { describe, expect, it } from 'vitest';
import { offsetAt, wallClock } from '@/lib/time/wall-clock';

// Madrid moved its clocks forward at 01:00 UTC on 29 March 2026 and back at
// 01:00 UTC on 25 October 2026; Canary time is an hour behind all year.
const SPRING = Date.UTC(2026, 2, 29, 1, 0, 0);
const AUTUMN = Date.UTC(2026, 9, 25, 1, 0, 0);

describe('wallClock', () => {
  it('reads each side of a change of time, to the second, however often it is asked', () => {
    for (let round = 0; round < 3; round++) {
      expect(wallClock(SPRING - 1000, 'Europe/Madrid')).toEqual({
        year: 2026,
        month: 3,
        day: 29,
        hour: 1,
        minute: 59,
        second: 59,
      });
      expect(wallClock(SPRING, 'Europe/Madrid')).toMatchObject({ hour: 3, minute: 0, second: 0 });
      expect(wallClock(AUTUMN - 1, 'Europe/Madrid')).toMatchObject({ hour: 2, minute: 59, second: 59 });
      expect(wallClock(AUTUMN, 'Europe/Madrid')).toMatchObject({ hour: 2, minute: 0, second: 0 });
      expect(offsetAt(SPRING - 1000, 'Europe/Madrid')).toBe(3_600_000);
      expect(offsetAt(SPRING, 'Europe/Madrid')).toBe(7_200_000);
    }
  });

  it('tells time zones apart at the same instant', () => {
    expect(wallClock(SPRING, 'Atlantic/Canary')).toMatchObject({ hour: 2 });
    expect(wallClock(SPRING, 'UTC')).toMatchObject({ hour: 1 });
    expect(wallClock(SPRING, 'Europe/Madrid')).toMatchObject({ hour: 3 });
  });

  it('gives each caller its own answer: changing one changes nothing for the next', () => {
    const first = wallClock(SPRING, 'Europe/Madrid');
    first.hour = 23;
    expect(wallClock(SPRING, 'Europe/Madrid').hour).toBe(3);
  });

  it('keys an instant by the second its date falls in, before 1970 and with a fraction of a millisecond too', () => {
    // -0,5 ms is the date 0 (00:00:00); -1 500 ms is 23:59:58,5 of the day before.
    expect(wallClock(-1500, 'UTC')).toMatchObject({ day: 31, hour: 23, minute: 59, second: 58 });
    expect(wallClock(-0.5, 'UTC')).toMatchObject({ year: 1970, day: 1, hour: 0, second: 0 });
    expect(wallClock(-1000.5, 'UTC')).toMatchObject({ day: 31, hour: 23, minute: 59, second: 59 });
    expect(wallClock(-1000, 'UTC')).toMatchObject({ day: 31, second: 59 });
  });

  it('refuses an invalid instant and an unknown time zone every time', () => {
    for (let round = 0; round < 2; round++) {
      expect(() => wallClock(Number.NaN, 'Europe/Madrid')).toThrow(RangeError);
      expect(() => wallClock(SPRING, 'Europa/Nowhere')).toThrow(RangeError);
    }
  });

  it('stays right after more instants than it keeps', () => {
    const day = Date.UTC(2026, 6, 1, 0, 0, 0);
    for (let second = 0; second < 5000; second++) wallClock(day + second * 1000, 'Europe/Madrid');
    expect(wallClock(day, 'Europe/Madrid')).toMatchObject({ day: 1, hour: 2, minute: 0 });
    expect(wallClock(day + 4999_000, 'Europe/Madrid')).toMatchObject({ hour: 3, minute: 23, second: 19 });
  });
});
