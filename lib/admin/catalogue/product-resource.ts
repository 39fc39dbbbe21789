import 'server-only';
import type { DbClient } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { ALLERGENS, type DeliveryType, type ProductCategory, type TaxCategory } from '@/lib/vocabulary/catalogue';

// A product as the back office reads it (issue 14): every field the catalogue
// and the builder use, and the allergens the customer will be shown: its own
// plus those of its default ingredients and sauces and of what a menu or
// combo includes by default.

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
  tax_category: TaxCategory;
  packaging_units: number;
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

export const codes = { select: { allergen: { select: { code: true } } } } as const;

/** A product's own allergens and its default parts': what it brings into a menu or combo. */
export const servedAllergenSelect = {
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
export function servedBy(row: ServedAllergenRow): { code: string; level: AllergenLevel }[] {
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
  taxCategory: true,
  packagingUnits: true,
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
    tax_category: row.taxCategory as TaxCategory,
    packaging_units: row.packagingUnits,
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
export function snapshot(product: ProductResource) {
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

/** Products not archived (a product ever ordered is archived on delete). */
export const NOT_ARCHIVED = { archivedAt: null } satisfies Prisma.ProductWhereInput;

export async function findProduct(client: DbClient, id: number): Promise<ProductResource> {
  const row = await client.product.findFirst({ where: { id, ...NOT_ARCHIVED }, select: detail });
  if (!row) throw new AppError('not_found', { message: 'No encontramos ese producto.' });
  return toResource(row);
}
