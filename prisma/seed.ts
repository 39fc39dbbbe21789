// The demo chain (DESIGN.md section 9): `npx tsx prisma/seed.ts`, `prisma db
// seed`, and scripts/prepare-db.ts on the first start of an empty database.
// Idempotent: rows are matched by their unique keys, created when missing and
// updated only when they differ, and the demo's child rows (hours, postal
// codes, compositions, addresses...) are trimmed to the data. A second run
// changes nothing and keeps every id, so carts and orders stay valid.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashPassword } from '../lib/auth/password';
import { ALLERGENS, PREFERENCES, type DeliveryType, type TaxCategory } from '../lib/vocabulary/catalogue';
import { createPrismaClient } from '../lib/db/client';
import type { Prisma, PrismaClient } from '../lib/generated/prisma/client';
import { INGREDIENTS, OPTION_PRICES, SAUCES, resolveCatalogue, type ResolvedProduct } from './seed-data/catalogue';
import { PROMOTIONS, SETTINGS } from './seed-data/commerce';
import { EMAIL_VERIFIED_AT, USERS } from './seed-data/people';
import { CITIES, RESTAURANTS } from './seed-data/places';
import { daysFromToday, differs, idOf, pairKey, sync, upsertAll, type Ids } from './seed-data/sync';
import type { PartSeed } from './seed-data/types';

type Tx = Prisma.TransactionClient;

async function seedVocabulary(tx: Tx) {
  const allergens = await upsertAll(
    'code',
    ALLERGENS.map(({ code, name }, sortOrder) => ({ code, name, sortOrder })),
    {
      find: (codes) => tx.allergen.findMany({ where: { code: { in: codes } } }),
      create: (data) => tx.allergen.createMany({ data }),
      update: (id, data) => tx.allergen.update({ where: { id }, data }),
    },
  );
  const preferences = await upsertAll(
    'code',
    PREFERENCES.map(({ code, name }, sortOrder) => ({ code, name, sortOrder })),
    {
      find: (codes) => tx.preference.findMany({ where: { code: { in: codes } } }),
      create: (data) => tx.preference.createMany({ data }),
      update: (id, data) => tx.preference.update({ where: { id }, data }),
    },
  );
  return { allergens, preferences };
}

async function seedPlaces(tx: Tx) {
  const cities = await upsertAll(
    'slug',
    CITIES.map(({ slug, name }, sortOrder) => ({ slug, name, sortOrder })),
    {
      find: (slugs) => tx.city.findMany({ where: { slug: { in: slugs } } }),
      create: (data) => tx.city.createMany({ data }),
      update: (id, data) => tx.city.update({ where: { id }, data }),
    },
  );
  const restaurants = await upsertAll(
    'slug',
    RESTAURANTS.map((r, sortOrder) => ({
      slug: r.slug,
      name: r.name,
      commercialName: r.commercialName,
      cityId: idOf(cities, r.city, 'city'),
      address: r.address,
      postalCode: r.postalCode,
      phone: r.phone,
      email: r.email,
      timeZone: 'Europe/Madrid',
      latitude: r.latitude,
      longitude: r.longitude,
      minimumOrderCents: 1200,
      minimumOrderSurchargeCents: r.minimumOrderSurchargeCents ?? 150,
      shippingCostCents: r.shippingCostCents ?? 250,
      closedKitchen: r.closedKitchen ?? false,
      alcoholSaleFrom: r.alcoholSaleFrom,
      alcoholSaleTo: r.alcoholSaleTo,
      maxTableNumber: r.maxTableNumber,
      active: true,
      sortOrder,
    })),
    {
      find: (slugs) => tx.restaurant.findMany({ where: { slug: { in: slugs } } }),
      create: (data) => tx.restaurant.createMany({ data }),
      update: (id, data) => tx.restaurant.update({ where: { id }, data }),
    },
  );
  const restaurantIds = [...restaurants.values()];

  await sync({
    key: (row: { restaurantId: number; deliveryType: string; weekday: number; opensAt: string }) =>
      [row.restaurantId, row.deliveryType, row.weekday, row.opensAt].join('|'),
    desired: RESTAURANTS.flatMap((r) =>
      Object.entries(r.hours).flatMap(([deliveryType, week]) =>
        Object.entries(week ?? {}).flatMap(([weekday, shifts]) =>
          shifts.map(([opensAt, closesAt]) => ({
            restaurantId: idOf(restaurants, r.slug, 'restaurant'),
            deliveryType,
            weekday: Number(weekday),
            opensAt,
            closesAt,
          })),
        ),
      ),
    ),
    existing: await tx.restaurantHours.findMany({ where: { restaurantId: { in: restaurantIds } } }),
    create: (data) => tx.restaurantHours.createMany({ data }),
    update: (old, data) => tx.restaurantHours.update({ where: { id: old.id }, data }),
    remove: (rows) => tx.restaurantHours.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } }),
  });

  await sync({
    key: (row: { restaurantId: number; postalCode: string }) => pairKey(row.restaurantId, row.postalCode),
    desired: RESTAURANTS.flatMap((r) =>
      r.deliversTo.map((entry) => {
        const [postalCode, shippingCostCents] = typeof entry === 'string' ? [entry, null] : entry;
        return { restaurantId: idOf(restaurants, r.slug, 'restaurant'), postalCode, shippingCostCents };
      }),
    ),
    existing: await tx.restaurantPostalCode.findMany({ where: { restaurantId: { in: restaurantIds } } }),
    create: (data) => tx.restaurantPostalCode.createMany({ data }),
    update: (old, data) => tx.restaurantPostalCode.update({ where: { id: old.id }, data }),
    remove: (rows) => tx.restaurantPostalCode.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } }),
  });
  return { restaurants };
}

async function seedParts(tx: Tx, allergens: Ids) {
  const partRows = (parts: PartSeed[]) =>
    parts.map(({ slug, name, extraPriceCents = 0 }) => ({ slug, name, extraPriceCents, active: true }));
  const allergenRows = <K extends string>(parts: PartSeed[], ids: Ids, column: K) =>
    parts.flatMap((part) =>
      (part.allergens ?? []).map((code) => {
        const row = { [column]: idOf(ids, part.slug, 'part'), allergenId: idOf(allergens, code, 'allergen') };
        return row as Record<K, number> & { allergenId: number };
      }),
    );

  const ingredients = await upsertAll('slug', partRows(INGREDIENTS), {
    find: (slugs) => tx.ingredient.findMany({ where: { slug: { in: slugs } } }),
    create: (data) => tx.ingredient.createMany({ data }),
    update: (id, data) => tx.ingredient.update({ where: { id }, data }),
  });
  const sauces = await upsertAll('slug', partRows(SAUCES), {
    find: (slugs) => tx.sauce.findMany({ where: { slug: { in: slugs } } }),
    create: (data) => tx.sauce.createMany({ data }),
    update: (id, data) => tx.sauce.update({ where: { id }, data }),
  });

  await sync({
    key: (row: { ingredientId: number; allergenId: number }) => pairKey(row.ingredientId, row.allergenId),
    desired: allergenRows(INGREDIENTS, ingredients, 'ingredientId'),
    existing: await tx.ingredientAllergen.findMany({ where: { ingredientId: { in: [...ingredients.values()] } } }),
    create: (data) => tx.ingredientAllergen.createMany({ data }),
    remove: (rows) => tx.ingredientAllergen.deleteMany({ where: { OR: rows } }),
  });
  await sync({
    key: (row: { sauceId: number; allergenId: number }) => pairKey(row.sauceId, row.allergenId),
    desired: allergenRows(SAUCES, sauces, 'sauceId'),
    existing: await tx.sauceAllergen.findMany({ where: { sauceId: { in: [...sauces.values()] } } }),
    create: (data) => tx.sauceAllergen.createMany({ data }),
    remove: (rows) => tx.sauceAllergen.deleteMany({ where: { OR: rows } }),
  });
  return { ingredients, sauces };
}

/** IVA category: as the product says, else alcohol, drink (drinks and coffees) or food; menus split by components. */
function taxCategoryOf(p: ResolvedProduct): TaxCategory {
  if (p.taxCategory) return p.taxCategory;
  if (p.components?.length) return 'food';
  if (p.isAlcoholic) return 'alcohol';
  return p.category === 'drink' || p.category === 'coffee' ? 'drink' : 'food';
}

/** Containers or cups per unit taken away: none for extras, one per kind of component, else one. */
function packagingOf(p: ResolvedProduct): number {
  if (p.packaging !== undefined) return p.packaging;
  if (p.category === 'extra') return 0;
  const kinds = new Set((p.components ?? []).map((component) => component.kind));
  return Math.max(1, Math.min(3, kinds.size));
}

async function seedProducts(tx: Tx, catalogue: ResolvedProduct[], refs: { allergens: Ids; preferences: Ids }) {
  const { ingredients, sauces } = await seedParts(tx, refs.allergens);
  const products = await upsertAll(
    'slug',
    catalogue.map((p) => ({
      slug: p.slug,
      name: p.name,
      description: p.description,
      category: p.category,
      basePriceCents: p.priceCents,
      brandLine: p.brandLine ?? null,
      spiciness: p.spiciness ?? 0,
      isAlcoholic: p.isAlcoholic,
      taxCategory: taxCategoryOf(p),
      packagingUnits: packagingOf(p),
      isChildrensMenu: p.isChildrensMenu ?? false,
      onlyOneIngredient: p.onlyOneIngredient ?? false,
      allowsCoffeeAlcohol: p.allowsCoffeeAlcohol ?? false,
      active: true,
      sortOrder: p.sortOrder,
    })),
    {
      find: (slugs) => tx.product.findMany({ where: { slug: { in: slugs } } }),
      create: (data) => tx.product.createMany({ data }),
      update: (id, data) => tx.product.update({ where: { id }, data }),
    },
  );
  const productIds = [...products.values()];
  const inScope = { productId: { in: productIds } };
  const rowsOf = <T>(build: (p: ResolvedProduct, productId: number) => T[]) =>
    catalogue.flatMap((p) => build(p, idOf(products, p.slug, 'product')));

  await sync({
    key: (row: { productId: number; allergenId: number }) => pairKey(row.productId, row.allergenId),
    desired: rowsOf((p, productId) =>
      p.allergens.map(({ code, level }) => ({ productId, allergenId: idOf(refs.allergens, code, 'allergen'), level })),
    ),
    existing: await tx.productAllergen.findMany({ where: inScope }),
    create: (data) => tx.productAllergen.createMany({ data }),
    update: ({ productId, allergenId }, { level }) =>
      tx.productAllergen.update({ where: { productId_allergenId: { productId, allergenId } }, data: { level } }),
    remove: (rows) => tx.productAllergen.deleteMany({ where: { OR: rows } }),
  });
  await sync({
    key: (row: { productId: number; preferenceId: number }) => pairKey(row.productId, row.preferenceId),
    desired: rowsOf((p, productId) =>
      p.tags.map((tag) => ({ productId, preferenceId: idOf(refs.preferences, tag, 'preference') })),
    ),
    existing: await tx.productPreference.findMany({ where: inScope }),
    create: (data) => tx.productPreference.createMany({ data }),
    remove: (rows) => tx.productPreference.deleteMany({ where: { OR: rows } }),
  });
  await sync({
    key: (row: { productId: number; ingredientId: number }) => pairKey(row.productId, row.ingredientId),
    desired: rowsOf((p, productId) =>
      p.ingredientUses.map((use, sortOrder) => ({
        productId,
        ingredientId: idOf(ingredients, use.slug, 'ingredient'),
        defaultQuantity: use.defaultQuantity,
        maxQuantity: use.maxQuantity,
        sortOrder,
      })),
    ),
    existing: await tx.productIngredient.findMany({ where: inScope }),
    create: (data) => tx.productIngredient.createMany({ data }),
    update: (old, data) => tx.productIngredient.update({ where: { id: old.id }, data }),
    remove: (rows) => tx.productIngredient.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } }),
  });
  await sync({
    key: (row: { productId: number; sauceId: number }) => pairKey(row.productId, row.sauceId),
    desired: rowsOf((p, productId) =>
      p.sauceUses.map((use, sortOrder) => ({
        productId,
        sauceId: idOf(sauces, use.slug, 'sauce'),
        defaultQuantity: use.defaultQuantity,
        maxQuantity: use.maxQuantity,
        sortOrder,
      })),
    ),
    existing: await tx.productSauce.findMany({ where: inScope }),
    create: (data) => tx.productSauce.createMany({ data }),
    update: (old, data) => tx.productSauce.update({ where: { id: old.id }, data }),
    remove: (rows) => tx.productSauce.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } }),
  });
  await sync({
    key: (row: { productId: number; option: string }) => pairKey(row.productId, row.option),
    desired: rowsOf((p, productId) =>
      (p.options ?? []).map((option) => ({ productId, option, priceCents: OPTION_PRICES[option] ?? 0 })),
    ),
    existing: await tx.productExtraOption.findMany({ where: inScope }),
    create: (data) => tx.productExtraOption.createMany({ data }),
    update: ({ productId, option }, { priceCents }) =>
      tx.productExtraOption.update({ where: { productId_option: { productId, option } }, data: { priceCents } }),
    remove: (rows) => tx.productExtraOption.deleteMany({ where: { OR: rows } }),
  });
  await sync({
    key: (row: { parentProductId: number; componentProductId: number; kind: string }) =>
      [row.parentProductId, row.componentProductId, row.kind].join('|'),
    desired: rowsOf((p, parentProductId) =>
      (p.components ?? []).map((c, sortOrder) => ({
        parentProductId,
        componentProductId: idOf(products, c.slug, 'product'),
        kind: c.kind,
        quantity: c.quantity,
        maxQuantity: c.maxQuantity,
        extraPriceCents: c.extraPriceCents ?? 0,
        isDefault: false,
        sortOrder,
      })),
    ),
    existing: await tx.productComponent.findMany({ where: { parentProductId: { in: productIds } } }),
    create: (data) => tx.productComponent.createMany({ data }),
    update: (old, data) => tx.productComponent.update({ where: { id: old.id }, data }),
    remove: (rows) => tx.productComponent.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } }),
  });
  await sync({
    key: (row: { productId: number; deliveryType: string }) => pairKey(row.productId, row.deliveryType),
    desired: rowsOf((p, productId) => p.deliveryTypes.map((deliveryType) => ({ productId, deliveryType }))),
    existing: await tx.productDeliveryType.findMany({ where: inScope }),
    create: (data) => tx.productDeliveryType.createMany({ data }),
    remove: (rows) => tx.productDeliveryType.deleteMany({ where: { OR: rows } }),
  });
  return products;
}

/** Every restaurant sells what its city has and its services can serve; a few things are sold out or priced locally. */
async function seedAvailability(tx: Tx, catalogue: ResolvedProduct[], restaurants: Ids, products: Ids) {
  const desired = RESTAURANTS.flatMap((r) => {
    const serves = (type: DeliveryType) => r.hours[type] !== undefined;
    for (const slug of [...(r.soldOut ?? []), ...Object.keys(r.prices ?? {})]) idOf(products, slug, 'product');
    return catalogue
      .filter((p) => (!p.cities || p.cities.includes(r.city)) && p.deliveryTypes.some(serves))
      .map((p) => ({
        restaurantId: idOf(restaurants, r.slug, 'restaurant'),
        productId: idOf(products, p.slug, 'product'),
        isAvailable: !(r.soldOut ?? []).includes(p.slug),
        priceCents: r.prices?.[p.slug] ?? null,
      }));
  });
  await sync({
    key: (row: { restaurantId: number; productId: number }) => pairKey(row.restaurantId, row.productId),
    desired,
    existing: await tx.restaurantProduct.findMany({
      where: { restaurantId: { in: [...restaurants.values()] }, productId: { in: [...products.values()] } },
    }),
    create: (data) => tx.restaurantProduct.createMany({ data }),
    update: ({ restaurantId, productId }, { isAvailable, priceCents }) =>
      tx.restaurantProduct.update({
        where: { restaurantId_productId: { restaurantId, productId } },
        data: { isAvailable, priceCents },
      }),
    remove: (rows) => tx.restaurantProduct.deleteMany({ where: { OR: rows } }),
  });
}

async function seedPromotionsAndSettings(tx: Tx) {
  for (const { deliveryTypes, startsDaysAgo, endsInDays, ...promotion } of PROMOTIONS) {
    const data = {
      ...promotion,
      startsAt: daysFromToday(-startsDaysAgo),
      endsAt: daysFromToday(endsInDays),
      active: true,
    };
    const existing = promotion.code
      ? await tx.promotion.findUnique({ where: { code: promotion.code } })
      : await tx.promotion.findFirst({ where: { code: null, isAutomatic: true, name: promotion.name } });
    if (existing && differs(existing, data)) await tx.promotion.update({ where: { id: existing.id }, data });
    const promotionId = existing?.id ?? (await tx.promotion.create({ data })).id;
    await sync({
      key: (row: { deliveryType: string }) => row.deliveryType,
      desired: deliveryTypes.map((deliveryType) => ({ promotionId, deliveryType })),
      existing: await tx.promotionDeliveryType.findMany({ where: { promotionId } }),
      create: (rows) => tx.promotionDeliveryType.createMany({ data: rows }),
      remove: (rows) => tx.promotionDeliveryType.deleteMany({ where: { OR: rows } }),
    });
  }
  // Settings are only created: a re-seed must not switch maintenance off or
  // undo the loyalty amounts an operator chose.
  await sync({
    key: (row: { key: string }) => row.key,
    desired: Object.entries(SETTINGS).map(([key, value]) => ({ key, value })),
    existing: await tx.setting.findMany({ where: { key: { in: Object.keys(SETTINGS) } } }),
    create: (data) => tx.setting.createMany({ data }),
  });
}

async function seedPeople(
  tx: Tx,
  hashes: Map<string, Promise<string>>,
  refs: { allergens: Ids; preferences: Ids; restaurants: Ids },
) {
  const users = await upsertAll(
    'email',
    USERS.map((u) => ({
      email: u.email,
      name: u.name,
      role: u.role,
      phone: u.phone ?? null,
      birthDate: u.birthDate ?? null,
      nif: u.nif ?? null,
      receivePublicity: u.receivePublicity ?? false,
      emailVerifiedAt: EMAIL_VERIFIED_AT,
    })),
    {
      find: (emails) => tx.user.findMany({ where: { email: { in: emails } } }),
      create: async (rows) => {
        const passwordOf = (email: string) => USERS.find((u) => u.email === email)?.password ?? '';
        const hashOf = (email: string) => hashes.get(email) ?? hashPassword(passwordOf(email));
        const data = await Promise.all(rows.map(async (row) => ({ ...row, passwordHash: await hashOf(row.email) })));
        return tx.user.createMany({ data });
      },
      update: (id, data) => tx.user.update({ where: { id }, data }),
    },
  );
  // Each list is synced only for the users whose data has it.
  const owners = (has: (u: (typeof USERS)[number]) => unknown) =>
    USERS.filter(has).map((u) => ({ user: u, userId: idOf(users, u.email, 'user') }));
  const userIds = (list: Array<{ userId: number }>) => ({ userId: { in: list.map(({ userId }) => userId) } });

  const withAddresses = owners((u) => u.addresses);
  await sync({
    key: (row: { userId: number; street: string; number: string | null }) =>
      [row.userId, row.street, row.number].join('|'),
    desired: withAddresses.flatMap(({ user, userId }) =>
      (user.addresses ?? []).map((a) => ({ userId, country: 'España', floor: null, door: null, notes: null, ...a })),
    ),
    existing: await tx.address.findMany({ where: userIds(withAddresses) }),
    create: (data) => tx.address.createMany({ data }),
    update: (old, data) => tx.address.update({ where: { id: old.id }, data }),
    remove: (rows) => tx.address.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } }),
  });

  const withChildren = owners((u) => u.children);
  const thisYear = new Date().getUTCFullYear();
  await sync({
    key: (row: { userId: number; name: string }) => pairKey(row.userId, row.name),
    desired: withChildren.flatMap(({ user, userId }) =>
      (user.children ?? []).map((c) => ({
        userId,
        name: c.name,
        birthDate: new Date(Date.UTC(thisYear - c.ageYears, c.month - 1, c.day)),
      })),
    ),
    existing: await tx.child.findMany({ where: userIds(withChildren) }),
    create: (data) => tx.child.createMany({ data }),
    update: (old, data) => tx.child.update({ where: { id: old.id }, data }),
    remove: (rows) => tx.child.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } }),
  });

  const withAllergens = owners((u) => u.allergens);
  await sync({
    key: (row: { userId: number; allergenId: number }) => pairKey(row.userId, row.allergenId),
    desired: withAllergens.flatMap(({ user, userId }) =>
      (user.allergens ?? []).map((code) => ({ userId, allergenId: idOf(refs.allergens, code, 'allergen') })),
    ),
    existing: await tx.userAllergen.findMany({ where: userIds(withAllergens) }),
    create: (data) => tx.userAllergen.createMany({ data }),
    remove: (rows) => tx.userAllergen.deleteMany({ where: { OR: rows } }),
  });

  const withPreferences = owners((u) => u.preferences);
  await sync({
    key: (row: { userId: number; preferenceId: number }) => pairKey(row.userId, row.preferenceId),
    desired: withPreferences.flatMap(({ user, userId }) =>
      (user.preferences ?? []).map((code) => ({ userId, preferenceId: idOf(refs.preferences, code, 'preference') })),
    ),
    existing: await tx.userPreference.findMany({ where: userIds(withPreferences) }),
    create: (data) => tx.userPreference.createMany({ data }),
    remove: (rows) => tx.userPreference.deleteMany({ where: { OR: rows } }),
  });

  const staff = owners((u) => u.staffAt);
  await sync({
    key: (row: { userId: number; restaurantId: number }) => pairKey(row.userId, row.restaurantId),
    desired: staff.flatMap(({ user, userId }) =>
      (user.staffAt ?? []).map((slug) => ({ userId, restaurantId: idOf(refs.restaurants, slug, 'restaurant') })),
    ),
    existing: await tx.staffRestaurant.findMany({ where: userIds(staff) }),
    create: (data) => tx.staffRestaurant.createMany({ data }),
    remove: (rows) => tx.staffRestaurant.deleteMany({ where: { OR: rows } }),
  });

  // Hand-made entries have no order, and SQLite lets NULLs repeat in the
  // (orderId, reason) unique index, so they are matched by user and note.
  const withPoints = owners((u) => u.loyalty);
  await sync({
    key: (row: { userId: number; note: string | null }) => pairKey(row.userId, row.note ?? ''),
    desired: withPoints.flatMap(({ user, userId }) =>
      (user.loyalty ?? []).map((entry) => ({
        userId,
        orderId: null,
        reason: 'adjustment',
        points: entry.points,
        note: entry.note,
        createdAt: daysFromToday(-entry.daysAgo),
      })),
    ),
    existing: await tx.loyaltyLedgerEntry.findMany({
      where: { ...userIds(withPoints), orderId: null, reason: 'adjustment' },
    }),
    create: (data) => tx.loyaltyLedgerEntry.createMany({ data }),
    update: (old, data) => tx.loyaltyLedgerEntry.update({ where: { id: old.id }, data }),
    remove: (rows) => tx.loyaltyLedgerEntry.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } }),
  });
}

export async function seed(db: PrismaClient): Promise<void> {
  const catalogue = resolveCatalogue();
  // scrypt costs ~150 ms of CPU per password: hash only for new users, on the
  // thread pool while the catalogue is written.
  const known = await db.user.findMany({
    where: { email: { in: USERS.map((u) => u.email) } },
    select: { email: true },
  });
  const hashes = new Map<string, Promise<string>>();
  for (const user of USERS.filter((u) => !known.some((k) => k.email === u.email))) {
    const hash = hashPassword(user.password);
    hash.catch(() => {}); // awaited in seedPeople; this only keeps an early failure from being unhandled
    hashes.set(user.email, hash);
  }

  await db.$transaction(
    async (tx) => {
      const refs = await seedVocabulary(tx);
      const { restaurants } = await seedPlaces(tx);
      const products = await seedProducts(tx, catalogue, refs);
      await seedAvailability(tx, catalogue, restaurants, products);
      await seedPromotionsAndSettings(tx);
      await seedPeople(tx, hashes, { ...refs, restaurants });
      // A running server's catalogue cache (lib/catalogue/cache.ts) sees the seed's prices and availability next request.
      const stamp = { key: 'catalogue_version', value: crypto.randomUUID() };
      await tx.setting.upsert({ where: { key: stamp.key }, create: stamp, update: { value: stamp.value } });
    },
    { maxWait: 30_000, timeout: 60_000 },
  );
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;

if (isMain) {
  const started = performance.now();
  const db = createPrismaClient();
  try {
    await seed(db);
    const [cities, restaurants, products, users] = await Promise.all([
      db.city.count(),
      db.restaurant.count(),
      db.product.count(),
      db.user.count(),
    ]);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded the demo chain: ${cities} cities, ${restaurants} restaurants, ${products} products, ${users} users in ${seconds} s.`,
    );
  } finally {
    await db.$disconnect();
  }
}
