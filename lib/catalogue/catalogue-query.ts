import 'server-only';
import { db, type DbClient } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

/** The client or an open transaction: inside a transaction every read must use it. */
import type { DeliveryType, ProductCategory } from '@/lib/vocabulary/catalogue';

// One query for the products of a restaurant, a delivery type and some
// categories, with everything the cards, the allergen modal and the builder
// need. Only active products sold (and not run out) at the restaurant for the
// delivery type; menu choices likewise.

const allergenCodes = { select: { allergen: { select: { code: true } } } } as const;

/** Sold at the restaurant now: available, or taken off until a time that has passed. */
export function soldAt(restaurantId: number, now: Date = new Date()): Prisma.RestaurantProductWhereInput {
  return { restaurantId, OR: [{ isAvailable: true }, { unavailableUntil: { lte: now } }] };
}

/** An ingredient run out at the restaurant now (taken off, and its time to come back not reached). */
function ingredientOff(restaurantId: number, now: Date): Prisma.IngredientWhereInput {
  return { offAt: { some: { restaurantId, OR: [{ until: null }, { until: { gt: now } }] } } };
}

/**
 * A product the restaurant sells now: active, sold there and not taken off,
 * and none of the ingredients or sauces it carries by default run out or
 * switched off in the back office (left out silently, their allergens would
 * vanish from a product that still contains them).
 */
export function sellableAt(restaurantId: number, now: Date = new Date()): Prisma.ProductWhereInput {
  return {
    active: true,
    restaurants: { some: soldAt(restaurantId, now) },
    ingredients: {
      none: { defaultQuantity: { gt: 0 }, ingredient: { OR: [{ active: false }, ingredientOff(restaurantId, now)] } },
    },
    sauces: { none: { defaultQuantity: { gt: 0 }, sauce: { active: false } } },
  };
}

export function catalogueSelect(restaurantId: number, now: Date = new Date()) {
  const soldHere = sellableAt(restaurantId, now);
  return {
    id: true,
    slug: true,
    name: true,
    description: true,
    category: true,
    brandLine: true,
    imageUrl: true,
    imageColor: true,
    basePriceCents: true,
    spiciness: true,
    isAlcoholic: true,
    isChildrensMenu: true,
    onlyOneIngredient: true,
    taxCategory: true,
    packagingUnits: true,
    restaurants: { where: { restaurantId }, select: { priceCents: true } },
    allergens: { select: { level: true, allergen: { select: { code: true } } } },
    preferences: { select: { preference: { select: { code: true } } } },
    ingredients: {
      // A run-out ingredient cannot be added as an extra (one carried by default takes the product off).
      where: { ingredient: { active: true, NOT: ingredientOff(restaurantId, now) } },
      orderBy: { sortOrder: 'asc' },
      select: {
        defaultQuantity: true,
        maxQuantity: true,
        ingredient: { select: { id: true, slug: true, name: true, extraPriceCents: true, allergens: allergenCodes } },
      },
    },
    sauces: {
      where: { sauce: { active: true } },
      orderBy: { sortOrder: 'asc' },
      select: {
        defaultQuantity: true,
        maxQuantity: true,
        sauce: { select: { id: true, slug: true, name: true, extraPriceCents: true, allergens: allergenCodes } },
      },
    },
    extraOptions: { select: { option: true, priceCents: true } },
    components: {
      where: { component: soldHere },
      orderBy: { sortOrder: 'asc' },
      select: {
        kind: true,
        quantity: true,
        maxQuantity: true,
        extraPriceCents: true,
        isDefault: true,
        component: {
          select: {
            id: true,
            name: true,
            isAlcoholic: true,
            allowsCoffeeAlcohol: true,
            taxCategory: true,
            basePriceCents: true,
            restaurants: { where: { restaurantId }, select: { priceCents: true } },
            allergens: { select: { level: true, allergen: { select: { code: true } } } },
            // What the component carries by default counts too: a combo's burger brings its bread's gluten.
            ingredients: {
              where: { defaultQuantity: { gt: 0 } },
              select: { ingredient: { select: { allergens: allergenCodes } } },
            },
            sauces: {
              where: { defaultQuantity: { gt: 0 } },
              select: { sauce: { select: { allergens: allergenCodes } } },
            },
          },
        },
      },
    },
    _count: { select: { components: true } },
  } satisfies Prisma.ProductSelect;
}

export type CatalogueRow = Prisma.ProductGetPayload<{ select: ReturnType<typeof catalogueSelect> }>;

export function findCatalogueRows(
  restaurantId: number,
  deliveryType: DeliveryType,
  categories: readonly ProductCategory[],
  productIds?: readonly number[],
  client: DbClient = db,
): Promise<CatalogueRow[]> {
  const now = new Date();
  return client.product.findMany({
    where: {
      ...sellableAt(restaurantId, now),
      category: { in: [...categories] },
      ...(productIds ? { id: { in: [...productIds] } } : {}),
      deliveryTypes: { some: { deliveryType } },
    },
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
    select: catalogueSelect(restaurantId, now),
  });
}
