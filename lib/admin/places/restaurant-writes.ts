import 'server-only';
import { db, type DbClient } from '@/lib/db';
import { AppError, type Dependents } from '@/lib/errors';
import { revalidateCatalogue } from '@/lib/site/settings';
import { removeCartLines } from '@/lib/cart/notices';
import { recordAudit } from '@/lib/audit/log';
import { chosenSlug } from '@/lib/admin/slug';
import { assertDeletable, type DependentsReport } from '@/lib/admin/catalogue/dependents';
import { assertWholeChain, restaurantScope, type Actor } from '@/lib/staff/access';
import type { RestaurantCreateInput, RestaurantUpdateInput } from './place-schema';
import { findRestaurant, runsWholeChain, type RestaurantResource } from './restaurants';

// Changing the chain's restaurants in the back office (issue 14, scope 4):
// create, update and delete, each in one transaction with its audit entry and
// the catalogue stamp (customers read restaurants through the catalogue cache).
// What staff may change of a restaurant they run, and what only managers may,
// is decided here. Reading them: ./restaurants.ts.

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

/** A restaurant's rows of one list (a Prisma delegate keyed by restaurantId). */
type RestaurantList<Row> = {
  deleteMany: (args: { where: { restaurantId: number } }) => Promise<unknown>;
  createMany: (args: { data: Row[] }) => Promise<unknown>;
};

/** The list given replaces the restaurant's rows; a list not given is left as it is. */
async function replaceList<Row>(list: RestaurantList<Row>, restaurantId: number, rows: Row[] | undefined) {
  if (!rows) return;
  await list.deleteMany({ where: { restaurantId } });
  await list.createMany({ data: rows });
}

async function writeRestaurantLists(tx: DbClient, restaurantId: number, input: RestaurantUpdateInput): Promise<void> {
  await replaceList(
    tx.restaurantHours,
    restaurantId,
    input.hours?.map((hour) => ({
      restaurantId,
      deliveryType: hour.delivery_type,
      weekday: hour.weekday,
      opensAt: hour.opens_at,
      closesAt: hour.closes_at,
    })),
  );
  await replaceList(
    tx.restaurantPostalCode,
    restaurantId,
    input.postal_codes?.map((code) => ({
      restaurantId,
      postalCode: code.postal_code,
      shippingCostCents: code.shipping_cost_cents,
    })),
  );
  await replaceList(
    tx.restaurantSlotCapacity,
    restaurantId,
    input.slot_capacity?.map((slot) => ({
      restaurantId,
      deliveryType: slot.delivery_type,
      maxOrders: slot.max_orders,
    })),
  );
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
