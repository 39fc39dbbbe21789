import 'server-only';
import { db } from '@/lib/db';
import { databaseProvider } from '@/lib/db/url';
import { Prisma } from '@/lib/generated/prisma/client';
import { restaurantScope, type Actor } from '@/lib/staff/access';
import type { OrderStatus } from '@/lib/vocabulary/catalogue';
import { isRejection, statusWord, type StatusWord } from '@/lib/vocabulary/order-status';

// Staff actions on orders in the audit log (decision 045): read from where they
// are already stored, the orders' status history (OrderStatusChange), not
// written twice. A row is a staff action when someone other than the order's
// customer made it: accepting, rejecting, cancelling, moving it on by hand or
// from the kitchen display, taking it by phone. The customer's own cancellation
// (changedById is the order's userId) and the payment's own changes (no one)
// are not back-office changes and stay out, as the rest of the log has none.

/** What happened to the order, in the log's words: taken by phone, rejected, or the status it reached. */
export type OrderChange = 'taken_by_phone' | 'rejected' | StatusWord;

export type OrderAction = {
  id: number;
  actor: { id: number | null; name: string };
  /** The order, as the back-office API names it (its public id), and its number on the ticket. */
  publicId: string;
  number: string;
  restaurantName: string;
  status: OrderStatus;
  previousStatus: OrderStatus | null;
  note: string | null;
  change: OrderChange;
  createdAt: Date;
};

/** A case-insensitive «contains» as `containing` (lib/db/text-search.ts) does it, in SQL; wildcards are literal. */
function contains(column: Prisma.Sql, text: string): Prisma.Sql {
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return databaseProvider() === 'postgresql'
    ? Prisma.sql`${column} ILIKE ${pattern} ESCAPE '\\'`
    : Prisma.sql`${column} LIKE ${pattern} ESCAPE '\\'`;
}

const column = (name: string) => Prisma.raw(name);

/**
 * The audit entries' part of the log's one listing: source, id and the three sort keys of each
 * entry `entity` and `q` keep (the filters of GET /api/admin/audit, as they always were).
 */
export function auditEntriesSql(entity: string | null, q: string | null): Prisma.Sql {
  const conditions = [
    ...(entity ? [Prisma.sql`a."entity" = ${entity}`] : []),
    ...(q
      ? [
          Prisma.sql`(${contains(column('a."entity"'), q)} OR a."entityId" = ${q} OR ${contains(column('a."actorName"'), q)})`,
        ]
      : []),
  ];
  return Prisma.sql`SELECT CAST('audit' AS TEXT) AS source, a."id" AS id, a."createdAt" AS happened_at,
      a."entity" AS entity, a."actorName" AS actor
    FROM "AuditEntry" AS a
    ${conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty}`;
}

/**
 * The staff actions' part, or null when the filter leaves none: scoped to the restaurants the
 * actor runs (every one for a manager) the way every order read is (lib/staff/access.ts).
 * `q` finds them as it finds entries: the kind («order»), the order's id (exactly), its number
 * or the person's name (in part).
 */
export async function orderActionsSql(actor: Actor, entity: string | null, q: string | null) {
  if (entity !== null && entity !== 'order') return null;
  const scope = restaurantScope(actor);
  let restaurants: number[] | null = null;
  if (Object.keys(scope).length > 0) {
    restaurants = (await db.restaurant.findMany({ where: scope, select: { id: true } })).map(({ id }) => id);
    if (restaurants.length === 0) return null;
  }
  const conditions = [
    // Made by someone, and not by the order's own customer.
    Prisma.sql`c."changedById" <> o."userId"`,
    ...(restaurants ? [Prisma.sql`o."restaurantId" IN (${Prisma.join(restaurants)})`] : []),
    ...(q && !'order'.includes(q.toLowerCase())
      ? [
          Prisma.sql`(o."publicId" = ${q} OR ${contains(column('o."number"'), q)} OR ${contains(column('u."name"'), q)})`,
        ]
      : []),
  ];
  return Prisma.sql`SELECT CAST('order' AS TEXT) AS source, c."id" AS id, c."createdAt" AS happened_at,
      CAST('order' AS TEXT) AS entity, u."name" AS actor
    FROM "OrderStatusChange" AS c
    JOIN "Order" AS o ON o."id" = c."orderId"
    JOIN "User" AS u ON u."id" = c."changedById"
    WHERE ${Prisma.join(conditions, ' AND ')}`;
}

/** The staff actions of these ids (status changes), each with the status it came from; in no particular order. */
export async function orderActions(ids: number[]): Promise<OrderAction[]> {
  if (ids.length === 0) return [];
  const rows = await db.orderStatusChange.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      orderId: true,
      status: true,
      note: true,
      createdAt: true,
      changedById: true,
      changedBy: { select: { name: true } },
      order: {
        select: { publicId: true, number: true, tableNumber: true, restaurant: { select: { commercialName: true } } },
      },
    },
  });
  // Each order's whole history (a handful of rows): the status before each change says «rejected» from «cancelled».
  const history = await db.orderStatusChange.findMany({
    where: { orderId: { in: [...new Set(rows.map((row) => row.orderId))] } },
    orderBy: { id: 'asc' },
    select: { id: true, orderId: true, status: true },
  });
  const previousOf = (row: { id: number; orderId: number }) =>
    (history.findLast((earlier) => earlier.orderId === row.orderId && earlier.id < row.id)?.status ??
      null) as OrderStatus | null;
  return rows.map((row) => {
    const status = row.status as OrderStatus;
    const previousStatus = previousOf(row);
    return {
      id: row.id,
      actor: { id: row.changedById, name: row.changedBy?.name ?? '' },
      publicId: row.order.publicId,
      number: row.order.number,
      restaurantName: row.order.restaurant.commercialName,
      status,
      previousStatus,
      note: row.note,
      // The first status of an order a member of staff wrote is the order they took by phone.
      change:
        previousStatus === null
          ? 'taken_by_phone'
          : isRejection(previousStatus, status)
            ? 'rejected'
            : statusWord(status, row.order.tableNumber),
      createdAt: row.createdAt,
    };
  });
}
