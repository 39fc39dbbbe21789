import 'server-only';
import { db, type DbClient } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { can, type Permission } from '@/lib/auth/permissions';
import type { Prisma } from '@/lib/generated/prisma/client';

// Who on the staff side may touch which restaurant: managers every one, staff
// the restaurants they are bound to (StaffRestaurant), customers none. Checked
// here, where orders and restaurants are read or written, not only in the
// route wrapper.

export type Actor = { id: number; role: string };

/** The restaurants an actor may run, as a Prisma filter. */
export function restaurantScope(actor: Actor): Prisma.RestaurantWhereInput {
  if (actor.role === 'manager') return {};
  if (actor.role === 'staff') return { staff: { some: { userId: actor.id } } };
  return { id: -1 };
}

/**
 * Changes that concern the whole chain (a new restaurant, deleting one, the
 * cities): only for who runs every restaurant. Staff run the ones they are bound to.
 */
export function assertWholeChain(actor: Actor): void {
  if (Object.keys(restaurantScope(actor)).length > 0) throw new AppError('forbidden');
}

export type StaffRestaurant = { id: number; slug: string; commercialName: string; closedKitchen: boolean };

/**
 * A restaurant the actor may run, by slug, for `permission`. Unknown: 404;
 * known but not theirs (or without the permission): 403.
 */
export async function accessibleRestaurant(
  actor: Actor,
  slug: string,
  permission: Permission = 'orders.manage',
  client: DbClient = db,
): Promise<StaffRestaurant> {
  const select = { id: true, slug: true, commercialName: true, closedKitchen: true } as const;
  if (!can(actor.role, permission)) throw new AppError('forbidden');
  const restaurant = await client.restaurant.findFirst({ where: { slug, ...restaurantScope(actor) }, select });
  if (restaurant) return restaurant;
  const exists = await client.restaurant.findUnique({ where: { slug }, select: { id: true } });
  throw new AppError(exists ? 'forbidden' : 'restaurant_not_found');
}

/** Whether the actor may still see this restaurant's orders: by id, so a renamed restaurant's boards stay open. */
export async function stillRunsRestaurant(actor: Actor, restaurantId: number): Promise<boolean> {
  if (!can(actor.role, 'orders.manage')) return false;
  return (await db.restaurant.count({ where: { id: restaurantId, ...restaurantScope(actor) } })) === 1;
}

/** The restaurants the actor runs, for the board's restaurant picker. */
/**
 * The restaurant a back-office page shows: the one in ?restaurante= if the
 * actor runs it, else their first; null when they run none. With the
 * options of the restaurant picker.
 */
export async function chooseStaffRestaurant(
  actor: Actor,
  slug: string | undefined,
): Promise<{ restaurant: StaffRestaurant | null; options: { slug: string; name: string }[] }> {
  const restaurants = await listStaffRestaurants(actor);
  return {
    restaurant: restaurants.find((candidate) => candidate.slug === slug) ?? restaurants[0] ?? null,
    options: restaurants.map(({ slug: option, commercialName }) => ({ slug: option, name: commercialName })),
  };
}

export function listStaffRestaurants(actor: Actor): Promise<StaffRestaurant[]> {
  return db.restaurant.findMany({
    where: { active: true, ...restaurantScope(actor) },
    orderBy: [{ city: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { name: 'asc' }],
    select: { id: true, slug: true, commercialName: true, closedKitchen: true },
  });
}
