import 'server-only';
import { z } from 'zod';
import { db, type DbClient } from '@/lib/db';
import { AppError, type Dependents } from '@/lib/errors';
import { ALLERGENS, PREFERENCES } from '@/lib/vocabulary/catalogue';
import { revalidateCatalogue } from '@/lib/site/settings';
import { recordAudit } from '@/lib/audit/log';
import { listMeta, parseListQuery, type ListMeta } from '@/lib/validations/list-query';
import { assertDeletable, mergeDependents, productDependents, type DependentsReport } from './dependents';
import { containing } from '@/lib/db/text-search';

// Allergens and preferences (lifestyle tags) in the back office (issue 14,
// decision 023). Both are fixed vocabularies: the 14 allergens of Regulation
// (EU) 1169/2011 and the lifestyle tags the customer's filters know, each with
// its legal or agreed Spanish name and its icon in the code. The manager sees
// where each is used, deletes one nothing uses (a preference also when forced)
// and brings a deleted one back; names are not edited.

export type TagKind = 'allergen' | 'preference';

export type TagResource = {
  id: number;
  code: string;
  name: string;
  sort_order: number;
  /** Products, ingredients, sauces and customers' saved filters that use it. */
  used_in: Dependents;
};

type TagRow = { id: number; code: string; name: string; sortOrder: number };

type TagModel = {
  findMany(args: object): Promise<TagRow[]>;
  findUnique(args: object): Promise<TagRow | null>;
  count(args: object): Promise<number>;
  create(args: object): Promise<TagRow>;
  delete(args: object): Promise<unknown>;
};

const KINDS = {
  allergen: {
    model: (client: DbClient) => client.allergen as unknown as TagModel,
    vocabulary: ALLERGENS,
    notFound: 'No encontramos ese alérgeno.',
    unknownCode: 'Elige uno de los 14 alérgenos del Reglamento (UE) 1169/2011.',
    fixed: 'Los alérgenos son los 14 del Reglamento (UE) 1169/2011: su nombre y su icono no se cambian.',
    // A dish must never be sold as safe by mistake: nothing that uses an allergen lets it go.
    forceAllowed: false,
    usedIn: async (tx: DbClient, id: number): Promise<DependentsReport> => {
      const [ingredients, sauces] = await Promise.all([
        tx.ingredient.findMany({
          where: { allergens: { some: { allergenId: id } } },
          select: { id: true, name: true },
        }),
        tx.sauce.findMany({ where: { allergens: { some: { allergenId: id } } }, select: { id: true, name: true } }),
      ]);
      return mergeDependents(
        await productDependents(tx, { allergens: { some: { allergenId: id } } }),
        named('ingredient', ingredients),
        named('sauce', sauces),
        { counts: { customer: await tx.userAllergen.count({ where: { allergenId: id } }) }, items: [] },
      );
    },
  },
  preference: {
    model: (client: DbClient) => client.preference as unknown as TagModel,
    vocabulary: PREFERENCES,
    notFound: 'No encontramos esa preferencia.',
    unknownCode: 'Elige una de las preferencias que conocen los filtros del catálogo.',
    fixed: 'Las preferencias tienen su nombre fijo en los filtros del catálogo: no se cambia.',
    // Forced, the tag leaves its products and the customers' saved filters.
    forceAllowed: true,
    usedIn: async (tx: DbClient, id: number): Promise<DependentsReport> =>
      mergeDependents(await productDependents(tx, { preferences: { some: { preferenceId: id } } }), {
        counts: { customer: await tx.userPreference.count({ where: { preferenceId: id } }) },
        items: [],
      }),
  },
} as const;

/** Rows of one kind as a report. */
function named(kind: string, rows: { id: number; name: string }[]): DependentsReport {
  return { counts: { [kind]: rows.length }, items: rows.map(({ id, name }) => ({ kind, id, name })) };
}

async function toResource(client: DbClient, kind: TagKind, row: TagRow): Promise<TagResource> {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    sort_order: row.sortOrder,
    used_in: (await KINDS[kind].usedIn(client, row.id)).counts,
  };
}

const snapshot = ({ id, code, name, sort_order }: TagResource) => ({ id, code, name, sort_order });

const SORTABLE = ['sort_order', 'name', 'code', 'id'] as const;
const ORDER_BY = { sort_order: 'sortOrder', name: 'name', code: 'code', id: 'id' } as const;

/** At most 14 allergens and a handful of preferences: the counts per row are cheap. */
export async function listTags(kind: TagKind, url: URL): Promise<{ data: TagResource[]; meta: ListMeta }> {
  const query = parseListQuery(url, SORTABLE);
  const where = query.q ? { OR: [{ name: containing(query.q) }, { code: containing(query.q) }] } : {};
  const model = KINDS[kind].model(db);
  const [rows, total] = await Promise.all([
    model.findMany({
      where,
      orderBy: [{ [ORDER_BY[query.sort.field]]: query.sort.direction }, { id: 'asc' }],
      skip: query.skip,
      take: query.perPage,
    }),
    model.count({ where }),
  ]);
  const data = [];
  for (const row of rows) data.push(await toResource(db, kind, row));
  return { data, meta: listMeta(query, total) };
}

async function findTag(client: DbClient, kind: TagKind, id: number): Promise<TagResource> {
  const row = await KINDS[kind].model(client).findUnique({ where: { id } });
  if (!row) throw new AppError('not_found', { message: KINDS[kind].notFound });
  return toResource(client, kind, row);
}

export const getTag = (kind: TagKind, id: number) => findTag(db, kind, id);

export const tagCreateSchema = z.object({ code: z.string({ error: 'Indica el código.' }).trim() });
/** A PUT may repeat what GET answered; changing the name is refused (the vocabulary is fixed). */
export const tagUpdateSchema = z.object({ name: z.string().optional(), code: z.string().optional() }).partial();

/** Brings back a deleted allergen or preference of the vocabulary, with its name and place. */
export async function createTag(actor: { id: number }, kind: TagKind, code: string): Promise<TagResource> {
  const { vocabulary, unknownCode } = KINDS[kind];
  const index = vocabulary.findIndex((entry) => entry.code === code);
  if (index < 0) throw new AppError('validation_failed', { errors: { code: [unknownCode] } });
  return db.$transaction(async (tx) => {
    const row = await KINDS[kind].model(tx).create({
      data: { code, name: vocabulary[index]!.name, sortOrder: index },
    });
    const created = await toResource(tx, kind, row);
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, { action: 'create', entity: kind, entityId: row.id, after: snapshot(created) });
    return created;
  });
}

/** Nothing of a tag is edited: the same values are a no-op, a new name or code is a 422. */
export async function updateTag(
  kind: TagKind,
  id: number,
  input: z.infer<typeof tagUpdateSchema>,
): Promise<TagResource> {
  const current = await getTag(kind, id);
  const errors: Record<string, string[]> = {};
  if (input.name !== undefined && input.name.trim() !== current.name) errors.name = [KINDS[kind].fixed];
  if (input.code !== undefined && input.code.trim() !== current.code) errors.code = [KINDS[kind].fixed];
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { errors });
  return current;
}

/** Deletes a tag nothing uses; in use: 409 with where, and a preference may be forced out of all of them. */
export async function deleteTag(actor: { id: number }, kind: TagKind, id: number, force: boolean): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await findTag(tx, kind, id);
    assertDeletable(await KINDS[kind].usedIn(tx, id), { force, forceAllowed: KINDS[kind].forceAllowed });
    // Links of archived products (never sold again) go with it.
    if (kind === 'allergen')
      await tx.productAllergen.deleteMany({ where: { allergenId: id, product: { archivedAt: { not: null } } } });
    if (kind === 'preference') {
      await tx.productPreference.deleteMany({ where: { preferenceId: id } });
      await tx.userPreference.deleteMany({ where: { preferenceId: id } });
    }
    await KINDS[kind].model(tx).delete({ where: { id } });
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, { action: 'delete', entity: kind, entityId: id, before: snapshot(before) });
  });
}

/** The codes of the vocabulary in the catalogue now (the rest can be brought back). */
export async function presentTagCodes(kind: TagKind): Promise<string[]> {
  const rows = await KINDS[kind].model(db).findMany({});
  return rows.map((row) => row.code);
}
