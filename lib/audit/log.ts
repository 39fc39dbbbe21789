import 'server-only';
import { db, type DbClient } from '@/lib/db';
import { entityNames, entityRestaurants } from './names';
import { listMeta, parseListQuery, type ListMeta } from '@/lib/validations/list-query';
import { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { can } from '@/lib/auth/permissions';
import type { Actor } from '@/lib/staff/access';
import type { OrderStatus } from '@/lib/vocabulary/catalogue';
import { auditEntriesSql, orderActions, orderActionsSql, type OrderAction, type OrderChange } from './order-actions';

// The audit log (issue 14, scope 7): every change made in /admin, written in
// the change's own transaction, so there is never a change without its entry
// nor an entry for a change that rolled back.
// The staff's actions on orders are listed with them, read from the orders'
// status history where they are already kept (decision 045, order-actions.ts).

export type AuditAction = 'create' | 'update' | 'delete';

/** The kinds of things the back office changes today (the log's filter offers these). */
export const AUDIT_ENTITIES = [
  'restaurant',
  'restaurant_product',
  'restaurant_ingredient',
  'restaurant_service',
  'slot_capacity',
  'setting',
  'user',
  'city',
  'product',
  'ingredient',
  'sauce',
  'allergen',
  'preference',
  'promotion',
  'promotion_code',
  // Staff actions on orders: read from the orders' status history, not written here (decision 045).
  'order',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export type AuditChange = {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Records `change` as made by `actor`, through `tx` (the change's transaction). */
export async function recordAudit(tx: DbClient, actor: { id: number }, change: AuditChange): Promise<void> {
  const { name } = await tx.user.findUniqueOrThrow({ where: { id: actor.id }, select: { name: true } });
  await tx.auditEntry.create({
    data: {
      actorId: actor.id,
      actorName: name,
      action: change.action,
      entity: change.entity,
      entityId: String(change.entityId),
      before: json(change.before),
      after: json(change.after),
    },
  });
}

export type AuditEntryResource = {
  id: number;
  actor: { id: number | null; name: string };
  action: AuditAction;
  entity: string;
  entity_id: string;
  /** What the entry is about, by its name now: a product, an ingredient, a person…; null when it has none. */
  entity_name: string | null;
  /** The restaurant it is about (a product sold out there, its slot capacity…), by its name now; else null. */
  restaurant_name: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
  /**
   * A staff action on an order (`entity: "order"`, decision 045), else null: what happened in the log's
   * words, and the note the status history kept (the reason of a cancellation, the preparation time…).
   * Its `id` is the order status change's, not an audit entry's.
   */
  order: {
    number: string;
    change: OrderChange;
    status: OrderStatus;
    previous_status: OrderStatus | null;
    note: string | null;
  } | null;
};

const SORTABLE = ['created_at', 'entity', 'actor'] as const;
/** The listing's sort keys, as `auditEntriesSql` and `orderActionsSql` name them. */
const SORT_COLUMN = { created_at: 'happened_at', entity: 'entity', actor: 'actor' } as const;

type Listed = { source: string; id: number | bigint };

/**
 * GET /api/admin/audit: newest first by default; ?q= finds an entity, an id or a person; ?entity= one kind.
 * The back office's changes and the staff's actions on orders (decision 045) are one list: one query
 * sorts and pages both, then each page's rows are read in full. Managers only (`settings.manage`).
 */
export async function listAudit(actor: Actor, url: URL): Promise<{ data: AuditEntryResource[]; meta: ListMeta }> {
  if (!can(actor.role, 'settings.manage')) throw new AppError('forbidden');
  const query = parseListQuery(url, SORTABLE, 'desc');
  const entity = url.searchParams.get('entity') || null;
  const orders = await orderActionsSql(actor, entity, query.q);
  const entries = orders
    ? Prisma.sql`${auditEntriesSql(entity, query.q)} UNION ALL ${orders}`
    : auditEntriesSql(entity, query.q);
  const direction = Prisma.raw(query.sort.direction === 'asc' ? 'ASC' : 'DESC');
  const [page, [counted]] = await Promise.all([
    db.$queryRaw<Listed[]>`SELECT source, id FROM (${entries}) AS entries
      ORDER BY ${Prisma.raw(SORT_COLUMN[query.sort.field])} ${direction}, id ${direction}, source
      LIMIT ${query.perPage} OFFSET ${query.skip}`,
    db.$queryRaw<{ total: number | bigint }[]>`SELECT COUNT(*) AS total FROM (${entries}) AS entries`,
  ]);
  const idsOf = (source: string) => page.filter((row) => row.source === source).map((row) => Number(row.id));
  const [rows, actions] = await Promise.all([
    db.auditEntry.findMany({ where: { id: { in: idsOf('audit') } } }),
    orderActions(idsOf('order')),
  ]);
  const [names, restaurants] = await Promise.all([entityNames(rows), entityRestaurants(rows)]);
  const audits = new Map(
    rows.map((row, index): [number, AuditEntryResource] => [
      row.id,
      {
        id: row.id,
        actor: { id: row.actorId, name: row.actorName },
        action: row.action as AuditAction,
        entity: row.entity,
        entity_id: row.entityId,
        entity_name: names[index]!,
        restaurant_name: restaurants[index]!,
        before: row.before === null ? null : JSON.parse(row.before),
        after: row.after === null ? null : JSON.parse(row.after),
        created_at: row.createdAt.toISOString(),
        order: null,
      },
    ]),
  );
  const orderRows = new Map(actions.map((action) => [action.id, orderActionResource(action)]));
  return {
    data: page.map((row) => (row.source === 'order' ? orderRows : audits).get(Number(row.id))!),
    meta: listMeta(query, Number(counted?.total ?? 0)),
  };
}

/** A staff action on an order as a row of the log: the order by its number, the status before and after. */
function orderActionResource(action: OrderAction): AuditEntryResource {
  return {
    id: action.id,
    actor: action.actor,
    // Taking an order by phone creates it; everything after changes it.
    action: action.change === 'taken_by_phone' ? 'create' : 'update',
    entity: 'order',
    entity_id: action.publicId,
    entity_name: action.number,
    restaurant_name: action.restaurantName,
    before: action.previousStatus === null ? null : { status: action.previousStatus },
    after: { status: action.status, note: action.note },
    created_at: action.createdAt.toISOString(),
    order: {
      number: action.number,
      change: action.change,
      status: action.status,
      previous_status: action.previousStatus,
      note: action.note,
    },
  };
}
