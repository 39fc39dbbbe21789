import 'server-only';
import { db } from '@/lib/db';
import type { AuditEntity } from './log';

// What an audit entry is about, by name: the entries store ids («valencia-ruzafa:1»
// for a product sold out), which told a manager nothing (found by a QA pass). Read
// now, so a renamed product shows its current name and a deleted one its id only.

type Named = { id: number; name: string }[];
const byId = { select: { id: true, name: true } } as const;
const where = (ids: number[]) => ({ where: { id: { in: ids } }, ...byId });

const NAMES: Partial<Record<AuditEntity, (ids: number[]) => Promise<Named>>> = {
  product: (ids) => db.product.findMany(where(ids)),
  restaurant_product: (ids) => db.product.findMany(where(ids)),
  ingredient: (ids) => db.ingredient.findMany(where(ids)),
  restaurant_ingredient: (ids) => db.ingredient.findMany(where(ids)),
  sauce: (ids) => db.sauce.findMany(where(ids)),
  allergen: (ids) => db.allergen.findMany(where(ids)),
  preference: (ids) => db.preference.findMany(where(ids)),
  promotion: (ids) => db.promotion.findMany(where(ids)),
  city: (ids) => db.city.findMany(where(ids)),
  user: (ids) => db.user.findMany(where(ids)),
};

/** The numeric id an entry names: "7", or a restaurant's product or ingredient "valencia-ruzafa:7". */
function numericId(entityId: string): number | null {
  const id = Number(entityId.slice(entityId.lastIndexOf(':') + 1));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Each entry's name as it is now (null: a setting, a restaurant, one since deleted); one query per kind. */
export async function entityNames(entries: { entity: string; entityId: string }[]): Promise<(string | null)[]> {
  const wanted = new Map<AuditEntity, Set<number>>();
  for (const { entity, entityId } of entries) {
    const id = numericId(entityId);
    if (id === null || !Object.hasOwn(NAMES, entity)) continue;
    wanted.set(entity as AuditEntity, (wanted.get(entity as AuditEntity) ?? new Set<number>()).add(id));
  }
  const found = new Map(
    await Promise.all(
      [...wanted].map(async ([entity, ids]) => {
        const rows = await NAMES[entity]!([...ids]);
        return [entity as string, new Map(rows.map((row) => [row.id, row.name]))] as const;
      }),
    ),
  );
  return entries.map(({ entity, entityId }) => found.get(entity)?.get(numericId(entityId) ?? 0) ?? null);
}

/** Entries about something of one restaurant: their id is its slug, or starts with it («valencia-ruzafa:7»). */
const OF_A_RESTAURANT: ReadonlySet<string> = new Set<AuditEntity>([
  'restaurant',
  'restaurant_service',
  'restaurant_product',
  'restaurant_ingredient',
  'slot_capacity',
]);

const slugOf = (entity: string, entityId: string) => (OF_A_RESTAURANT.has(entity) ? entityId.split(':', 1)[0]! : null);

/** The restaurant each entry is about, by its commercial name now (null: none, or one since deleted); one query. */
export async function entityRestaurants(entries: { entity: string; entityId: string }[]): Promise<(string | null)[]> {
  const slugs = [...new Set(entries.map(({ entity, entityId }) => slugOf(entity, entityId)).filter((slug) => slug))];
  const rows =
    slugs.length === 0
      ? []
      : await db.restaurant.findMany({
          where: { slug: { in: slugs as string[] } },
          select: { slug: true, commercialName: true },
        });
  const names = new Map(rows.map((row) => [row.slug, row.commercialName]));
  return entries.map(({ entity, entityId }) => names.get(slugOf(entity, entityId) ?? '') ?? null);
}

/**
 * Whether an entry's names say all its stored id says: its own name where it has one (a product, a person…)
 * and its restaurant where it is about one. Else (one since deleted, a setting's key) the id is shown too.
 */
export function isNamedInFull(entry: {
  entity: string;
  entity_name: string | null;
  restaurant_name: string | null;
}): boolean {
  const needsName = Object.hasOwn(NAMES, entry.entity);
  const needsRestaurant = OF_A_RESTAURANT.has(entry.entity);
  return (
    (needsName || needsRestaurant) &&
    (!needsName || entry.entity_name !== null) &&
    (!needsRestaurant || entry.restaurant_name !== null)
  );
}
