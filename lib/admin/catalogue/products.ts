import 'server-only';
import { db, type DbClient } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError, type FieldErrors } from '@/lib/errors';
import { ALLERGENS, type DeliveryType, type ProductCategory } from '@/lib/vocabulary/catalogue';
import { revalidateCatalogue } from '@/lib/site/settings';
import { removeFromCarts } from '@/lib/cart/notices';
import { recordAudit } from '@/lib/audit/log';
import { listMeta, parseListQuery, type ListMeta } from '@/lib/validations/list-query';
import { chosenSlug } from '@/lib/admin/slug';
import { assertDeletable, productDependents } from './dependents';
import {
  MAX_PRODUCT_PHOTO_BYTES,
  PhotoRejected,
  PRODUCT_PHOTOS_URL,
  removeProductPhoto,
  storeProductPhoto,
  uploadedPhotoBase,
} from '@/lib/catalogue/product-photos';
import type { ProductCreateInput, ProductUpdateInput } from './product-schema';

// Products in the back office (issue 14, scope 1): every category, with its
// ingredients, sauces, options, where and how it is sold, and what a menu,
// combo or repertoire is made of. A product's allergens as the customer sees
// them are its own plus those of its ingredients and sauces (and, for a menu,
// of what is chosen in it): `derived_allergens` shows the manager that sum.

export type AllergenLevel = 'contains' | 'traces';

export type ProductSummary = {
  id: number;
  slug: string;
  name: string;
  category: ProductCategory;
  base_price_cents: number;
  active: boolean;
  sort_order: number;
  /** Restaurants that sell it. */
  restaurants_count: number;
};

export type ProductResource = Omit<ProductSummary, 'restaurants_count'> & {
  description: string;
  brand_line: string | null;
  spiciness: number;
  is_alcoholic: boolean;
  is_childrens_menu: boolean;
  only_one_ingredient: boolean;
  allows_coffee_alcohol: boolean;
  image_url: string | null;
  preferences: string[];
  allergens: { code: string; level: AllergenLevel }[];
  ingredients: { ingredient_id: number; name: string; default_quantity: number; max_quantity: number }[];
  sauces: { sauce_id: number; name: string; default_quantity: number; max_quantity: number }[];
  extra_options: { option: string; price_cents: number }[];
  delivery_types: DeliveryType[];
  restaurants: { restaurant_id: number; slug: string; name: string; price_cents: number | null; available: boolean }[];
  components: {
    product_id: number;
    name: string;
    kind: string;
    quantity: number;
    max_quantity: number;
    extra_price_cents: number;
    is_default: boolean;
  }[];
  /** Its own allergens and those of every ingredient and sauce it can carry, in the law's order. */
  derived_allergens: { code: string; level: AllergenLevel }[];
};

const codes = { select: { allergen: { select: { code: true } } } } as const;

/** A product's own allergens and its default parts': what it brings into a menu or combo. */
const servedAllergenSelect = {
  allergens: { select: { level: true, allergen: { select: { code: true } } } },
  ingredients: { where: { defaultQuantity: { gt: 0 } }, select: { ingredient: { select: { allergens: codes } } } },
  sauces: { where: { defaultQuantity: { gt: 0 } }, select: { sauce: { select: { allergens: codes } } } },
} as const;

type ServedAllergenRow = {
  allergens: { level: string; allergen: { code: string } }[];
  ingredients: { ingredient: { allergens: { allergen: { code: string } }[] } }[];
  sauces: { sauce: { allergens: { allergen: { code: string } }[] } }[];
};

/** Its own allergens plus those of its default ingredients and sauces. */
function servedBy(row: ServedAllergenRow): { code: string; level: AllergenLevel }[] {
  return deriveAllergens(
    row.allergens.map(({ level, allergen }) => ({ code: allergen.code, level: level as AllergenLevel })),
    [...row.ingredients.map(({ ingredient }) => ingredient), ...row.sauces.map(({ sauce }) => sauce)].map((part) => ({
      allergens: part.allergens.map(({ allergen }) => allergen.code),
    })),
  );
}

const detail = {
  id: true,
  slug: true,
  name: true,
  description: true,
  category: true,
  basePriceCents: true,
  brandLine: true,
  spiciness: true,
  isAlcoholic: true,
  isChildrensMenu: true,
  onlyOneIngredient: true,
  allowsCoffeeAlcohol: true,
  active: true,
  sortOrder: true,
  imageUrl: true,
  preferences: { select: { preference: { select: { code: true } } } },
  allergens: { select: { level: true, allergen: { select: { code: true } } } },
  ingredients: {
    orderBy: { sortOrder: 'asc' },
    select: {
      defaultQuantity: true,
      maxQuantity: true,
      ingredient: { select: { id: true, name: true, allergens: codes } },
    },
  },
  sauces: {
    orderBy: { sortOrder: 'asc' },
    select: { defaultQuantity: true, maxQuantity: true, sauce: { select: { id: true, name: true, allergens: codes } } },
  },
  extraOptions: { select: { option: true, priceCents: true } },
  deliveryTypes: { select: { deliveryType: true } },
  restaurants: {
    orderBy: { restaurantId: 'asc' },
    select: {
      priceCents: true,
      isAvailable: true,
      restaurant: { select: { id: true, slug: true, commercialName: true } },
    },
  },
  components: {
    orderBy: { sortOrder: 'asc' },
    select: {
      kind: true,
      quantity: true,
      maxQuantity: true,
      extraPriceCents: true,
      isDefault: true,
      component: { select: { id: true, name: true, ...servedAllergenSelect } },
    },
  },
} satisfies Prisma.ProductSelect;

type DetailRow = Prisma.ProductGetPayload<{ select: typeof detail }>;

const LAW_ORDER = new Map<string, number>(ALLERGENS.map(({ code }, index) => [code, index]));
const byLaw = <T extends { code: string }>(rows: T[]) =>
  [...rows].sort((a, b) => (LAW_ORDER.get(a.code) ?? 99) - (LAW_ORDER.get(b.code) ?? 99));

/** Own allergens plus those of the parts: "contains" wins over "traces". */
export function deriveAllergens(
  own: { code: string; level: AllergenLevel }[],
  parts: { allergens: string[] }[],
): { code: string; level: AllergenLevel }[] {
  const levels = new Map<string, AllergenLevel>();
  for (const { code, level } of own) if (levels.get(code) !== 'contains') levels.set(code, level);
  for (const part of parts) for (const code of part.allergens) levels.set(code, 'contains');
  return byLaw([...levels].map(([code, level]) => ({ code, level })));
}

function toResource(row: DetailRow): ProductResource {
  const allergens = byLaw(
    row.allergens.map(({ level, allergen }) => ({ code: allergen.code, level: level as AllergenLevel })),
  );
  const partAllergens = [
    ...row.ingredients.map(({ ingredient }) => ({
      allergens: ingredient.allergens.map(({ allergen }) => allergen.code),
    })),
    ...row.sauces.map(({ sauce }) => ({ allergens: sauce.allergens.map(({ allergen }) => allergen.code) })),
  ];
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category as ProductCategory,
    base_price_cents: row.basePriceCents,
    brand_line: row.brandLine,
    spiciness: row.spiciness,
    is_alcoholic: row.isAlcoholic,
    is_childrens_menu: row.isChildrensMenu,
    only_one_ingredient: row.onlyOneIngredient,
    allows_coffee_alcohol: row.allowsCoffeeAlcohol,
    active: row.active,
    sort_order: row.sortOrder,
    image_url: row.imageUrl,
    preferences: row.preferences.map(({ preference }) => preference.code),
    allergens,
    ingredients: row.ingredients.map(({ ingredient, defaultQuantity, maxQuantity }) => ({
      ingredient_id: ingredient.id,
      name: ingredient.name,
      default_quantity: defaultQuantity,
      max_quantity: maxQuantity,
    })),
    sauces: row.sauces.map(({ sauce, defaultQuantity, maxQuantity }) => ({
      sauce_id: sauce.id,
      name: sauce.name,
      default_quantity: defaultQuantity,
      max_quantity: maxQuantity,
    })),
    extra_options: row.extraOptions.map(({ option, priceCents }) => ({ option, price_cents: priceCents })),
    delivery_types: row.deliveryTypes.map(({ deliveryType }) => deliveryType as DeliveryType),
    restaurants: row.restaurants.map(({ restaurant, priceCents, isAvailable }) => ({
      restaurant_id: restaurant.id,
      slug: restaurant.slug,
      name: restaurant.commercialName,
      price_cents: priceCents,
      available: isAvailable,
    })),
    components: row.components.map((component) => ({
      product_id: component.component.id,
      name: component.component.name,
      kind: component.kind,
      quantity: component.quantity,
      max_quantity: component.maxQuantity,
      extra_price_cents: component.extraPriceCents,
      is_default: component.isDefault,
    })),
    // What it includes by default in a menu or combo counts too.
    derived_allergens: deriveAllergens(
      [
        ...allergens,
        ...row.components.filter((component) => component.quantity > 0).flatMap(({ component }) => servedBy(component)),
      ],
      partAllergens,
    ),
  };
}

/** What the audit log keeps: the resource without names and derived allergens (the ids say which). */
function snapshot(product: ProductResource) {
  const withoutName = <T extends { name: string }>({ name, ...line }: T) => (void name, line);
  return {
    ...product,
    derived_allergens: undefined,
    ingredients: product.ingredients.map(withoutName),
    sauces: product.sauces.map(withoutName),
    restaurants: product.restaurants.map(({ restaurant_id, price_cents }) => ({ restaurant_id, price_cents })),
    components: product.components.map(withoutName),
  };
}

const NOT_ARCHIVED = { archivedAt: null } satisfies Prisma.ProductWhereInput;

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
    ...(query.q ? { OR: [{ name: { contains: query.q } }, { slug: { contains: query.q } }] } : {}),
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

async function findProduct(client: DbClient, id: number): Promise<ProductResource> {
  const row = await client.product.findFirst({ where: { id, ...NOT_ARCHIVED }, select: detail });
  if (!row) throw new AppError('not_found', { message: 'No encontramos ese producto.' });
  return toResource(row);
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

export type ProductEditorOptions = {
  ingredients: { id: number; name: string; allergens: string[] }[];
  sauces: { id: number; name: string; allergens: string[] }[];
  restaurants: { id: number; name: string }[];
  /** Products a menu, combo or repertoire can be made of, with the allergens they bring. */
  products: {
    id: number;
    name: string;
    category: ProductCategory;
    allergens: { code: string; level: AllergenLevel }[];
  }[];
};

/** What the product editor offers to choose from. */
export async function productEditorOptions(): Promise<ProductEditorOptions> {
  const partSelect = { id: true, name: true, allergens: codes } as const;
  const [ingredients, sauces, restaurants, products] = await Promise.all([
    db.ingredient.findMany({ orderBy: { name: 'asc' }, select: partSelect }),
    db.sauce.findMany({ orderBy: { name: 'asc' }, select: partSelect }),
    db.restaurant.findMany({ orderBy: { commercialName: 'asc' }, select: { id: true, commercialName: true } }),
    db.product.findMany({
      where: NOT_ARCHIVED,
      orderBy: [{ category: 'asc' }, { name: 'asc' }],
      select: { id: true, name: true, category: true, ...servedAllergenSelect },
    }),
  ]);
  const part = (row: { id: number; name: string; allergens: { allergen: { code: string } }[] }) => ({
    id: row.id,
    name: row.name,
    allergens: row.allergens.map(({ allergen }) => allergen.code),
  });
  return {
    ingredients: ingredients.map(part),
    sauces: sauces.map(part),
    restaurants: restaurants.map((row) => ({ id: row.id, name: row.commercialName })),
    products: products.map((row) => ({
      id: row.id,
      name: row.name,
      category: row.category as ProductCategory,
      allergens: servedBy(row),
    })),
  };
}

function invalidPhoto(message: string): never {
  throw new AppError('validation_failed', { errors: { image: [message] } });
}

/**
 * POST /api/admin/products/{id}/image: the product's photo, replacing the one
 * it had (its files go once the new one is saved). Customers see it on their
 * next request.
 */
export async function setProductPhoto(actor: { id: number }, id: number, file: File | null): Promise<ProductResource> {
  await findProduct(db, id);
  if (!file || typeof file.arrayBuffer !== 'function') invalidPhoto('Elige una foto JPEG, PNG o WebP.');
  if (file.size > MAX_PRODUCT_PHOTO_BYTES) invalidPhoto('La foto no puede superar 8 MB.');
  let stored: { base: string; color: string };
  try {
    stored = await storeProductPhoto(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof PhotoRejected) invalidPhoto('La foto debe ser una imagen JPEG, PNG o WebP.');
    throw error;
  }
  try {
    const { before, after } = await writePhoto(actor, id, `${PRODUCT_PHOTOS_URL}/${stored.base}`, stored.color);
    const previous = uploadedPhotoBase(before);
    if (previous) await removeProductPhoto(previous);
    return after;
  } catch (error) {
    await removeProductPhoto(stored.base);
    throw error;
  }
}

/** DELETE /api/admin/products/{id}/image: back to no photo (or the demo chain's illustration). */
export async function deleteProductPhoto(actor: { id: number }, id: number): Promise<void> {
  const { before } = await writePhoto(actor, id, null, null);
  const previous = uploadedPhotoBase(before);
  if (previous) await removeProductPhoto(previous);
}

async function writePhoto(actor: { id: number }, id: number, imageUrl: string | null, imageColor: string | null) {
  return db.$transaction(async (tx) => {
    const current = await findProduct(tx, id);
    await tx.product.update({ where: { id }, data: { imageUrl, imageColor } });
    await revalidateCatalogue(tx);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'product',
      entityId: id,
      before: { image_url: current.image_url },
      after: { image_url: imageUrl },
    });
    return { before: current.image_url, after: await findProduct(tx, id) };
  });
}
