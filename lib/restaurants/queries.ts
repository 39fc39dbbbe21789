import 'server-only';
import { db } from '@/lib/db';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import type { RestaurantSummary } from '@/lib/vocabulary/catalogue-types';
import type { Shift } from './hours';
import type { DbClient } from '@/lib/db';
import { getSetting } from '@/lib/site/settings';

/** Active restaurants as "City · Restaurant" options, for the footer forms. */
export async function listRestaurantOptions(): Promise<{ id: number; label: string }[]> {
  const restaurants = await db.restaurant.findMany({
    where: { active: true },
    select: { id: true, commercialName: true, city: { select: { name: true } } },
    orderBy: [{ city: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { name: 'asc' }],
  });
  return restaurants.map((restaurant) => ({
    id: restaurant.id,
    label: `${restaurant.city.name} · ${restaurant.commercialName}`,
  }));
}

const summarySelect = {
  id: true,
  slug: true,
  commercialName: true,
  closedKitchen: true,
  city: { select: { id: true, slug: true, name: true } },
} as const;

function toSummary(restaurant: RestaurantSummary): RestaurantSummary {
  const { id, slug, commercialName, city, closedKitchen } = restaurant;
  return { id, slug, commercialName, city, closedKitchen };
}

/** GET /api/restaurant/{name}: an active restaurant by its slug. */
export async function getRestaurantSummary(slug: string): Promise<RestaurantSummary | null> {
  const restaurant = await db.restaurant.findFirst({ where: { slug, active: true }, select: summarySelect });
  return restaurant ? toSummary(restaurant) : null;
}

/** A restaurant by id (GET /api/restaurant/update-cart/{id}). */
export async function getRestaurantById(id: number): Promise<RestaurantSummary | null> {
  const restaurant = await db.restaurant.findFirst({ where: { id, active: true }, select: summarySelect });
  return restaurant ? toSummary(restaurant) : null;
}

export type OrderingRestaurant = RestaurantSummary & {
  timeZone: string;
  deliveryPausedUntil: Date | null;
  extraLeadMinutes: number;
  extraLeadUntil: Date | null;
  address: string;
  phone: string;
  maxTableNumber: number;
  minimumOrderCents: number;
  minimumOrderSurchargeCents: number;
  shippingCostCents: number;
  alcoholSaleFrom: string | null;
  alcoholSaleTo: string | null;
  shifts: Record<DeliveryType, Shift[]>;
};

type KeptRestaurant = { version: string; restaurant: OrderingRestaurant };
const kept: Map<string, KeptRestaurant> = ((
  globalThis as { __orderingRestaurants?: Map<string, KeptRestaurant> }
).__orderingRestaurants ??= new Map());

/**
 * A restaurant with what ordering from it needs: hours per delivery type, time
 * zone, fees. Kept in memory per catalogue stamp like the catalogue itself
 * (lib/catalogue/cache.ts): every change to a restaurant stamps a new version
 * (revalidateCatalogue), so one primary-key read replaces three queries on
 * every cart change and order. Pass `version` when the caller has read the
 * stamp already (the order, inside its transaction); the object is shared, never to be changed.
 */
export async function getOrderingRestaurant(
  slug: string,
  client: DbClient = db,
  version?: string,
): Promise<OrderingRestaurant | null> {
  version ??= await getSetting('catalogue_version', client);
  const found = kept.get(slug);
  if (found && found.version === version) return found.restaurant;
  const restaurant = await loadOrderingRestaurant(slug, client);
  if (restaurant) kept.set(slug, { version, restaurant });
  return restaurant;
}

async function loadOrderingRestaurant(slug: string, client: DbClient): Promise<OrderingRestaurant | null> {
  const restaurant = await client.restaurant.findFirst({
    where: { slug, active: true },
    select: {
      ...summarySelect,
      timeZone: true,
      deliveryPausedUntil: true,
      extraLeadMinutes: true,
      extraLeadUntil: true,
      address: true,
      phone: true,
      maxTableNumber: true,
      minimumOrderCents: true,
      minimumOrderSurchargeCents: true,
      shippingCostCents: true,
      alcoholSaleFrom: true,
      alcoholSaleTo: true,
      hours: { select: { deliveryType: true, weekday: true, opensAt: true, closesAt: true } },
    },
  });
  if (!restaurant) return null;
  const { hours, ...rest } = restaurant;
  return { ...rest, shifts: groupShifts(hours) };
}

function groupShifts(hours: { deliveryType: string; weekday: number; opensAt: string; closesAt: string }[]) {
  const shifts: Record<DeliveryType, Shift[]> = { delivery: [], takeaway: [], fast: [] };
  for (const { deliveryType, ...shift } of hours) shifts[deliveryType as DeliveryType]?.push(shift);
  return shifts;
}

export type CityListItem = { id: number; slug: string; name: string; restaurantsCount: number };

/** Cities with at least one active restaurant serving the delivery type. */
export async function listCities(deliveryType?: DeliveryType): Promise<CityListItem[]> {
  const restaurantFilter = { active: true, ...(deliveryType ? { hours: { some: { deliveryType } } } : {}) };
  const cities = await db.city.findMany({
    where: { restaurants: { some: restaurantFilter } },
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
    select: { id: true, slug: true, name: true, _count: { select: { restaurants: { where: restaurantFilter } } } },
  });
  return cities.map(({ _count, ...city }) => ({ ...city, restaurantsCount: _count.restaurants }));
}

export type CityRestaurant = RestaurantSummary & {
  address: string;
  postalCode: string;
  phone: string;
  timeZone: string;
  maxTableNumber: number;
  shifts: Shift[];
};

/** A city and its active restaurants that serve the delivery type; null for an unknown city. */
export async function getCityRestaurants(
  citySlug: string,
  deliveryType: DeliveryType,
): Promise<{ city: { id: number; slug: string; name: string }; restaurants: CityRestaurant[] } | null> {
  const city = await db.city.findUnique({
    where: { slug: citySlug },
    select: {
      id: true,
      slug: true,
      name: true,
      restaurants: {
        where: { active: true, hours: { some: { deliveryType } } },
        orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
        select: {
          ...summarySelect,
          address: true,
          postalCode: true,
          phone: true,
          timeZone: true,
          maxTableNumber: true,
          hours: { where: { deliveryType }, select: { weekday: true, opensAt: true, closesAt: true } },
        },
      },
    },
  });
  if (!city) return null;
  const { restaurants, ...rest } = city;
  return {
    city: rest,
    restaurants: restaurants.map(({ hours, ...restaurant }) => ({ ...restaurant, shifts: hours })),
  };
}

export type DeliveryMatch = RestaurantSummary & {
  shippingCostCents: number;
  minimumOrderCents: number;
  timeZone: string;
  /** Its delivery hours: the answer says whether it is open now. */
  shifts: Shift[];
};

/** The restaurant that delivers to a postal code (an open kitchen first), or null. */
export async function findDeliveryRestaurant(postalCode: string, preferred?: string): Promise<DeliveryMatch | null> {
  const delivering = { active: true, hours: { some: { deliveryType: 'delivery' } } } as const;
  // A cart's own restaurant first, when it delivers there too: several may share a postal code.
  const match = await db.restaurantPostalCode.findFirst({
    where: { postalCode, restaurant: preferred ? { ...delivering, slug: preferred } : delivering },
    orderBy: [{ restaurant: { closedKitchen: 'asc' } }, { restaurant: { sortOrder: 'asc' } }],
    select: {
      shippingCostCents: true,
      restaurant: {
        select: {
          ...summarySelect,
          shippingCostCents: true,
          minimumOrderCents: true,
          timeZone: true,
          hours: { where: { deliveryType: 'delivery' }, select: { weekday: true, opensAt: true, closesAt: true } },
        },
      },
    },
  });
  if (!match) return preferred ? findDeliveryRestaurant(postalCode) : null;
  return {
    ...toSummary(match.restaurant),
    shippingCostCents: match.shippingCostCents ?? match.restaurant.shippingCostCents,
    minimumOrderCents: match.restaurant.minimumOrderCents,
    timeZone: match.restaurant.timeZone,
    shifts: match.restaurant.hours,
  };
}
