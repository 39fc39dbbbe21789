import { SEEN_BY_RESTAURANT } from '@/lib/vocabulary/payment-methods';
import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { db, type DbClient } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { hashPassword } from '@/lib/auth/password';
import { revokeOtherSessions } from '@/lib/auth/sessions';
import { recordAudit } from '@/lib/audit/log';
import { requestPasswordReset, sendInvitation } from '@/lib/users/password-reset';
import { deleteAccount } from '@/lib/users/accounts';
import { listMeta, parseListQuery, type ListMeta } from '@/lib/validations/list-query';
import { emailField, otherPersonNameField } from '@/lib/validations/fields';
import type { Actor } from '@/lib/staff/access';
import { ROLES, type Role } from './people-query';
import { containing } from '@/lib/db/text-search';
import { isPhoneGuest } from '@/lib/vocabulary/person';

// People in the back office (issue 14, scope 6): customers and staff with
// search, filters and server-side pages; a role, the restaurants staff run,
// blocking, a password reset and two-factor reset; a customer's orders. The
// chain never loses its last manager: no change leaves it without one.

export { ROLES, type Role };

export type PersonSummary = {
  id: number;
  name: string;
  email: string;
  role: Role;
  blocked: boolean;
  email_verified: boolean;
  /** A caller staff took a phone order for, without an account of their own: no e-mail, no sign-in. */
  phone_caller: boolean;
  two_factor: boolean;
  restaurants: { id: number; slug: string; name: string }[];
  orders_count: number;
  created_at: string;
};

export type PersonResource = PersonSummary & {
  phone: string | null;
  /** The latest 20 orders, newest first (`orders_count` says how many there are in all). */
  orders: PersonOrder[];
};

export type PersonOrder = {
  /** The public id of the order's pages (/admin/pedidos/{id}/ticket). */
  id: string;
  number: string;
  status: string;
  delivery_type: string;
  table_number: number | null;
  total_cents: number;
  /** The restaurant's slug, and its commercial name. */
  restaurant: string;
  restaurant_name: string;
  created_at: string;
};

/** A restaurant staff can be bound to: the checkboxes of the person's page. */
export type RestaurantChoice = { id: number; slug: string; name: string; city: string; active: boolean };

const restaurantIds = z
  .array(z.number({ error: 'Elige restaurantes de la lista.' }).int().positive('Elige restaurantes de la lista.'))
  .max(200)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Hay un restaurante repetido.' });

export const personCreateSchema = z.object({
  name: otherPersonNameField,
  email: emailField,
  role: z.enum(ROLES, { error: 'Elige cliente, personal o gerente.' }).default('staff'),
  restaurant_ids: restaurantIds.default([]),
});
export const personUpdateSchema = z
  .object({
    name: otherPersonNameField,
    role: z.enum(ROLES, { error: 'Elige cliente, personal o gerente.' }),
    restaurant_ids: restaurantIds,
    blocked: z.boolean({ error: 'Indica si la cuenta está bloqueada.' }),
  })
  .partial();

const summarySelect = {
  id: true,
  name: true,
  email: true,
  role: true,
  blockedAt: true,
  emailVerifiedAt: true,
  twoFactorConfirmedAt: true,
  createdAt: true,
  restaurants: { select: { restaurant: { select: { id: true, slug: true, commercialName: true } } } },
  // Online checkouts never paid were never orders (issue 15).
  _count: { select: { orders: { where: SEEN_BY_RESTAURANT } } },
} satisfies Prisma.UserSelect;

function toSummary(row: Prisma.UserGetPayload<{ select: typeof summarySelect }>): PersonSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    blocked: row.blockedAt !== null,
    email_verified: row.emailVerifiedAt !== null,
    phone_caller: isPhoneGuest(row.email),
    two_factor: row.twoFactorConfirmedAt !== null,
    restaurants: row.restaurants
      .map(({ restaurant }) => ({ id: restaurant.id, slug: restaurant.slug, name: restaurant.commercialName }))
      .sort((a, b) => a.id - b.id),
    orders_count: row._count.orders,
    created_at: row.createdAt.toISOString(),
  };
}

const snapshot = (person: PersonSummary) => ({
  name: person.name,
  role: person.role,
  blocked: person.blocked,
  restaurants: person.restaurants.map((restaurant) => restaurant.slug),
});

const SORTABLE = ['created_at', 'name', 'email', 'role', 'id'] as const;
const ORDER_BY = { created_at: 'createdAt', name: 'name', email: 'email', role: 'role', id: 'id' } as const;

/** GET /api/admin/users?q=&role=&blocked=&sort=&page=&per_page=: newest first unless sorted. */
export async function listPeople(url: URL): Promise<{ data: PersonSummary[]; meta: ListMeta }> {
  const query = parseListQuery(url, SORTABLE, 'desc');
  const role = url.searchParams.get('role');
  const blocked = url.searchParams.get('blocked');
  if (role && !(ROLES as readonly string[]).includes(role))
    throw new AppError('validation_failed', { errors: { role: ['Filtra por customer, staff o manager.'] } });
  if (blocked && blocked !== 'true' && blocked !== 'false')
    throw new AppError('validation_failed', { errors: { blocked: ['Filtra con blocked=true o blocked=false.'] } });
  const where: Prisma.UserWhereInput = {
    ...(role ? { role } : {}),
    ...(blocked === 'true' ? { blockedAt: { not: null } } : blocked === 'false' ? { blockedAt: null } : {}),
    ...(query.q ? { OR: [{ name: containing(query.q) }, { email: containing(query.q.toLowerCase()) }] } : {}),
  };
  const [rows, total] = await Promise.all([
    db.user.findMany({
      where,
      select: summarySelect,
      orderBy: [{ [ORDER_BY[query.sort.field]]: query.sort.direction }, { id: query.sort.direction }],
      skip: query.skip,
      take: query.perPage,
    }),
    db.user.count({ where }),
  ]);
  return { data: rows.map(toSummary), meta: listMeta(query, total) };
}

async function findPerson(client: DbClient, id: number): Promise<PersonSummary> {
  const row = await client.user.findUnique({ where: { id }, select: summarySelect });
  if (!row) throw new AppError('not_found', { message: 'No encontramos esa cuenta.' });
  return toSummary(row);
}

export async function getPerson(id: number): Promise<PersonResource> {
  const [summary, extra] = await Promise.all([
    findPerson(db, id),
    db.user.findUnique({
      where: { id },
      select: {
        phone: true,
        orders: {
          where: SEEN_BY_RESTAURANT,
          orderBy: { createdAt: 'desc' },
          take: 20,
          select: {
            publicId: true,
            number: true,
            status: true,
            deliveryType: true,
            tableNumber: true,
            totalCents: true,
            createdAt: true,
            restaurant: { select: { slug: true, commercialName: true } },
          },
        },
      },
    }),
  ]);
  return {
    ...summary,
    phone: extra?.phone ?? null,
    orders: (extra?.orders ?? []).map((order) => ({
      id: order.publicId,
      number: order.number,
      status: order.status,
      delivery_type: order.deliveryType,
      table_number: order.tableNumber,
      total_cents: order.totalCents,
      restaurant: order.restaurant.slug,
      restaurant_name: order.restaurant.commercialName,
      created_at: order.createdAt.toISOString(),
    })),
  };
}

/** Every restaurant of the chain (switched off ones too: staff may still be bound to them), by city and order. */
export async function restaurantChoices(): Promise<RestaurantChoice[]> {
  const rows = await db.restaurant.findMany({
    orderBy: [{ city: { sortOrder: 'asc' } }, { sortOrder: 'asc' }, { id: 'asc' }],
    select: { id: true, slug: true, commercialName: true, active: true, city: { select: { name: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.commercialName,
    city: row.city.name,
    active: row.active,
  }));
}

async function assertRestaurants(tx: DbClient, ids: number[] | undefined): Promise<void> {
  if (ids?.length && (await tx.restaurant.count({ where: { id: { in: ids } } })) !== ids.length) {
    throw new AppError('validation_failed', { errors: { restaurant_ids: ['Uno de esos restaurantes no existe.'] } });
  }
}

/** Managers left who can sign in, once `excludingId` is no longer one. */
const otherActiveManagers = (tx: DbClient, excludingId: number) =>
  tx.user.count({ where: { role: 'manager', blockedAt: null, id: { not: excludingId } } });

/**
 * POST /api/admin/users: a staff member or manager (or a customer) the chain
 * adds. They get the password-reset e-mail to choose their own password; the
 * address counts as verified (the manager vouches for it and the link proves it).
 */
export async function createPerson(actor: Actor, input: z.infer<typeof personCreateSchema>): Promise<PersonResource> {
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const id = await db.$transaction(async (tx) => {
    await assertRestaurants(tx, input.restaurant_ids);
    if (await tx.user.findUnique({ where: { email: input.email } }))
      throw new AppError('validation_failed', { errors: { email: ['Ya hay una cuenta con ese correo electrónico.'] } });
    const created = await tx.user.create({
      data: {
        name: input.name,
        email: input.email,
        role: input.role,
        passwordHash,
        emailVerifiedAt: new Date(),
        restaurants: { create: input.restaurant_ids.map((restaurantId) => ({ restaurantId })) },
      },
      select: { id: true },
    });
    const person = await findPerson(tx, created.id);
    await recordAudit(tx, actor, { action: 'create', entity: 'user', entityId: created.id, after: snapshot(person) });
    return created.id;
  });
  await sendInvitation(input.email, input.role !== 'customer');
  return getPerson(id);
}

/** PUT /api/admin/users/{id}: name, role, restaurants, blocked; never leaves the chain without a manager. */
export async function updatePerson(
  actor: Actor,
  id: number,
  input: z.infer<typeof personUpdateSchema>,
): Promise<PersonResource> {
  let endSessions = false;
  await db.$transaction(async (tx) => {
    const before = await findPerson(tx, id);
    // A phone caller's record can never sign in (decision 040): staff or manager, it would run nothing.
    if (before.phone_caller && input.role !== undefined && input.role !== 'customer')
      throw new AppError('validation_failed', {
        errors: {
          role: [
            'Esta ficha es de un cliente que pidió por teléfono y no puede iniciar sesión: no puede ser personal ni gerente.',
          ],
        },
      });
    await assertRestaurants(tx, input.restaurant_ids);
    if (input.blocked === true && id === actor.id)
      throw new AppError('validation_failed', { errors: { blocked: ['No puedes bloquear tu propia cuenta.'] } });
    const losesManager =
      before.role === 'manager' &&
      !before.blocked &&
      ((input.role !== undefined && input.role !== 'manager') || input.blocked === true);
    if (losesManager && (await otherActiveManagers(tx, id)) === 0) throw new AppError('last_manager');
    await tx.user.update({
      where: { id },
      data: {
        name: input.name,
        role: input.role,
        ...(input.blocked === undefined
          ? {}
          : { blockedAt: input.blocked ? (before.blocked ? undefined : new Date()) : null }),
      },
    });
    const role = input.role ?? before.role;
    if (input.restaurant_ids || role === 'customer') {
      // Customers run no restaurant; staff run the ones given.
      await tx.staffRestaurant.deleteMany({ where: { userId: id } });
      if (role !== 'customer' && input.restaurant_ids)
        await tx.staffRestaurant.createMany({
          data: input.restaurant_ids.map((restaurantId) => ({ userId: id, restaurantId })),
        });
    }
    const after = await findPerson(tx, id);
    endSessions = after.blocked && !before.blocked;
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'user',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
  });
  if (endSessions) await revokeOtherSessions(id, null);
  return getPerson(id);
}

/**
 * DELETE /api/admin/users/{id}: the account's own deletion (orders kept,
 * anonymised); never oneself, never the last manager. The check and the
 * loss of every role run in one transaction (writes are serialised): two
 * managers removing each other at once cannot both pass.
 */
export async function deletePerson(actor: Actor, id: number): Promise<void> {
  if (id === actor.id)
    throw new AppError('validation_failed', { message: 'No puedes borrar tu propia cuenta desde aquí.' });
  await db.$transaction(async (tx) => {
    const before = await findPerson(tx, id);
    if (before.role === 'manager' && !before.blocked && (await otherActiveManagers(tx, id)) === 0)
      throw new AppError('last_manager');
    await tx.user.update({ where: { id }, data: { role: 'customer' } });
    await tx.staffRestaurant.deleteMany({ where: { userId: id } });
    await recordAudit(tx, actor, { action: 'delete', entity: 'user', entityId: id, before: snapshot(before) });
  });
  await deleteAccount(id);
}

/** POST /api/admin/users/{id}/password-reset: the usual reset e-mail, sent to the account's address. */
export async function sendPasswordReset(actor: Actor, id: number): Promise<void> {
  const person = await findPerson(db, id);
  await db.$transaction((tx) =>
    recordAudit(tx, actor, { action: 'update', entity: 'user', entityId: id, after: { password_reset_sent: true } }),
  );
  await requestPasswordReset(person.email);
}

/** POST /api/admin/users/{id}/two-factor-reset: two-factor off (a lost phone); every session ends. */
export async function resetTwoFactor(actor: Actor, id: number): Promise<PersonResource> {
  await db.$transaction(async (tx) => {
    const before = await findPerson(tx, id);
    await tx.user.update({
      where: { id },
      data: {
        twoFactorSecret: null,
        twoFactorRecoveryCodes: null,
        twoFactorConfirmedAt: null,
        twoFactorLastStep: null,
      },
    });
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'user',
      entityId: id,
      before: { two_factor: before.two_factor },
      after: { two_factor: false },
    });
  });
  await revokeOtherSessions(id, null);
  return getPerson(id);
}
