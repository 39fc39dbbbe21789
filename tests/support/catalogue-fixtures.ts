import { BURGER_EXTRA_PRICE_CENTS, COFFEE_ALCOHOL_PRICE_CENTS, type ComponentKind } from '@/lib/vocabulary/catalogue';
import type { CatalogueProduct, ProductChoice, ProductPart } from '@/lib/vocabulary/catalogue-types';

// Small hand-made catalogue products, shaped like the seed's, for unit tests.

export function part(id: number, name: string, extra: Partial<ProductPart> = {}): ProductPart {
  return { id, slug: name, name, defaultQuantity: 1, maxQuantity: 1, extraPriceCents: 0, allergens: [], ...extra };
}

export function choice(
  kind: ComponentKind,
  productId: number,
  name: string,
  extra: Partial<ProductChoice> = {},
): ProductChoice {
  return {
    productId,
    kind,
    name,
    quantity: 0,
    maxQuantity: 1,
    extraPriceCents: 0,
    isDefault: false,
    isAlcoholic: false,
    allowsCoffeeAlcohol: false,
    allergens: [],
    taxCategory: 'food',
    priceCents: 0,
    ...extra,
  };
}

export function product(extra: Partial<CatalogueProduct>): CatalogueProduct {
  return {
    id: 1,
    slug: 'producto',
    name: 'Producto',
    description: '',
    category: 'burger',
    brandLine: null,
    imageUrl: null,
    photo: null,
    priceCents: 1000,
    spiciness: 0,
    isAlcoholic: false,
    isChildrensMenu: false,
    onlyOneIngredient: false,
    taxCategory: 'food',
    packagingUnits: 1,
    allergens: [],
    preferences: [],
    ingredients: [],
    sauces: [],
    extraOptions: [],
    components: [],
    orderable: true,
    unavailableReason: null,
    ...extra,
  };
}

/** The extra options of the seed's burgers: the extras cost BURGER_EXTRA_PRICE_CENTS each, the flags nothing. */
export const BURGER_EXTRA_OPTIONS: CatalogueProduct['extraOptions'] = [
  { option: 'observation', priceCents: 0 },
  { option: 'double_bacon', priceCents: BURGER_EXTRA_PRICE_CENTS },
  { option: 'double_cheese', priceCents: BURGER_EXTRA_PRICE_CENTS },
  { option: 'egg', priceCents: BURGER_EXTRA_PRICE_CENTS },
  { option: 'no_cheese', priceCents: 0 },
  { option: 'no_onion', priceCents: 0 },
];

/**
 * A menu whose coffees include one that takes a dash of liquor (Café solo,
 * 701) and one that does not (Café con leche, 702), as the catalogue reads
 * it: it offers coffee_alcohol, and with `spirit` the choice of spirit too.
 */
export function coffeeMenu({ spirit = false }: { spirit?: boolean } = {}): CatalogueProduct {
  return product({
    id: 32,
    name: 'Menú con café',
    category: 'menu',
    priceCents: 1390,
    extraOptions: [
      { option: 'coffee_alcohol', priceCents: COFFEE_ALCOHOL_PRICE_CENTS },
      ...(spirit ? [{ option: 'spirit' as const, priceCents: 0 }] : []),
    ],
    components: [
      choice('dish', 401, 'La Clásica'),
      choice('drink', 501, 'Agua'),
      choice('dessert', 601, 'Helado'),
      choice('coffee', 701, 'Café solo', { allowsCoffeeAlcohol: true }),
      choice('coffee', 702, 'Café con leche'),
    ],
  });
}
