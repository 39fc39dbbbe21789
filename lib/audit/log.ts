import 'server-only';
import { db, type DbClient } from '@/lib/db';
import { entityNames, entityRestaurants } from './names';
import { listMeta, parseListQuery, type ListMeta } from '@/lib/validations/list-query';
import { containing } from '@/lib/db/text-search';

// The audit log (issue 14, scope 7): every change made in /admin, written in
// the change's own transaction, so there is never a change without its entry
// nor an entry for a change that rolled back.

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
};

const SORTABLE = ['created_at', 'entity', 'actor'] as const;
const ORDER_BY = { created_at: 'createdAt', entity: 'entity', actor: 'actorName' } as const;

/** GET /api/admin/audit: newest first by default; ?q= finds an entity, an id or a person; ?entity= one kind. */
export async function listAudit(url: URL): Promise<{ data: AuditEntryResource[]; meta: ListMeta }> {
  const query = parseListQuery(url, SORTABLE, 'desc');
  const entity = url.searchParams.get('entity');
  const where = {
    ...(entity ? { entity } : {}),
    ...(query.q
      ? { OR: [{ entity: containing(query.q) }, { entityId: query.q }, { actorName: containing(query.q) }] }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db.auditEntry.findMany({
      where,
      orderBy: [{ [ORDER_BY[query.sort.field]]: query.sort.direction }, { id: query.sort.direction }],
      skip: query.skip,
      take: query.perPage,
    }),
    db.auditEntry.count({ where }),
  ]);
  const [names, restaurants] = await Promise.all([entityNames(rows), entityRestaurants(rows)]);
  return {
    data: rows.map((row, index) => ({
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
    })),
    meta: listMeta(query, total),
  };
}
