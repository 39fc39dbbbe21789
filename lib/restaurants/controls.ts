import 'server-only';
import { db, type DbClient } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { accessibleRestaurant, type Actor } from '@/lib/staff/access';
import { recordAudit } from '@/lib/audit/log';
import { notifyOrderChange } from '@/lib/live/order-events';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import { nextOpeningAfter } from './hours';
import { getOrderingRestaurant } from './queries';
import { revalidateCatalogue } from '@/lib/site/settings';
import { hitRateLimit, RATE_LIMITS } from '@/lib/auth/rate-limit';

// What staff switch during service: the kitchen closed now, a product taken
// or an ingredient off until a time. The catalogue, the cart and checkout read the same rows,
// so each switch holds at once.

/** A member of staff's switches here, after their access to the restaurant is known. */
async function controlOf(actor: Actor, slug: string) {
  const restaurant = await accessibleRestaurant(actor, slug, 'orders.manage');
  await hitRateLimit(`restaurant-controls:${actor.id}`, RATE_LIMITS.restaurantControls);
  return restaurant;
}

export async function setKitchenClosed(actor: Actor, slug: string, closed: boolean) {
  const restaurant = await controlOf(actor, slug);
  // A switch to where it already is changes nothing: no new stamp (every cached catalogue), no entry.
  if (restaurant.closedKitchen === closed) return { restaurant: restaurant.slug, closed_kitchen: closed };
  // The change and its stamp commit together: an order never sees one without the other (lib/catalogue/cache.ts).
  await db.$transaction(async (tx) => {
    await tx.restaurant.update({ where: { id: restaurant.id }, data: { closedKitchen: closed } });
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'restaurant',
      entityId: restaurant.slug,
      before: { closed_kitchen: restaurant.closedKitchen },
      after: { closed_kitchen: closed },
    });
  });
  notifyOrderChange(restaurant.id);
  return { restaurant: restaurant.slug, closed_kitchen: closed };
}

export type AvailabilityTarget = { productId: number } | { ingredientId: number };

/**
 * Takes a product or an ingredient off ("agotado") until `until`, by default
 * until the restaurant's next opening, or puts it back. Either comes back by
 * itself at that time: the catalogue compares it with the clock.
 */
export async function setAvailability(
  actor: Actor,
  slug: string,
  input: AvailabilityTarget & { available: boolean; until: Date | null },
  now: Date = new Date(),
) {
  const restaurant = await controlOf(actor, slug);
  if (input.until && input.until <= now) {
    throw new AppError('validation_failed', { errors: { until: ['Elige una hora posterior a ahora.'] } });
  }
  const until = input.available ? null : (input.until ?? (await nextOpening(slug, now)));
  const target = 'productId' in input ? { product_id: input.productId } : { ingredient_id: input.ingredientId };
  const after = { available: input.available, until: until?.toISOString() ?? null };
  await db.$transaction(async (tx) => {
    const before = await availabilityOf(tx, restaurant.id, input);
    if (!before) {
      const message =
        'productId' in input ? 'Este restaurante no vende ese producto.' : 'Este restaurante no usa ese ingrediente.';
      throw new AppError('not_found', { message });
    }
    // Already so: nothing to write, no new stamp (every cached catalogue), no entry.
    if (before.available === after.available && before.until === after.until) return;
    if ('productId' in input) {
      await tx.restaurantProduct.updateMany({
        where: { restaurantId: restaurant.id, productId: input.productId },
        data: { isAvailable: input.available, unavailableUntil: until },
      });
    } else {
      await setIngredientOff(tx, restaurant.id, input.ingredientId, input.available, until);
    }
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'productId' in input ? 'restaurant_product' : 'restaurant_ingredient',
      entityId: `${restaurant.slug}:${'productId' in input ? input.productId : input.ingredientId}`,
      before,
      after,
    });
  });
  return { restaurant: restaurant.slug, ...target, ...after };
}

/** What the audit says was there before: available, or off until a time; null when the restaurant does not sell or use it. */
async function availabilityOf(tx: DbClient, restaurantId: number, target: AvailabilityTarget) {
  if ('productId' in target) {
    const row = await tx.restaurantProduct.findFirst({
      where: { restaurantId, productId: target.productId },
      select: { isAvailable: true, unavailableUntil: true },
    });
    return row && { available: row.isAvailable, until: row.unavailableUntil?.toISOString() ?? null };
  }
  // Only the ingredients of a product sold here can be switched.
  const used = await tx.productIngredient.findFirst({
    where: {
      ingredientId: target.ingredientId,
      ingredient: { active: true },
      product: { restaurants: { some: { restaurantId } } },
    },
    select: { id: true },
  });
  if (!used) return null;
  const off = await tx.restaurantIngredientOff.findUnique({
    where: { restaurantId_ingredientId: { restaurantId, ingredientId: target.ingredientId } },
    select: { until: true },
  });
  return off ? { available: false, until: off.until?.toISOString() ?? null } : { available: true, until: null };
}

async function setIngredientOff(
  tx: DbClient,
  restaurantId: number,
  ingredientId: number,
  available: boolean,
  until: Date | null,
) {
  const where = { restaurantId_ingredientId: { restaurantId, ingredientId } };
  if (available) await tx.restaurantIngredientOff.deleteMany({ where: { restaurantId, ingredientId } });
  else
    await tx.restaurantIngredientOff.upsert({
      where,
      create: { restaurantId, ingredientId, until },
      update: { until },
    });
}

/**
 * The restaurant's next opening for any delivery type, or null when it has none this week
 * or is switched off (then a product stays off until put back).
 */
async function nextOpening(slug: string, now: Date): Promise<Date | null> {
  const restaurant = await getOrderingRestaurant(slug);
  if (!restaurant) return null;
  return nextOpeningAfter(Object.values(restaurant.shifts).flat(), now, restaurant.timeZone);
}

/** The most orders per 15-minute slot for a delivery type; null removes the limit. */
export async function setSlotCapacity(
  actor: Actor,
  slug: string,
  deliveryType: DeliveryType,
  maxOrders: number | null,
) {
  const restaurant = await controlOf(actor, slug);
  const where = { restaurantId_deliveryType: { restaurantId: restaurant.id, deliveryType } };
  await db.$transaction(async (tx) => {
    const before = await tx.restaurantSlotCapacity.findUnique({ where, select: { maxOrders: true } });
    // Already so: nothing to write, no entry.
    if ((before?.maxOrders ?? null) === maxOrders) return;
    if (maxOrders === null) await tx.restaurantSlotCapacity.deleteMany({ where: where.restaurantId_deliveryType });
    else
      await tx.restaurantSlotCapacity.upsert({
        where,
        create: { restaurantId: restaurant.id, deliveryType, maxOrders },
        update: { maxOrders },
      });
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'slot_capacity',
      entityId: `${restaurant.slug}:${deliveryType}`,
      before: { max_orders: before?.maxOrders ?? null },
      after: { max_orders: maxOrders },
    });
  });
  return { restaurant: restaurant.slug, delivery_type: deliveryType, max_orders: maxOrders };
}

type Service = { deliveryPausedUntil: Date | null; extraLeadMinutes: number; extraLeadUntil: Date | null };

/** The switches as they hold at `now`: a pause or extra time whose end has passed is none. */
const inForce = (service: Service, now: Date): Service => {
  const isExtraOn = service.extraLeadUntil !== null && service.extraLeadUntil > now;
  return {
    deliveryPausedUntil:
      service.deliveryPausedUntil && service.deliveryPausedUntil > now ? service.deliveryPausedUntil : null,
    extraLeadMinutes: isExtraOn ? service.extraLeadMinutes : 0,
    extraLeadUntil: isExtraOn ? service.extraLeadUntil : null,
  };
};

const sameValue = (a: Date | number | null, b: Date | number | null) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** The service switches as the API names them. */
const serviceJson = (service: Service) => ({
  delivery_paused_until: service.deliveryPausedUntil?.toISOString() ?? null,
  extra_lead_minutes: service.extraLeadMinutes,
  extra_lead_until: service.extraLeadUntil?.toISOString() ?? null,
});

/**
 * Delivery paused for N minutes (0 resumes it), and extra lead time of M
 * minutes for the next N minutes (0 removes it): both end by themselves.
 */
export async function setService(
  actor: Actor,
  slug: string,
  input: { pauseDeliveryMinutes?: number; extraLeadMinutes?: number; extraLeadForMinutes?: number },
  now: Date = new Date(),
) {
  const restaurant = await controlOf(actor, slug);
  const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  const data: { deliveryPausedUntil?: Date | null; extraLeadMinutes?: number; extraLeadUntil?: Date | null } = {};
  if (input.pauseDeliveryMinutes !== undefined) {
    data.deliveryPausedUntil = input.pauseDeliveryMinutes > 0 ? later(input.pauseDeliveryMinutes) : null;
  }
  if (input.extraLeadMinutes !== undefined) {
    data.extraLeadMinutes = input.extraLeadMinutes;
    data.extraLeadUntil = input.extraLeadMinutes > 0 ? later(input.extraLeadForMinutes ?? 60) : null;
  }
  // A new stamp with it: carts, checkout and orders read the restaurant from memory per stamp.
  const service = { deliveryPausedUntil: true, extraLeadMinutes: true, extraLeadUntil: true } as const;
  const { updated, isChanged } = await db.$transaction(async (tx) => {
    const before = await tx.restaurant.findUniqueOrThrow({ where: { id: restaurant.id }, select: service });
    // Resuming what is not paused, or no extra time where there is none (a pause or extra time that has
    // run out counts as none): nothing to write, no new stamp (every cached catalogue), no entry, no board told.
    const current = inForce(before, now);
    if (Object.entries(data).every(([key, value]) => sameValue(current[key as keyof Service], value))) {
      return { updated: before, isChanged: false };
    }
    const changed = await tx.restaurant.update({ where: { id: restaurant.id }, data, select: service });
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'restaurant_service',
      entityId: restaurant.slug,
      before: serviceJson(before),
      after: serviceJson(changed),
    });
    return { updated: changed, isChanged: true };
  });
  if (isChanged) notifyOrderChange(restaurant.id);
  return {
    restaurant: restaurant.slug,
    delivery_paused_until: updated.deliveryPausedUntil?.toISOString() ?? null,
    extra_lead_minutes: updated.extraLeadUntil && updated.extraLeadUntil > now ? updated.extraLeadMinutes : 0,
    extra_lead_until: updated.extraLeadUntil?.toISOString() ?? null,
  };
}

export type RestaurantControls = {
  restaurant: {
    slug: string;
    name: string;
    closedKitchen: boolean;
    timeZone: string;
    deliveryPausedUntil: string | null;
    extraLeadMinutes: number;
    extraLeadUntil: string | null;
  };
  capacity: Record<DeliveryType, number | null>;
  products: { id: number; name: string; category: string; available: boolean; until: string | null }[];
  /** The ingredients of the products sold here. */
  ingredients: { id: number; name: string; available: boolean; until: string | null }[];
};

/** What the controls page (/admin/restaurante) shows: the service switches, slot capacity and every product sold here. */
export async function getRestaurantControls(
  actor: Actor,
  slug: string,
  now: Date = new Date(),
): Promise<RestaurantControls> {
  const found = await accessibleRestaurant(actor, slug, 'orders.manage');
  const [restaurant, capacities, products, ingredients] = await Promise.all([
    db.restaurant.findUniqueOrThrow({
      where: { id: found.id },
      select: { deliveryPausedUntil: true, extraLeadMinutes: true, extraLeadUntil: true, timeZone: true },
    }),
    db.restaurantSlotCapacity.findMany({ where: { restaurantId: found.id } }),
    db.restaurantProduct.findMany({
      where: { restaurantId: found.id, product: { active: true } },
      orderBy: [{ product: { category: 'asc' } }, { product: { name: 'asc' } }],
      select: {
        isAvailable: true,
        unavailableUntil: true,
        product: { select: { id: true, name: true, category: true } },
      },
    }),
    db.ingredient.findMany({
      where: { active: true, products: { some: { product: { restaurants: { some: { restaurantId: found.id } } } } } },
      orderBy: { name: 'asc' },
      select: { id: true, name: true, offAt: { where: { restaurantId: found.id }, select: { until: true } } },
    }),
  ]);
  const capacity: Record<DeliveryType, number | null> = { delivery: null, takeaway: null, fast: null };
  for (const row of capacities) capacity[row.deliveryType as DeliveryType] = row.maxOrders;
  const future = (date: Date | null) => (date && date > now ? date.toISOString() : null);
  return {
    restaurant: {
      slug: found.slug,
      name: found.commercialName,
      closedKitchen: found.closedKitchen,
      timeZone: restaurant.timeZone,
      deliveryPausedUntil: future(restaurant.deliveryPausedUntil),
      extraLeadMinutes: future(restaurant.extraLeadUntil) ? restaurant.extraLeadMinutes : 0,
      extraLeadUntil: future(restaurant.extraLeadUntil),
    },
    capacity,
    products: products.map((row) => {
      const backAlready = !row.isAvailable && row.unavailableUntil !== null && row.unavailableUntil <= now;
      return {
        id: row.product.id,
        name: row.product.name,
        category: row.product.category,
        available: row.isAvailable || backAlready,
        until: row.isAvailable || backAlready ? null : (row.unavailableUntil?.toISOString() ?? null),
      };
    }),
    ingredients: ingredients.map((ingredient) => {
      const off = ingredient.offAt[0];
      const isOff = off !== undefined && (off.until === null || off.until > now);
      return {
        id: ingredient.id,
        name: ingredient.name,
        available: !isOff,
        until: isOff ? (off.until?.toISOString() ?? null) : null,
      };
    }),
  };
}
