import 'server-only';
import { db, type DbClient } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError, type FieldErrors } from '@/lib/errors';
import type { ProductCategory } from '@/lib/vocabulary/catalogue';
import { revalidateCatalogue } from '@/lib/site/settings';
import { removeFromCarts } from '@/lib/cart/notices';
import { recordAudit } from '@/lib/audit/log';
import { listMeta, parseListQuery, type ListMeta } from '@/lib/validations/list-query';
import { chosenSlug } from '@/lib/admin/slug';
import { assertDeletable, productDependents } from './dependents';
import { findProduct, NOT_ARCHIVED, snapshot, type ProductResource, type ProductSummary } from './product-resource';
import type { ProductCreateInput, ProductUpdateInput } from './product-schema';
import { containing } from '@/lib/db/text-search';

// Products in the back office (issue 14, scope 1): every category, with its
// ingredients, sauces, options, where and how it is sold, and what a menu,
// combo or repertoire is made of. A product's allergens as the customer sees
// them are its own plus those of its ingredients and sauces (and, for a menu,
// of what is chosen in it): `derived_allergens` shows the manager that sum.

const SORTABLE = ['name', 'category', 'base_price_cents', 'sort_order', 'id'] as const;
const ORDER_BY = {
  name: 'name',
  category: 'category',
  base_price_cents: 'basePriceCents',
  sort_order: 'sortOrder',
  id: 'id',
} as const;

/** GET /api/admin/products?q=&category=&sort=&page=&per_page=: products not deleted. */
export async function listProducts(url: URL): Promise<{ data: ProductSummary[]; meta: ListMeta }> {
  const query = parseListQuery(url, SORTABLE);
  const category = url.searchParams.get('category');
  const where: Prisma.ProductWhereInput = {
    ...NOT_ARCHIVED,
    ...(category ? { category } : {}),
    ...(query.q ? { OR: [{ name: containing(query.q) }, { slug: containing(query.q) }] } : {}),
  };
  const [rows, total] = await Promise.all([
    db.product.findMany({
      where,
      orderBy: [{ [ORDER_BY[query.sort.field]]: query.sort.direction }, { id: 'asc' }],
      skip: query.skip,
      take: query.perPage,
      select: {
        id: true,
        slug: true,
        name: true,
        category: true,
        basePriceCents: true,
        active: true,
        sortOrder: true,
        _count: { select: { restaurants: true } },
      },
    }),
    db.product.count({ where }),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      category: row.category as ProductCategory,
      base_price_cents: row.basePriceCents,
      active: row.active,
      sort_order: row.sortOrder,
      restaurants_count: row._count.restaurants,
    })),
    meta: listMeta(query, total),
  };
}

export const getProduct = (id: number) => findProduct(db, id);

/**
 * The ids the body names, checked against the database: every unknown one is
 * a 422 on its field, and a product cannot be part of itself.
 */
async function resolveReferences(tx: DbClient, input: ProductUpdateInput, selfId: number | null) {
  const errors: FieldErrors = {};
  const check = async (field: string, ids: number[], count: (ids: number[]) => Promise<number>, message: string) => {
    if (ids.length > 0 && (await count(ids)) !== new Set(ids).size) errors[field] = [message];
  };
  if (input.ingredients)
    await check(
      'ingredients',
      input.ingredients.map((row) => row.ingredient_id),
      (ids) => tx.ingredient.count({ where: { id: { in: ids } } }),
      'Uno de esos ingredientes no existe.',
    );
  if (input.sauces)
    await check(
      'sauces',
      input.sauces.map((row) => row.sauce_id),
      (ids) => tx.sauce.count({ where: { id: { in: ids } } }),
      'Una de esas salsas no existe.',
    );
  if (input.restaurants)
    await check(
      'restaurants',
      input.restaurants.map((row) => row.restaurant_id),
      (ids) => tx.restaurant.count({ where: { id: { in: ids } } }),
      'Uno de esos restaurantes no existe.',
    );
  if (input.components) {
    const ids = input.components.map((row) => row.product_id);
    if (selfId !== null && ids.includes(selfId)) errors.components = ['Un producto no puede formar parte de sí mismo.'];
    else
      await check(
        'components',
        [...new Set(ids)],
        (unique) => tx.product.count({ where: { id: { in: unique }, ...NOT_ARCHIVED } }),
        'Uno de esos productos no existe.',
      );
  }
  const allergenIds = new Map<string, number>();
  const preferenceIds = new Map<string, number>();
  if (input.allergens?.length) {
    const rows = await tx.allergen.findMany({ where: { code: { in: input.allergens.map((row) => row.code) } } });
    for (const row of rows) allergenIds.set(row.code, row.id);
    if (rows.length !== input.allergens.length) errors.allergens = ['Uno de esos alérgenos ya no está en el catálogo.'];
  }
  if (input.preferences?.length) {
    const rows = await tx.preference.findMany({ where: { code: { in: input.preferences } } });
    for (const row of rows) preferenceIds.set(row.code, row.id);
    if (rows.length !== input.preferences.length)
      errors.preferences = ['Una de esas preferencias ya no está en el catálogo.'];
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { errors });
  return { allergenIds, preferenceIds };
}

/** The scalar columns of a body (undefined: unchanged). */
function scalarData(input: ProductUpdateInput) {
  return {
    slug: input.slug,
    name: input.name,
    description: input.description,
    category: input.category,
    basePriceCents: input.base_price_cents,
    brandLine: input.brand_line,
    spiciness: input.spiciness,
    isAlcoholic: input.is_alcoholic,
    taxCategory: input.tax_category,
    packagingUnits: input.packaging_units,
    isChildrensMenu: input.is_childrens_menu,
    onlyOneIngredient: input.only_one_ingredient,
    allowsCoffeeAlcohol: input.allows_coffee_alcohol,
    active: input.active,
    sortOrder: input.sort_order,
  };
}

/** Replaces each list the body gives (a list left out stays as it was). */
async function writeLists(
  tx: DbClient,
  productId: number,
  input: ProductUpdateInput,
  ids: Awaited<ReturnType<typeof resolveReferences>>,
): Promise<void> {
  if (input.preferences) {
    await tx.productPreference.deleteMany({ where: { productId } });
    await tx.productPreference.createMany({
      data: input.preferences.map((code) => ({ productId, preferenceId: ids.preferenceIds.get(code)! })),
    });
  }
  if (input.allergens) {
    await tx.productAllergen.deleteMany({ where: { productId } });
    await tx.productAllergen.createMany({
      data: input.allergens.map(({ code, level }) => ({ productId, allergenId: ids.allergenIds.get(code)!, level })),
    });
  }
  if (input.ingredients) {
    await tx.productIngredient.deleteMany({ where: { productId } });
    await tx.productIngredient.createMany({
      data: input.ingredients.map((line, index) => ({
        productId,
        ingredientId: line.ingredient_id,
        defaultQuantity: line.default_quantity,
        maxQuantity: line.max_quantity,
        sortOrder: index,
      })),
    });
  }
  if (input.sauces) {
    await tx.productSauce.deleteMany({ where: { productId } });
    await tx.productSauce.createMany({
      data: input.sauces.map((line, index) => ({
        productId,
        sauceId: line.sauce_id,
        defaultQuantity: line.default_quantity,
        maxQuantity: line.max_quantity,
        sortOrder: index,
      })),
    });
  }
  if (input.extra_options) {
    await tx.productExtraOption.deleteMany({ where: { productId } });
    await tx.productExtraOption.createMany({
      data: input.extra_options.map(({ option, price_cents }) => ({ productId, option, priceCents: price_cents })),
    });
  }
  if (input.delivery_types) {
    await tx.productDeliveryType.deleteMany({ where: { productId } });
    await tx.productDeliveryType.createMany({
      data: input.delivery_types.map((deliveryType) => ({ productId, deliveryType })),
    });
  }
  if (input.restaurants) {
    // Where it is sold; whether it has run out there stays the staff's switch.
    const restaurantIds = input.restaurants.map((row) => row.restaurant_id);
    await tx.restaurantProduct.deleteMany({ where: { productId, restaurantId: { notIn: restaurantIds } } });
    for (const { restaurant_id: restaurantId, price_cents: priceCents } of input.restaurants) {
      await tx.restaurantProduct.upsert({
        where: { restaurantId_productId: { restaurantId, productId } },
        create: { restaurantId, productId, priceCents },
        update: { priceCents },
      });
    }
  }
  if (input.components) {
    await tx.productComponent.deleteMany({ where: { parentProductId: productId } });
    await tx.productComponent.createMany({
      data: input.components.map((line, index) => ({
        parentProductId: productId,
        componentProductId: line.product_id,
        kind: line.kind,
        quantity: line.quantity,
        maxQuantity: line.max_quantity,
        extraPriceCents: line.extra_price_cents,
        isDefault: line.is_default,
        sortOrder: index,
      })),
    });
  }
}

export async function createProduct(actor: { id: number }, input: ProductCreateInput): Promise<ProductResource> {
  return db.$transaction(async (tx) => {
    const ids = await resolveReferences(tx, input, null);
    const slug = await chosenSlug(input.slug, input.name, (slug) => tx.product.count({ where: { slug } }));
    const { id } = await tx.product.create({
      data: {
        ...scalarData(input),
        slug,
        name: input.name,
        category: input.category,
        basePriceCents: input.base_price_cents,
      },
      select: { id: true },
    });
    await writeLists(tx, id, input, ids);
    const created = await findProduct(tx, id);
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, { action: 'create', entity: 'product', entityId: id, after: snapshot(created) });
    return created;
  });
}

export async function updateProduct(
  actor: { id: number },
  id: number,
  input: ProductUpdateInput,
): Promise<ProductResource> {
  return db.$transaction(async (tx) => {
    const before = await findProduct(tx, id);
    const ids = await resolveReferences(tx, input, id);
    await tx.product.update({ where: { id }, data: scalarData(input) });
    await writeLists(tx, id, input, ids);
    const after = await findProduct(tx, id);
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'product',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

/**
 * Deletes a product. Part of menus, combos or repertoires: 409 in_use with
 * them unless forced; forced, it leaves them. Its cart lines, and those of
 * the products it leaves, go with a notice to their customers. A product
 * that was ever ordered is archived instead (its order lines point to it):
 * not sold, not listed, its orders unchanged.
 */
export async function deleteProduct(actor: { id: number }, id: number, force: boolean): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await findProduct(tx, id);
    const dependents = await productDependents(tx, { components: { some: { componentProductId: id } } });
    assertDeletable(dependents, { force, forceAllowed: true });
    await removeFromCarts(
      tx,
      [id, ...dependents.items.map((item) => item.id)],
      `Hemos quitado de tu pedido «${before.name}» (o lo que lo incluía), que ya no ofrecemos. Vuelve a elegir si quieres.`,
    );
    if ((await tx.orderLine.count({ where: { productId: id } })) > 0) {
      await tx.productComponent.deleteMany({ where: { componentProductId: id } });
      await tx.restaurantProduct.deleteMany({ where: { productId: id } });
      await tx.product.update({ where: { id }, data: { active: false, archivedAt: new Date() } });
    } else {
      await tx.product.delete({ where: { id } });
    }
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, { action: 'delete', entity: 'product', entityId: id, before: snapshot(before) });
  });
}
