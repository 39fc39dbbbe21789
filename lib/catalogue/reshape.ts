import {
  BURGER_EXTRA_PRICE_CENTS,
  COFFEE_ALCOHOL_PRICE_CENTS,
  FIXED_OPTION_PRICES,
  type AllergenCode,
  type ComponentKind,
  type ExtraOption,
  type PreferenceCode,
  type ProductCategory,
  type TaxCategory,
} from '@/lib/vocabulary/catalogue';
import type { AllergenLevel, CatalogueProduct, ProductPart } from '@/lib/vocabulary/catalogue-types';
import type { Photo } from '@/lib/vocabulary/photos';

// Turns database rows into the catalogue DTO; nothing here touches the database.

type AllergenRow = { level?: string; allergen: { code: string } };
type PartRow = {
  defaultQuantity: number;
  maxQuantity: number;
  part: { id: number; slug: string; name: string; extraPriceCents: number; allergens: AllergenRow[] };
};

export type ProductRow = {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  brandLine: string | null;
  imageUrl: string | null;
  basePriceCents: number;
  spiciness: number;
  isAlcoholic: boolean;
  isChildrensMenu: boolean;
  onlyOneIngredient: boolean;
  taxCategory: string;
  packagingUnits: number;
  restaurants: { priceCents: number | null }[];
  allergens: AllergenRow[];
  preferences: { preference: { code: string } }[];
  ingredients: (Omit<PartRow, 'part'> & { ingredient: PartRow['part'] })[];
  sauces: (Omit<PartRow, 'part'> & { sauce: PartRow['part'] })[];
  extraOptions: { option: string; priceCents: number }[];
  components: {
    kind: string;
    quantity: number;
    maxQuantity: number;
    extraPriceCents: number;
    isDefault: boolean;
    component: {
      id: number;
      name: string;
      isAlcoholic: boolean;
      allowsCoffeeAlcohol: boolean;
      taxCategory: string;
      basePriceCents: number;
      restaurants: { priceCents: number | null }[];
      allergens: AllergenRow[];
      /** Its default ingredients and sauces (their allergens count as the component's). */
      ingredients?: { ingredient: { allergens: { allergen: { code: string } }[] } }[];
      sauces?: { sauce: { allergens: { allergen: { code: string } }[] } }[];
    };
  }[];
  _count: { components: number };
};

import { servedAllergens } from './served-allergens';

const allergenInfo = (row: AllergenRow) => ({
  code: row.allergen.code as AllergenCode,
  level: (row.level === 'traces' ? 'traces' : 'contains') as AllergenLevel,
});

function part({ defaultQuantity, maxQuantity, part }: PartRow): ProductPart {
  return {
    id: part.id,
    slug: part.slug,
    name: part.name,
    defaultQuantity,
    maxQuantity,
    extraPriceCents: part.extraPriceCents,
    allergens: part.allergens.map((row) => row.allergen.code as AllergenCode),
  };
}

/** Whether every included component of a combo is still sold here. */
export function isComplete(row: Pick<ProductRow, 'category' | 'components' | '_count'>): boolean {
  return row.category !== 'combo' || row.components.length === row._count.components;
}

/**
 * The product's extra options; a menu whose coffees include one that takes a
 * dash of liquor also offers it (spec section 9: +0,50 €) and the choice of
 * spirit, for that coffee.
 */
function extraOptionsOf(row: ProductRow): CatalogueProduct['extraOptions'] {
  // A price the spec fixes wins over one stored before the back office refused others.
  const options = row.extraOptions.map((extra) => ({
    option: extra.option as ExtraOption,
    priceCents: FIXED_OPTION_PRICES[extra.option as ExtraOption] ?? extra.priceCents,
  }));
  const isMenu = row.category === 'menu' || row.category === 'daily_menu';
  const coffeeTakesAlcohol = row.components.some(
    (component) => component.kind === 'coffee' && component.component.allowsCoffeeAlcohol,
  );
  if (isMenu && coffeeTakesAlcohol && !options.some((extra) => extra.option === 'coffee_alcohol')) {
    options.push(
      { option: 'coffee_alcohol', priceCents: COFFEE_ALCOHOL_PRICE_CENTS },
      { option: 'spirit', priceCents: 0 },
    );
  }
  return options;
}

export function toCatalogueProduct(row: ProductRow, photo: Photo | null = null): CatalogueProduct {
  // Spec section 9: each extra of a burger (a unit of an ingredient or sauce above what it comes with) adds 1 euro.
  const extraPrice = (part: ProductPart): ProductPart =>
    row.category === 'burger' ? { ...part, extraPriceCents: BURGER_EXTRA_PRICE_CENTS } : part;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category as ProductCategory,
    brandLine: row.brandLine,
    imageUrl: row.imageUrl,
    photo,
    priceCents: row.restaurants[0]?.priceCents ?? row.basePriceCents,
    spiciness: row.spiciness,
    isAlcoholic: row.isAlcoholic,
    isChildrensMenu: row.isChildrensMenu,
    onlyOneIngredient: row.onlyOneIngredient,
    taxCategory: row.taxCategory as TaxCategory,
    packagingUnits: row.packagingUnits,
    allergens: row.allergens.map(allergenInfo),
    preferences: row.preferences.map((row) => row.preference.code as PreferenceCode),
    ingredients: row.ingredients.map(({ ingredient, ...rest }) => extraPrice(part({ ...rest, part: ingredient }))),
    sauces: row.sauces.map(({ sauce, ...rest }) => extraPrice(part({ ...rest, part: sauce }))),
    extraOptions: extraOptionsOf(row),
    components: row.components.map((component) => ({
      productId: component.component.id,
      kind: component.kind as ComponentKind,
      name: component.component.name,
      quantity: component.quantity,
      maxQuantity: component.maxQuantity,
      extraPriceCents: component.extraPriceCents,
      isDefault: component.isDefault,
      isAlcoholic: component.component.isAlcoholic,
      allowsCoffeeAlcohol: component.component.allowsCoffeeAlcohol,
      taxCategory: component.component.taxCategory as TaxCategory,
      priceCents: component.component.restaurants[0]?.priceCents ?? component.component.basePriceCents,
      allergens: servedAllergens(
        component.component.allergens.map(allergenInfo),
        [
          ...(component.component.ingredients ?? []).map(({ ingredient }) => ingredient),
          ...(component.component.sauces ?? []).map(({ sauce }) => sauce),
        ].flatMap((part) => part.allergens.map(({ allergen }) => allergen.code as AllergenCode)),
      ),
    })),
    orderable: true,
    unavailableReason: null,
  };
}
