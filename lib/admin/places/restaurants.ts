import 'server-only';
import { db, type DbClient } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError, type Dependents } from '@/lib/errors';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import { revalidateCatalogue } from '@/lib/site/settings';
import { removeCartLines } from '@/lib/cart/notices';
import { recordAudit } from '@/lib/audit/log';
import { listMeta, parseListQuery, type ListMeta } from '@/lib/validations/list-query';
import { chosenSlug } from '@/lib/admin/slug';
import { assertDeletable, type DependentsReport } from '@/lib/admin/catalogue/dependents';
import { assertWholeChain, restaurantScope, type Actor } from '@/lib/staff/access';
import type { RestaurantCreateInput, RestaurantUpdateInput } from './place-schema';
import { containing } from '@/lib/db/text-search';

// Restaurants in the back office (issue 14, scope 4). Everything customers
// read about a restaurant (hours, delivery area, prices of the delivery,
// alcohol hours, tables) is cached by the catalogue stamp: each change stamps
// it in its own transaction, with its audit entry.

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

async function findRestaurant(client: DbClient, id: number, actor?: Actor): Promise<RestaurantResource> {
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

function scalars(input: RestaurantUpdateInput) {
  return {
    slug: input.slug,
    name: input.name,
    commercialName: input.commercial_name,
    cityId: input.city_id,
    address: input.address,
    postalCode: input.postal_code,
    phone: input.phone,
    email: input.email,
    timeZone: input.time_zone,
    minimumOrderCents: input.minimum_order_cents,
    minimumOrderSurchargeCents: input.minimum_order_surcharge_cents,
    shippingCostCents: input.shipping_cost_cents,
    alcoholSaleFrom: input.alcohol_sale_from,
    alcoholSaleTo: input.alcohol_sale_to,
    maxTableNumber: input.max_table_number,
    active: input.active,
    sortOrder: input.sort_order,
  };
}

async function assertCity(tx: DbClient, cityId: number | undefined): Promise<void> {
  if (cityId !== undefined && !(await tx.city.findUnique({ where: { id: cityId } }))) {
    throw new AppError('validation_failed', { errors: { city_id: ['Esa ciudad no existe.'] } });
  }
}

async function writeRestaurantLists(tx: DbClient, restaurantId: number, input: RestaurantUpdateInput): Promise<void> {
  if (input.hours) {
    await tx.restaurantHours.deleteMany({ where: { restaurantId } });
    await tx.restaurantHours.createMany({
      data: input.hours.map((hour) => ({
        restaurantId,
        deliveryType: hour.delivery_type,
        weekday: hour.weekday,
        opensAt: hour.opens_at,
        closesAt: hour.closes_at,
      })),
    });
  }
  if (input.postal_codes) {
    await tx.restaurantPostalCode.deleteMany({ where: { restaurantId } });
    await tx.restaurantPostalCode.createMany({
      data: input.postal_codes.map((code) => ({
        restaurantId,
        postalCode: code.postal_code,
        shippingCostCents: code.shipping_cost_cents,
      })),
    });
  }
  if (input.slot_capacity) {
    await tx.restaurantSlotCapacity.deleteMany({ where: { restaurantId } });
    await tx.restaurantSlotCapacity.createMany({
      data: input.slot_capacity.map((slot) => ({
        restaurantId,
        deliveryType: slot.delivery_type,
        maxOrders: slot.max_orders,
      })),
    });
  }
}

/**
 * Staff add a postal code only where no restaurant they do not run delivers:
 * the delivery lookup would otherwise send that restaurant's customers to
 * theirs (security probe, stop 35). Managers may share a code between
 * restaurants; codes the restaurant already had stay.
 */
async function assertPostalCodesFree(
  tx: DbClient,
  actor: Actor,
  had: RestaurantResource['postal_codes'],
  codes: RestaurantUpdateInput['postal_codes'],
): Promise<void> {
  if (!codes || runsWholeChain(actor)) return;
  const kept = new Set(had.map((code) => code.postal_code));
  const added = codes.map((code) => code.postal_code).filter((code) => !kept.has(code));
  if (added.length === 0) return;
  const taken = await tx.restaurantPostalCode.findFirst({
    where: { postalCode: { in: added }, restaurant: { NOT: restaurantScope(actor) } },
    select: { postalCode: true, restaurant: { select: { commercialName: true } } },
  });
  if (!taken) return;
  const at = codes.findIndex((code) => code.postal_code === taken.postalCode);
  throw new AppError('validation_failed', {
    errors: {
      [`postal_codes.${at}.postal_code`]: [
        `${taken.restaurant.commercialName} ya reparte en el ${taken.postalCode}: solo un gerente puede compartirlo.`,
      ],
    },
  });
}

export async function createRestaurant(actor: Actor, input: RestaurantCreateInput) {
  assertWholeChain(actor);
  return db.$transaction(async (tx) => {
    await assertCity(tx, input.city_id);
    const slug = await chosenSlug(input.slug, input.name, (slug) => tx.restaurant.count({ where: { slug } }));
    const { id } = await tx.restaurant.create({
      data: {
        ...scalars(input),
        slug,
        name: input.name,
        commercialName: input.commercial_name,
        cityId: input.city_id,
        address: input.address,
        postalCode: input.postal_code,
        phone: input.phone,
      },
      select: { id: true },
    });
    await writeRestaurantLists(tx, id, input);
    const created = await findRestaurant(tx, id);
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, { action: 'create', entity: 'restaurant', entityId: created.slug, after: created });
    return created;
  });
}

export async function updateRestaurant(actor: Actor, id: number, input: RestaurantUpdateInput) {
  return db.$transaction(async (tx) => {
    const before = await findRestaurant(tx, id, actor);
    // Moving a restaurant to another city, or ahead of the others, reorganises the chain: managers only.
    if (input.city_id !== undefined && input.city_id !== before.city_id) assertWholeChain(actor);
    if (input.sort_order !== undefined && input.sort_order !== before.sort_order) assertWholeChain(actor);
    await assertPostalCodesFree(tx, actor, before.postal_codes, input.postal_codes);
    await assertCity(tx, input.city_id);
    const from = input.alcohol_sale_from === undefined ? before.alcohol_sale_from : input.alcohol_sale_from;
    const to = input.alcohol_sale_to === undefined ? before.alcohol_sale_to : input.alcohol_sale_to;
    if ((from === null) !== (to === null)) {
      throw new AppError('validation_failed', {
        errors: { alcohol_sale_to: ['Indica las dos horas de venta de alcohol, o ninguna.'] },
      });
    }
    await tx.restaurant.update({ where: { id }, data: scalars(input) });
    await writeRestaurantLists(tx, id, input);
    const after = await findRestaurant(tx, id);
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, { action: 'update', entity: 'restaurant', entityId: after.slug, before, after });
    return after;
  });
}

/**
 * What deleting a restaurant would take with it, for the delete modal: its
 * orders (never: it is switched off instead), else the staff bound to it, the
 * products of its menu and the customers with its products in their cart.
 */
async function restaurantDependents(
  tx: DbClient,
  id: number,
): Promise<{ report: DependentsReport; forceAllowed: boolean }> {
  const orders = await tx.order.count({ where: { restaurantId: id } });
  if (orders) return { report: { counts: { order: orders }, items: [] }, forceAllowed: false };
  const [staff, products, carts] = await Promise.all([
    tx.staffRestaurant.findMany({
      where: { restaurantId: id },
      select: { user: { select: { id: true, name: true } } },
      orderBy: { user: { name: 'asc' } },
    }),
    tx.restaurantProduct.count({ where: { restaurantId: id } }),
    tx.cartItem.findMany({ where: { restaurantId: id }, select: { userId: true }, distinct: ['userId'] }),
  ]);
  const counts: Dependents = {};
  if (staff.length) counts.staff = staff.length;
  if (products) counts.product = products;
  if (carts.length) counts.cart = carts.length;
  return {
    report: { counts, items: staff.map(({ user }) => ({ kind: 'staff', id: user.id, name: user.name })) },
    forceAllowed: true,
  };
}

/**
 * Deletes a restaurant that never took an order (one that did is switched
 * off instead: `active: false`, its orders and tickets stay). Staff bound to
 * it, the products of its menu and carts holding its products are a 409
 * until the client confirms with `force`: then the bindings and its menu go
 * and those carts are emptied with a notice.
 */
export async function deleteRestaurant(actor: Actor, id: number, force = false): Promise<void> {
  assertWholeChain(actor);
  await db.$transaction(async (tx) => {
    const before = await findRestaurant(tx, id);
    const { report, forceAllowed } = await restaurantDependents(tx, id);
    assertDeletable(report, {
      force,
      forceAllowed,
      message: forceAllowed
        ? 'Este restaurante tiene personal asignado, productos en su carta o clientes con sus productos en el carrito: confirma el borrado.'
        : 'Este restaurante tiene pedidos: desactívalo en vez de borrarlo, para conservar sus pedidos y tickets.',
    });
    await removeCartLines(
      tx,
      { restaurantId: id },
      `Hemos vaciado tu pedido: ${before.commercial_name} ya no recibe pedidos online.`,
    );
    await tx.contactSubmission.updateMany({ where: { restaurantId: id }, data: { restaurantId: null } });
    await tx.restaurant.delete({ where: { id } });
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, { action: 'delete', entity: 'restaurant', entityId: before.slug, before });
  });
}

/** The restaurant of a path segment: its id, or its slug (the folder is shared with /{slug}/kitchen…). */
export async function restaurantIdOf(segment: string): Promise<number> {
  const row = /^[1-9]\d{0,9}$/.test(segment)
    ? await db.restaurant.findUnique({ where: { id: Number(segment) }, select: { id: true } })
    : await db.restaurant.findUnique({ where: { slug: segment }, select: { id: true } });
  if (!row) throw new AppError('restaurant_not_found');
  return row.id;
}
