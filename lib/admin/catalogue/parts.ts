import 'server-only';
import { z } from 'zod';
import { db, type DbClient } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { ALLERGENS } from '@/lib/vocabulary/catalogue';
import { revalidateCatalogue } from '@/lib/site/settings';
import { removeFromCarts } from '@/lib/cart/notices';
import { recordAudit } from '@/lib/audit/log';
import { listMeta, parseListQuery, type ListMeta } from '@/lib/validations/list-query';
import { chosenSlug, SLUG, SLUG_MAX } from '@/lib/admin/slug';
import { assertDeletable, productDependents } from './dependents';
import { containing } from '@/lib/db/text-search';
import { centsField } from '@/lib/validations/money';

// Ingredients and sauces in the back office (issue 14, scope 1): the same
// shape (name, price of each extra unit, active, allergens), so one module.
// A product's allergens are its own plus those of its ingredients and sauces,
// read when the catalogue is built: changing an ingredient's allergens changes
// every product that carries it on the next request.

export type PartKind = 'ingredient' | 'sauce';

export type PartResource = {
  id: number;
  slug: string;
  name: string;
  extra_price_cents: number;
  active: boolean;
  /** Allergen codes (lib/vocabulary/catalogue.ts), in the law's order. */
  allergens: string[];
  /** Products that carry it, by default or as a choice. */
  products_count: number;
};

const ALLERGEN_CODES = ALLERGENS.map(({ code }) => code) as [string, ...string[]];
const NAME = { min: 2, max: 80 };

const fields = {
  name: z
    .string({ error: 'Escribe el nombre.' })
    .trim()
    .min(NAME.min, 'Escribe el nombre.')
    .max(NAME.max, `El nombre tiene ${NAME.max} caracteres como mucho.`),
  slug: z
    .string({ error: 'Escribe el identificador.' })
    .trim()
    .max(SLUG_MAX, `El identificador tiene ${SLUG_MAX} caracteres como mucho.`)
    .regex(SLUG, 'El identificador lleva minúsculas, cifras y guiones (ej. salsa-brava).'),
  extra_price_cents: centsField('el precio de cada unidad extra', 10_000),
  active: z.boolean({ error: 'Indica si está activo.' }),
  allergens: z
    .array(z.enum(ALLERGEN_CODES, { error: 'Ese alérgeno no existe.' }), { error: 'Indica sus alérgenos.' })
    .max(ALLERGENS.length),
};

export const partCreateSchema = z.object({
  ...fields,
  slug: fields.slug.optional(),
  extra_price_cents: fields.extra_price_cents.default(0),
  active: fields.active.default(true),
  allergens: fields.allergens.default([]),
});
export const partUpdateSchema = z.object(fields).partial();

type PartRow = {
  id: number;
  slug: string;
  name: string;
  extraPriceCents: number;
  active: boolean;
  allergens: { allergen: { code: string } }[];
  _count: { products: number };
};

/**
 * The two Prisma models have the same fields and relations; this is the part
 * of their delegates used here, so that one code path serves both.
 */
type PartModel = {
  findMany(args: object): Promise<PartRow[]>;
  findUnique(args: object): Promise<PartRow | null>;
  count(args: object): Promise<number>;
  create(args: object): Promise<PartRow>;
  update(args: object): Promise<PartRow>;
  delete(args: object): Promise<unknown>;
};

const KINDS = {
  ingredient: {
    model: (client: DbClient) => client.ingredient as unknown as PartModel,
    usedBy: (id: number) => ({ ingredients: { some: { ingredientId: id } } }),
    notFound: 'No encontramos ese ingrediente.',
  },
  sauce: {
    model: (client: DbClient) => client.sauce as unknown as PartModel,
    usedBy: (id: number) => ({ sauces: { some: { sauceId: id } } }),
    notFound: 'No encontramos esa salsa.',
  },
} as const;

const select = {
  id: true,
  slug: true,
  name: true,
  extraPriceCents: true,
  active: true,
  allergens: { select: { allergen: { select: { code: true } } } },
  _count: { select: { products: true } },
};

const LAW_ORDER = new Map<string, number>(ALLERGEN_CODES.map((code, index) => [code, index]));

function toResource(row: PartRow): PartResource {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    extra_price_cents: row.extraPriceCents,
    active: row.active,
    allergens: row.allergens
      .map(({ allergen }) => allergen.code)
      .sort((a, b) => (LAW_ORDER.get(a) ?? 99) - (LAW_ORDER.get(b) ?? 99)),
    products_count: row._count.products,
  };
}

/** What the audit log keeps of it: the resource without the count of products. */
const snapshot = ({ id, slug, name, extra_price_cents, active, allergens }: PartResource) => ({
  id,
  slug,
  name,
  extra_price_cents,
  active,
  allergens,
});

const SORTABLE = ['name', 'extra_price_cents', 'id'] as const;
const ORDER_BY = { name: 'name', extra_price_cents: 'extraPriceCents', id: 'id' } as const;

export async function listParts(kind: PartKind, url: URL): Promise<{ data: PartResource[]; meta: ListMeta }> {
  const query = parseListQuery(url, SORTABLE);
  const where = query.q ? { OR: [{ name: containing(query.q) }, { slug: containing(query.q) }] } : {};
  const model = KINDS[kind].model(db);
  const [rows, total] = await Promise.all([
    model.findMany({
      where,
      select,
      orderBy: [{ [ORDER_BY[query.sort.field]]: query.sort.direction }, { id: 'asc' }],
      skip: query.skip,
      take: query.perPage,
    }),
    model.count({ where }),
  ]);
  return { data: rows.map(toResource), meta: listMeta(query, total) };
}

async function findPart(client: DbClient, kind: PartKind, id: number): Promise<PartResource> {
  const row = await KINDS[kind].model(client).findUnique({ where: { id }, select });
  if (!row) throw new AppError('not_found', { message: KINDS[kind].notFound });
  return toResource(row);
}

export const getPart = (kind: PartKind, id: number) => findPart(db, kind, id);

/** Allergen ids of `codes`; a code whose allergen was deleted from the catalogue is a 422. */
async function allergenIds(tx: DbClient, codes: readonly string[]): Promise<number[]> {
  const rows = await tx.allergen.findMany({ where: { code: { in: [...codes] } }, select: { id: true, code: true } });
  if (rows.length !== new Set(codes).size) {
    throw new AppError('validation_failed', {
      errors: { allergens: ['Uno de esos alérgenos ya no está en el catálogo.'] },
    });
  }
  return rows.map((row) => row.id);
}

export async function createPart(
  actor: { id: number },
  kind: PartKind,
  input: z.infer<typeof partCreateSchema>,
): Promise<PartResource> {
  return db.$transaction(async (tx) => {
    const model = KINDS[kind].model(tx);
    const slug = await chosenSlug(input.slug, input.name, (slug) => model.count({ where: { slug } }));
    const ids = await allergenIds(tx, input.allergens);
    const row = await model.create({
      data: {
        slug,
        name: input.name,
        extraPriceCents: input.extra_price_cents,
        active: input.active,
        allergens: { create: ids.map((allergenId) => ({ allergenId })) },
      },
      select,
    });
    const created = toResource(row);
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, { action: 'create', entity: kind, entityId: created.id, after: snapshot(created) });
    return created;
  });
}

export async function updatePart(
  actor: { id: number },
  kind: PartKind,
  id: number,
  input: z.infer<typeof partUpdateSchema>,
): Promise<PartResource> {
  return db.$transaction(async (tx) => {
    const before = await findPart(tx, kind, id);
    const ids = input.allergens ? await allergenIds(tx, input.allergens) : null;
    const row = await KINDS[kind].model(tx).update({
      where: { id },
      data: {
        slug: input.slug,
        name: input.name,
        extraPriceCents: input.extra_price_cents,
        active: input.active,
        ...(ids ? { allergens: { deleteMany: {}, create: ids.map((allergenId) => ({ allergenId })) } } : {}),
      },
      select,
    });
    const after = toResource(row);
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: kind,
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

/**
 * Deletes an ingredient or a sauce. Used by products: 409 in_use with them by
 * category unless forced; forced, it leaves those products (they are sold
 * without it) and the cart lines of those products go, with a notice to their
 * customers. Orders keep their own copy of what was ordered.
 */
export async function deletePart(actor: { id: number }, kind: PartKind, id: number, force: boolean): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await findPart(tx, kind, id);
    const usedBy = KINDS[kind].usedBy(id);
    const dependents = await productDependents(tx, usedBy);
    assertDeletable(dependents, { force, forceAllowed: true });
    await removeFromCarts(
      tx,
      dependents.items.map((product) => product.id),
      `Hemos quitado de tu pedido lo que llevaba «${before.name}», que ya no ofrecemos. Vuelve a elegirlo si quieres.`,
    );
    await KINDS[kind].model(tx).delete({ where: { id } });
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, { action: 'delete', entity: kind, entityId: id, before: snapshot(before) });
  });
}
