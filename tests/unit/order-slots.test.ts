import { describe, expect, it } from 'vitest';
import {
  asapEstimate,
  canSellAlcohol,
  DEFAULT_ORDERS_PER_SLOT,
  deliverySlots,
  isOfferedSlot,
  LEAD_MINUTES,
  schedulingAt,
  SLOT_MINUTES,
} from '@/lib/orders/slots';
import type { Shift } from '@/lib/restaurants/hours';

const everyDay = (opensAt: string, closesAt: string): Shift[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt, closesAt }));

describe('staff changes to the slots', () => {
  const now = new Date('2026-11-23T12:00:00Z'); // 13:00 in Madrid
  const shifts = everyDay('12:30', '16:00');

  it('extra lead time moves the first slot later, for as long as it lasts', () => {
    const usual = deliverySlots(shifts, 'takeaway', now, 'Europe/Madrid', 1);
    const busy = schedulingAt(
      { extraLeadMinutes: 30, extraLeadUntil: new Date(now.getTime() + 3_600_000), deliveryPausedUntil: null },
      'takeaway',
      now,
    );
    expect(usual[0]!.time).toBe('13:30');
    expect(deliverySlots(shifts, 'takeaway', now, 'Europe/Madrid', 1, busy)[0]!.time).toBe('14:00');
    const over = schedulingAt(
      { extraLeadMinutes: 30, extraLeadUntil: new Date(now.getTime() - 1), deliveryPausedUntil: null },
      'takeaway',
      now,
    );
    expect(over.extraLeadMinutes).toBe(0);
  });

  it('a delivery pause offers slots only from its end plus the lead time, and leaves takeaway alone', () => {
    const restaurant = {
      extraLeadMinutes: 0,
      extraLeadUntil: null,
      deliveryPausedUntil: new Date('2026-11-23T13:00:00Z'), // 14:00 in Madrid
    };
    const paused = schedulingAt(restaurant, 'delivery', now);
    expect(paused.pausedUntil).toEqual(restaurant.deliveryPausedUntil);
    // 14:00 + 45 minutes of lead = 14:45.
    expect(deliverySlots(shifts, 'delivery', now, 'Europe/Madrid', 1, paused)[0]!.time).toBe('14:45');
    expect(schedulingAt(restaurant, 'takeaway', now).pausedUntil).toBeNull();
  });
});

describe('deliverySlots', () => {
  it('starts after the lead time, every 15 minutes, and stops at closing time (restaurant time)', () => {
    // 2026-11-23 is a Monday; 11:00 UTC is 12:00 in Madrid.
    const slots = deliverySlots(
      everyDay('12:30', '16:00'),
      'takeaway',
      new Date('2026-11-23T11:00:00Z'),
      'Europe/Madrid',
      1,
    );
    // 12:30 opening + 20 minutes of lead = 12:50, on the next quarter: 13:00.
    expect(slots[0]).toMatchObject({ date: '2026-11-23', time: '13:00' });
    expect(slots.at(-1)).toMatchObject({ date: '2026-11-23', time: '16:00' });
    for (const [a, b] of slots.slice(1).map((slot, index) => [slots[index]!, slot])) {
      expect(Date.parse(b!.value) - Date.parse(a!.value)).toBe(SLOT_MINUTES * 60_000);
    }
    expect(LEAD_MINUTES.takeaway).toBe(20);
  });

  it('offers nothing between closing and the next opening, and continues the next day', () => {
    const slots = deliverySlots(
      everyDay('12:30', '16:00'),
      'delivery',
      new Date('2026-11-23T15:30:00Z'),
      'Europe/Madrid',
      2,
    );
    expect(slots.every((slot) => slot.time >= '13:15' && slot.time <= '16:00')).toBe(true);
    expect(slots[0]).toMatchObject({ date: '2026-11-24', time: '13:15' });
  });

  it('handles shifts past midnight', () => {
    const slots = deliverySlots(
      everyDay('20:00', '01:00'),
      'fast',
      new Date('2026-11-23T22:30:00Z'),
      'Europe/Madrid',
      1,
    );
    expect(slots[0]).toMatchObject({ date: '2026-11-23', time: '23:45' });
    expect(slots).toContainEqual(expect.objectContaining({ date: '2026-11-24', time: '01:00' }));
    const nextDay = slots.filter((slot) => slot.date === '2026-11-24');
    expect(nextDay.filter((slot) => slot.time > '01:00' && slot.time < '20:10')).toEqual([]);
  });

  it('honours the restaurant time zone, not the server one', () => {
    const now = new Date('2026-11-23T11:00:00Z');
    const madrid = deliverySlots(everyDay('12:00', '13:00'), 'fast', now, 'Europe/Madrid', 1);
    const canary = deliverySlots(everyDay('12:00', '13:00'), 'fast', now, 'Atlantic/Canary', 1);
    expect(madrid[0]?.value).toBe('2026-11-23T11:15:00.000Z');
    expect(canary[0]?.value).toBe('2026-11-23T12:15:00.000Z');
    expect(canary[0]?.time).toBe('12:15');
  });

  it('checks a requested time against the offered slots', () => {
    const slots = deliverySlots(
      everyDay('12:30', '16:00'),
      'takeaway',
      new Date('2026-11-23T11:00:00Z'),
      'Europe/Madrid',
      1,
    );
    expect(isOfferedSlot(slots, new Date(slots[2]!.value))).toBe(true);
    expect(isOfferedSlot(slots, new Date('2026-11-23T11:52:00Z'))).toBe(false);
  });
});

describe('canSellAlcohol', () => {
  it('follows the sale hours in restaurant time', () => {
    expect(canSellAlcohol(new Date('2026-11-23T12:00:00Z'), 'Europe/Madrid', '12:00', '23:30')).toBe(true);
    expect(canSellAlcohol(new Date('2026-11-23T07:00:00Z'), 'Europe/Madrid', '12:00', '23:30')).toBe(false);
    expect(canSellAlcohol(new Date('2026-11-23T12:00:00Z'), 'Europe/Madrid', null, null)).toBe(false);
  });
});

describe('asapEstimate', () => {
  const at = new Date('2026-11-24T12:00:00Z');
  const none = { extraLeadMinutes: 0, pausedUntil: null };
  const minutesAfter = (date: Date) => (date.getTime() - at.getTime()) / 60_000;

  it('adds the lead time of the type, the extra lead and a share of a slot per queued order, rounded up to 5 minutes', () => {
    expect(minutesAfter(asapEstimate('takeaway', at, none, 0, null))).toBe(LEAD_MINUTES.takeaway);
    expect(minutesAfter(asapEstimate('delivery', at, { ...none, extraLeadMinutes: 10 }, 0, null))).toBe(
      LEAD_MINUTES.delivery + 10,
    );
    // Without a capacity the kitchen gets through DEFAULT_ORDERS_PER_SLOT orders a slot.
    expect(minutesAfter(asapEstimate('takeaway', at, none, DEFAULT_ORDERS_PER_SLOT, null))).toBe(
      LEAD_MINUTES.takeaway + SLOT_MINUTES,
    );
    // One order waiting in a kitchen of 2 a slot: 7,5 minutes, rounded up.
    expect(minutesAfter(asapEstimate('fast', at, none, 1, 2))).toBe(20);
    expect(asapEstimate('fast', new Date('2026-11-24T12:03:20Z'), none, 0, null).toISOString()).toBe(
      '2026-11-24T12:15:00.000Z',
    );
  });
});
