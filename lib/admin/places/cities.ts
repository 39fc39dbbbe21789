import 'server-only';
import type { z } from 'zod';
import { db, type DbClient } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { revalidateCatalogue } from '@/lib/site/settings';
import { recordAudit } from '@/lib/audit/log';
import { listMeta, parseListQuery, type ListMeta } from '@/lib/validations/list-query';
import { chosenSlug } from '@/lib/admin/slug';
import { assertDeletable } from '@/lib/admin/catalogue/dependents';
import { assertWholeChain, type Actor } from '@/lib/staff/access';
import type { cityCreateSchema, cityUpdateSchema } from './place-schema';
import { containing } from '@/lib/db/text-search';

// Cities in the back office (issue 14, scope 4): chain-wide, so managers only;
// each change audited and stamping the catalogue in its own transaction.

export type CityResource = { id: number; slug: string; name: string; sort_order: number; restaurants_count: number };

const citySelect = {
  id: true,
  slug: true,
  name: true,
  sortOrder: true,
  _count: { select: { restaurants: true } },
} satisfies Prisma.CitySelect;

const toCity = (row: Prisma.CityGetPayload<{ select: typeof citySelect }>): CityResource => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  sort_order: row.sortOrder,
  restaurants_count: row._count.restaurants,
});

const citySnapshot = ({ id, slug, name, sort_order }: CityResource) => ({ id, slug, name, sort_order });

export async function listCities(url: URL): Promise<{ data: CityResource[]; meta: ListMeta }> {
  const query = parseListQuery(url, ['sort_order', 'name', 'id'] as const);
  const orderBy = { sort_order: 'sortOrder', name: 'name', id: 'id' } as const;
  const where = query.q ? { OR: [{ name: containing(query.q) }, { slug: containing(query.q) }] } : {};
  const [rows, total] = await Promise.all([
    db.city.findMany({
      where,
      select: citySelect,
      orderBy: [{ [orderBy[query.sort.field]]: query.sort.direction }, { id: 'asc' }],
      skip: query.skip,
      take: query.perPage,
    }),
    db.city.count({ where }),
  ]);
  return { data: rows.map(toCity), meta: listMeta(query, total) };
}

async function findCity(client: DbClient, id: number): Promise<CityResource> {
  const row = await client.city.findUnique({ where: { id }, select: citySelect });
  if (!row) throw new AppError('city_not_found');
  return toCity(row);
}

export const getCity = (id: number) => findCity(db, id);

/** Every city, as the chain orders them, for the restaurant editor's city picker. */
export function cityOptions(): Promise<{ id: number; name: string }[]> {
  return db.city.findMany({ orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }], select: { id: true, name: true } });
}

/**
 * Two cities of one name could not be told apart in the restaurant editor's
 * list, nor by customers choosing a city (found by a QA pass): the name is
 * compared without case or accents: «valencia» and «VALÈNCIA» are «Valencia».
 */
async function assertNameFree(tx: DbClient, name: string | undefined, exceptId?: number): Promise<void> {
  if (name === undefined) return;
  const cities = await tx.city.findMany({ select: { id: true, name: true } });
  const taken = cities.find(
    (city) => city.id !== exceptId && city.name.trim().localeCompare(name.trim(), 'es', { sensitivity: 'base' }) === 0,
  );
  if (taken) throw new AppError('validation_failed', { errors: { name: [`Ya existe la ciudad «${taken.name}».`] } });
}

export async function createCity(actor: Actor, input: z.infer<typeof cityCreateSchema>) {
  assertWholeChain(actor);
  return db.$transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const slug = await chosenSlug(input.slug, input.name, (slug) => tx.city.count({ where: { slug } }));
    const { id } = await tx.city.create({ data: { slug, name: input.name, sortOrder: input.sort_order } });
    const created = await findCity(tx, id);
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, { action: 'create', entity: 'city', entityId: id, after: citySnapshot(created) });
    return created;
  });
}

export async function updateCity(actor: Actor, id: number, input: z.infer<typeof cityUpdateSchema>) {
  assertWholeChain(actor);
  return db.$transaction(async (tx) => {
    const before = await findCity(tx, id);
    await assertNameFree(tx, input.name, id);
    await tx.city.update({ where: { id }, data: { slug: input.slug, name: input.name, sortOrder: input.sort_order } });
    const after = await findCity(tx, id);
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'city',
      entityId: id,
      before: citySnapshot(before),
      after: citySnapshot(after),
    });
    return after;
  });
}

/** A city with restaurants is never deleted: they move to another city first. */
export async function deleteCity(actor: Actor, id: number): Promise<void> {
  assertWholeChain(actor);
  await db.$transaction(async (tx) => {
    const before = await findCity(tx, id);
    const restaurants = await tx.restaurant.findMany({
      where: { cityId: id },
      select: { id: true, commercialName: true },
    });
    assertDeletable(
      {
        counts: restaurants.length ? { restaurant: restaurants.length } : {},
        items: restaurants.map((row) => ({ kind: 'restaurant', id: row.id, name: row.commercialName })),
      },
      {
        force: false,
        forceAllowed: false,
        message: 'Esta ciudad tiene restaurantes: cámbialos de ciudad antes de borrarla.',
      },
    );
    await tx.city.delete({ where: { id } });
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, { action: 'delete', entity: 'city', entityId: id, before: citySnapshot(before) });
  });
}
