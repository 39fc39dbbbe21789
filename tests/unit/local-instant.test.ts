import { describe, expect, it } from 'vitest';
import { instantOfLocal, localDateTimeOf } from '@/lib/restaurants/hours';

describe('wall-clock times of Madrid and the instants they name', () => {
  it.each([
    ['2026-12-01', '00:00', '2026-11-30T23:00:00.000Z'],
    ['2026-07-15', '21:30', '2026-07-15T19:30:00.000Z'],
    // The day clocks go forward (29 March 2026, 02:00 → 03:00) and back (25 October, 03:00 → 02:00).
    ['2026-03-29', '01:59', '2026-03-29T00:59:00.000Z'],
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    ['2026-10-25', '01:00', '2026-10-24T23:00:00.000Z'],
    ['2026-10-25', '04:00', '2026-10-25T03:00:00.000Z'],
  ])('%s %s in Madrid is %s', (date, time, iso) => {
    expect(instantOfLocal(date, time, 'Europe/Madrid').toISOString()).toBe(iso);
    expect(localDateTimeOf(new Date(iso), 'Europe/Madrid')).toEqual({ date, time });
  });

  it('reads the Canaries an hour behind the peninsula', () => {
    expect(instantOfLocal('2026-12-01', '00:00', 'Atlantic/Canary').toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});
