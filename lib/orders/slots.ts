import { DEFAULT_TIME_ZONE, isWithinWindow, openingsAround, type Shift } from '@/lib/restaurants/hours';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';

// Delivery times offered at checkout: "as soon as possible" while open, or a
// slot inside the restaurant's hours for the delivery type, in its time zone.

export const SLOT_MINUTES = 15;
/** Time the kitchen (and the rider) need before the first slot. */
export const LEAD_MINUTES: Record<DeliveryType, number> = { delivery: 45, takeaway: 20, fast: 10 };
/** The rider's part of a delivery's lead: added to the kitchen's time when staff accept a delivery. */
export const DELIVERY_TRAVEL_MINUTES = LEAD_MINUTES.delivery - LEAD_MINUTES.takeaway;
const MAX_SLOTS = 96;

export type Slot = { value: string; date: string; time: string };

/** What staff changed for now (lib/restaurants/controls.ts): extra lead time, and delivery paused until a time. */
export type Scheduling = { extraLeadMinutes: number; pausedUntil: Date | null };
export const NO_CHANGES: Scheduling = { extraLeadMinutes: 0, pausedUntil: null };

/** The restaurant's changes that still hold at `now`, for a delivery type (a pause concerns delivery only). */
export function schedulingAt(
  restaurant: { extraLeadMinutes: number; extraLeadUntil: Date | null; deliveryPausedUntil: Date | null },
  deliveryType: DeliveryType,
  now: Date,
): Scheduling {
  const extra = restaurant.extraLeadUntil && restaurant.extraLeadUntil > now ? restaurant.extraLeadMinutes : 0;
  const paused =
    deliveryType === 'delivery' && restaurant.deliveryPausedUntil && restaurant.deliveryPausedUntil > now
      ? restaurant.deliveryPausedUntil
      : null;
  return { extraLeadMinutes: extra, pausedUntil: paused };
}

/** Orders the kitchen gets through in one slot when the restaurant set no slot capacity. */
export const DEFAULT_ORDERS_PER_SLOT = 4;

/**
 * When an order placed now "as soon as possible" should be ready (or arrive):
 * the lead time of its type, the extra lead staff set, and the orders already
 * waiting in the kitchen, each taking a share of a slot (the slot capacity, or
 * DEFAULT_ORDERS_PER_SLOT). Rounded up to 5 minutes: a promise, not a stopwatch.
 */
export function asapEstimate(
  deliveryType: DeliveryType,
  now: Date,
  scheduling: Scheduling,
  queued: number,
  ordersPerSlot: number | null,
): Date {
  const perOrder = SLOT_MINUTES / (ordersPerSlot ?? DEFAULT_ORDERS_PER_SLOT);
  const minutes = LEAD_MINUTES[deliveryType] + scheduling.extraLeadMinutes + queued * perOrder;
  const step = 5 * 60_000;
  return new Date(Math.ceil((now.getTime() + minutes * 60_000) / step) * step);
}

// Building an Intl.DateTimeFormat costs far more than using one: one per time zone, kept.
const formats = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();
function formatsFor(timeZone: string) {
  let found = formats.get(timeZone);
  if (!found) {
    found = {
      time: new Intl.DateTimeFormat('es-ES', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      date: new Intl.DateTimeFormat('en-CA', { timeZone }),
    };
    formats.set(timeZone, found);
  }
  return found;
}

/**
 * Slots every SLOT_MINUTES, from now + the lead time (and never earlier than
 * the lead time after an opening starts) to the closing time: a slot is when
 * the order is ready or arrives, so it falls inside an opening.
 */
export function deliverySlots(
  shifts: readonly Shift[],
  deliveryType: DeliveryType,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  days = 2,
  scheduling: Scheduling = NO_CHANGES,
  /** Only the times this accepts (a cart with a daily menu: its hours). */
  only: (instant: Date) => boolean = () => true,
): Slot[] {
  const lead = (LEAD_MINUTES[deliveryType] + scheduling.extraLeadMinutes) * 60_000;
  const earliest = Math.max(now.getTime(), scheduling.pausedUntil?.getTime() ?? 0) + lead;
  const until = now.getTime() + days * 86_400_000;
  const step = SLOT_MINUTES * 60_000;
  const slots: Slot[] = [];
  const seen = new Set<number>();
  const format = formatsFor(timeZone);
  for (const opening of openingsAround(shifts, now, timeZone)) {
    const start = Math.max(opening.opensAt.getTime() + lead, earliest);
    for (let at = Math.ceil(start / step) * step; at <= opening.closesAt.getTime() && at <= until; at += step) {
      if (seen.has(at) || slots.length >= MAX_SLOTS) continue;
      seen.add(at);
      const instant = new Date(at);
      if (!only(instant)) continue;
      slots.push({
        value: instant.toISOString(),
        date: format.date.format(instant),
        time: format.time.format(instant),
      });
    }
  }
  return slots.sort((a, b) => a.value.localeCompare(b.value));
}

/** Whether a requested time is one of the offered slots (the server never trusts the client's list). */
export function isOfferedSlot(slots: readonly Slot[], requested: Date): boolean {
  return slots.some((slot) => slot.value === requested.toISOString());
}

/** Alcohol can be sold at `at` (restaurant time) only inside its sale hours. */
export function canSellAlcohol(at: Date, timeZone: string, from: string | null, to: string | null): boolean {
  return isWithinWindow(at, timeZone, from, to);
}
