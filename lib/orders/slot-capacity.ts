import 'server-only';
import { db, type DbClient } from '@/lib/db';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import type { OrderingRestaurant } from '@/lib/restaurants/queries';
import { isWithinDailyMenuHours, openState } from '@/lib/restaurants/hours';
import { asapEstimate, deliverySlots, schedulingAt, type Slot } from './slots';

// Slot capacity (issue 10): a restaurant takes at most `maxOrders` orders for
// one 15-minute slot of a delivery type. Full slots are not offered at
// checkout, and placing an order re-counts inside its transaction (writes are
// serialised), so two customers cannot both take the last place.

export async function slotCapacity(
  restaurantId: number,
  deliveryType: DeliveryType,
  client: DbClient = db,
): Promise<number | null> {
  const row = await client.restaurantSlotCapacity.findUnique({
    where: { restaurantId_deliveryType: { restaurantId, deliveryType } },
    select: { maxOrders: true },
  });
  return row?.maxOrders ?? null;
}

/** Orders already taken for each slot instant in the list (cancelled ones free their place). */
async function takenPerSlot(
  restaurantId: number,
  deliveryType: DeliveryType,
  instants: Date[],
  client: DbClient,
): Promise<Map<number, number>> {
  if (instants.length === 0) return new Map();
  const groups = await client.order.groupBy({
    by: ['scheduledFor'],
    where: { restaurantId, deliveryType, status: { not: 'cancelled' }, scheduledFor: { in: instants } },
    _count: { _all: true },
  });
  return new Map(groups.map((group) => [group.scheduledFor!.getTime(), group._count._all]));
}

/** The offered slots without the full ones. */
export async function withoutFullSlots(
  restaurantId: number,
  deliveryType: DeliveryType,
  slots: Slot[],
  client: DbClient = db,
): Promise<Slot[]> {
  const capacity = await slotCapacity(restaurantId, deliveryType, client);
  if (capacity === null) return slots;
  const taken = await takenPerSlot(
    restaurantId,
    deliveryType,
    slots.map((slot) => new Date(slot.value)),
    client,
  );
  return slots.filter((slot) => (taken.get(new Date(slot.value).getTime()) ?? 0) < capacity);
}

export async function isSlotFull(
  restaurantId: number,
  deliveryType: DeliveryType,
  at: Date,
  client: DbClient = db,
): Promise<boolean> {
  const capacity = await slotCapacity(restaurantId, deliveryType, client);
  if (capacity === null) return false;
  return ((await takenPerSlot(restaurantId, deliveryType, [at], client)).get(at.getTime()) ?? 0) >= capacity;
}

/** Orders waiting in the restaurant's kitchen: received, accepted or being prepared (every type). */
async function kitchenQueue(restaurantId: number, client: DbClient): Promise<number> {
  return client.order.count({ where: { restaurantId, status: { in: ['received', 'accepted', 'preparing'] } } });
}

/** When an order placed now "as soon as possible" should be ready, counting the kitchen's queue. */
export async function asapEstimateAt(
  restaurant: OrderingRestaurant,
  deliveryType: DeliveryType,
  now: Date,
  client: DbClient = db,
): Promise<Date> {
  const [capacity, queued] = await Promise.all([
    slotCapacity(restaurant.id, deliveryType, client),
    kitchenQueue(restaurant.id, client),
  ]);
  return asapEstimate(deliveryType, now, schedulingAt(restaurant, deliveryType, now), queued, capacity);
}

/**
 * The times a restaurant offers now for a delivery type: "as soon as possible"
 * only while it is open and delivery is not paused (with when it should be
 * ready), and the slots that still have room. Checkout and the phone-order
 * form offer exactly these; placing an ASAP order stores the same estimate.
 */
export async function orderTimes(
  restaurant: OrderingRestaurant,
  deliveryType: DeliveryType,
  now: Date,
  { hasDailyMenu = false }: { hasDailyMenu?: boolean } = {},
) {
  const shifts = restaurant.shifts[deliveryType];
  const scheduling = schedulingAt(restaurant, deliveryType, now);
  const state = openState(shifts, now, restaurant.timeZone);
  // A daily menu is served only for times within its hours (the order checks it again).
  const servable = (at: Date) => !hasDailyMenu || isWithinDailyMenuHours(at, restaurant.timeZone);
  const offered = deliverySlots(shifts, deliveryType, now, restaurant.timeZone, undefined, scheduling, servable);
  const [slots, estimate] = await Promise.all([
    withoutFullSlots(restaurant.id, deliveryType, offered),
    state.isOpen && scheduling.pausedUntil === null ? asapEstimateAt(restaurant, deliveryType, now) : null,
  ]);
  const asapAt = estimate && servable(estimate) ? estimate : null;
  return { state, scheduling, asapAllowed: asapAt !== null, asapAt, slots };
}
