import 'server-only';
import { db, type DbClient } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import { listMeta, parseListQuery, type ListMeta } from '@/lib/validations/list-query';
import { restaurantScope, type Actor } from '@/lib/staff/access';
import { containing } from '@/lib/db/text-search';

// Restaurants in the back office (issue 14, scope 4), as they are read: the
// list, the editor's resource, who runs the whole chain. Changing them:
// ./restaurant-writes.ts. Everything customers read about a restaurant
// (hours, delivery area, prices of the delivery, alcohol hours, tables) is
// cached by the catalogue stamp: each change stamps it in its own transaction.

export type RestaurantSummary = {
  id: number;
  slug: string;
  name: string;
  commercial_name: string;
  city: { id: number; name: string };
  phone: string;
  active: boolean;
  /** The tables of its QR codes (0: no table service). */
  max_table_number: number;
  sort_order: number;
};

export type RestaurantResource = Omit<RestaurantSummary, 'city'> & {
  city_id: number;
  address: string;
  postal_code: string;
  email: string | null;
  time_zone: string;
  minimum_order_cents: number;
  minimum_order_surcharge_cents: number;
  shipping_cost_cents: number;
  alcohol_sale_from: string | null;
  alcohol_sale_to: string | null;
  hours: { delivery_type: DeliveryType; weekday: number; opens_at: string; closes_at: string }[];
  postal_codes: { postal_code: string; shipping_cost_cents: number | null }[];
  slot_capacity: { delivery_type: DeliveryType; max_orders: number }[];
};

const restaurantSelect = {
  id: true,
  slug: true,
  name: true,
  commercialName: true,
  cityId: true,
  address: true,
  postalCode: true,
  phone: true,
  email: true,
  timeZone: true,
  minimumOrderCents: true,
  minimumOrderSurchargeCents: true,
  shippingCostCents: true,
  alcoholSaleFrom: true,
  alcoholSaleTo: true,
  maxTableNumber: true,
  active: true,
  sortOrder: true,
  hours: {
    orderBy: [{ deliveryType: 'asc' }, { weekday: 'asc' }, { opensAt: 'asc' }],
    select: { deliveryType: true, weekday: true, opensAt: true, closesAt: true },
  },
  postalCodes: { orderBy: { postalCode: 'asc' }, select: { postalCode: true, shippingCostCents: true } },
  slotCapacity: { orderBy: { deliveryType: 'asc' }, select: { deliveryType: true, maxOrders: true } },
} satisfies Prisma.RestaurantSelect;

function toRestaurant(row: Prisma.RestaurantGetPayload<{ select: typeof restaurantSelect }>): RestaurantResource {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    commercial_name: row.commercialName,
    city_id: row.cityId,
    address: row.address,
    postal_code: row.postalCode,
    phone: row.phone,
    email: row.email,
    time_zone: row.timeZone,
    minimum_order_cents: row.minimumOrderCents,
    minimum_order_surcharge_cents: row.minimumOrderSurchargeCents,
    shipping_cost_cents: row.shippingCostCents,
    alcohol_sale_from: row.alcoholSaleFrom,
    alcohol_sale_to: row.alcoholSaleTo,
    max_table_number: row.maxTableNumber,
    active: row.active,
    sort_order: row.sortOrder,
    hours: row.hours.map((hour) => ({
      delivery_type: hour.deliveryType as DeliveryType,
      weekday: hour.weekday,
      opens_at: hour.opensAt,
      closes_at: hour.closesAt,
    })),
    postal_codes: row.postalCodes.map((code) => ({
      postal_code: code.postalCode,
      shipping_cost_cents: code.shippingCostCents,
    })),
    slot_capacity: row.slotCapacity.map((slot) => ({
      delivery_type: slot.deliveryType as DeliveryType,
      max_orders: slot.maxOrders,
    })),
  };
}

/** Managers list every restaurant; staff the ones they are bound to. */
export async function listRestaurants(url: URL, actor: Actor): Promise<{ data: RestaurantSummary[]; meta: ListMeta }> {
  const query = parseListQuery(url, ['sort_order', 'name', 'city', 'id'] as const);
  const orderBy = {
    sort_order: { sortOrder: query.sort.direction },
    name: { commercialName: query.sort.direction },
    city: { city: { name: query.sort.direction } },
    id: { id: query.sort.direction },
  } as const;
  // The actor's restaurants first, then the search within them.
  const where: Prisma.RestaurantWhereInput = {
    AND: [
      restaurantScope(actor),
      query.q
        ? {
            OR: [
              { commercialName: containing(query.q) },
              { slug: containing(query.q) },
              { city: { name: containing(query.q) } },
            ],
          }
        : {},
    ],
  };
  const [rows, total] = await Promise.all([
    db.restaurant.findMany({
      where,
      orderBy: [orderBy[query.sort.field], { id: 'asc' }],
      skip: query.skip,
      take: query.perPage,
      select: {
        id: true,
        slug: true,
        name: true,
        commercialName: true,
        phone: true,
        active: true,
        maxTableNumber: true,
        sortOrder: true,
        city: { select: { id: true, name: true } },
      },
    }),
    db.restaurant.count({ where }),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      commercial_name: row.commercialName,
      city: row.city,
      phone: row.phone,
      active: row.active,
      max_table_number: row.maxTableNumber,
      sort_order: row.sortOrder,
    })),
    meta: listMeta(query, total),
  };
}

/** A restaurant as the editor shows it; with `actor`, only one they run (else 403). */
export async function findRestaurant(client: DbClient, id: number, actor?: Actor): Promise<RestaurantResource> {
  const row = await client.restaurant.findUnique({ where: { id }, select: restaurantSelect });
  if (!row) throw new AppError('restaurant_not_found');
  if (actor && !(await client.restaurant.findFirst({ where: { id, ...restaurantScope(actor) }, select: { id: true } })))
    throw new AppError('forbidden');
  return toRestaurant(row);
}

/** A restaurant the actor runs (staff: one they are bound to; another is 403). */
export const getRestaurant = (id: number, actor: Actor) => findRestaurant(db, id, actor);

/** Whether the actor runs the whole chain (managers): creates and deletes restaurants, edits cities. */
export function runsWholeChain(actor: Actor): boolean {
  return Object.keys(restaurantScope(actor)).length === 0;
}

/** The restaurant of a path segment: its id, or its slug (the folder is shared with /{slug}/kitchen…). */
export async function restaurantIdOf(segment: string): Promise<number> {
  const row = /^[1-9]\d{0,9}$/.test(segment)
    ? await db.restaurant.findUnique({ where: { id: Number(segment) }, select: { id: true } })
    : await db.restaurant.findUnique({ where: { slug: segment }, select: { id: true } });
  if (!row) throw new AppError('restaurant_not_found');
  return row.id;
}
