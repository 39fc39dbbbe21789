import {
  LEMON_LINE,
  type AllergenCode,
  type ComponentKind,
  type DeliveryType,
  type ProductCategory,
  type TaxCategory,
} from '@/lib/vocabulary/catalogue';
import type { AllergenLevel, ProductResource } from '@/lib/admin/catalogue/product-resource';
import { centsFromInput, inputFromCents } from '@/lib/pricing/euros-input';
import { wholeFromInput } from '@/lib/validations/number-input';

// The product editor's state (what the fields hold, prices as typed) and the
// API body it becomes; pure, so the editor's components stay about layout.

export type PartLine = { id: number | null; defaultQuantity: number; maxQuantity: number };
export type ComponentLine = {
  productId: number | null;
  kind: ComponentKind;
  quantity: number;
  maxQuantity: number;
  extraPrice: string;
  isDefault: boolean;
};

export type Draft = {
  name: string;
  slug: string;
  category: ProductCategory;
  description: string;
  price: string;
  sortOrder: string;
  spiciness: number;
  active: boolean;
  isAlcoholic: boolean;
  taxCategory: TaxCategory;
  packagingUnits: string;
  isChildrensMenu: boolean;
  onlyOneIngredient: boolean;
  allowsCoffeeAlcohol: boolean;
  lemonLine: boolean;
  preferences: string[];
  allergens: Partial<Record<AllergenCode, AllergenLevel>>;
  ingredients: PartLine[];
  sauces: PartLine[];
  /** Options of the builder it offers, with their price as typed. */
  options: Partial<Record<string, string>>;
  deliveryTypes: DeliveryType[];
  /** Restaurants that sell it, with their own price as typed ('' : the base price). */
  restaurants: Partial<Record<number, string>>;
  components: ComponentLine[];
};

export function draftOf(product: ProductResource | null): Draft {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    category: product?.category ?? 'burger',
    description: product?.description ?? '',
    price: product ? inputFromCents(product.base_price_cents) : '',
    sortOrder: String(product?.sort_order ?? 0),
    spiciness: product?.spiciness ?? 0,
    active: product?.active ?? true,
    isAlcoholic: product?.is_alcoholic ?? false,
    taxCategory: product?.tax_category ?? 'food',
    packagingUnits: String(product?.packaging_units ?? 1),
    isChildrensMenu: product?.is_childrens_menu ?? false,
    onlyOneIngredient: product?.only_one_ingredient ?? false,
    allowsCoffeeAlcohol: product?.allows_coffee_alcohol ?? false,
    lemonLine: product?.brand_line === LEMON_LINE,
    preferences: product?.preferences ?? [],
    allergens: Object.fromEntries((product?.allergens ?? []).map(({ code, level }) => [code, level])),
    ingredients: (product?.ingredients ?? []).map((line) => ({
      id: line.ingredient_id,
      defaultQuantity: line.default_quantity,
      maxQuantity: line.max_quantity,
    })),
    sauces: (product?.sauces ?? []).map((line) => ({
      id: line.sauce_id,
      defaultQuantity: line.default_quantity,
      maxQuantity: line.max_quantity,
    })),
    options: Object.fromEntries(
      (product?.extra_options ?? []).map(({ option, price_cents }) => [option, inputFromCents(price_cents)]),
    ),
    deliveryTypes: product?.delivery_types ?? [],
    restaurants: Object.fromEntries(
      (product?.restaurants ?? []).map((row) => [
        row.restaurant_id,
        row.price_cents === null ? '' : inputFromCents(row.price_cents),
      ]),
    ),
    components: (product?.components ?? []).map((line) => ({
      productId: line.product_id,
      kind: line.kind as ComponentKind,
      quantity: line.quantity,
      maxQuantity: line.max_quantity,
      extraPrice: inputFromCents(line.extra_price_cents),
      isDefault: line.is_default,
    })),
  };
}

export function bodyOf(draft: Draft) {
  const partLines = (lines: PartLine[], key: 'ingredient_id' | 'sauce_id') =>
    lines
      .filter((line) => line.id !== null)
      .map((line) => ({ [key]: line.id, default_quantity: line.defaultQuantity, max_quantity: line.maxQuantity }));
  return {
    name: draft.name,
    ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
    category: draft.category,
    description: draft.description,
    base_price_cents: centsFromInput(draft.price, null),
    sort_order: wholeFromInput(draft.sortOrder),
    spiciness: draft.spiciness,
    active: draft.active,
    is_alcoholic: draft.isAlcoholic,
    tax_category: draft.taxCategory,
    packaging_units: /^\d{1,2}$/.test(draft.packagingUnits.trim())
      ? Number(draft.packagingUnits)
      : draft.packagingUnits,
    is_childrens_menu: draft.isChildrensMenu,
    only_one_ingredient: draft.onlyOneIngredient,
    allows_coffee_alcohol: draft.allowsCoffeeAlcohol,
    brand_line: draft.lemonLine ? LEMON_LINE : null,
    preferences: draft.preferences,
    allergens: Object.entries(draft.allergens).map(([code, level]) => ({ code, level })),
    ingredients: partLines(draft.ingredients, 'ingredient_id'),
    sauces: partLines(draft.sauces, 'sauce_id'),
    extra_options: Object.entries(draft.options).map(([option, price]) => ({
      option,
      price_cents: centsFromInput(price ?? ''),
    })),
    delivery_types: draft.deliveryTypes,
    restaurants: Object.entries(draft.restaurants).map(([id, price]) => ({
      restaurant_id: Number(id),
      price_cents: centsFromInput(price ?? '', null),
    })),
    components: draft.components
      .filter((line) => line.productId !== null)
      .map((line) => ({
        product_id: line.productId,
        kind: line.kind,
        quantity: line.quantity,
        max_quantity: line.maxQuantity,
        extra_price_cents: centsFromInput(line.extraPrice),
        is_default: line.isDefault,
      })),
  };
}

export const toggle = <T>(list: T[], value: T, on: boolean) =>
  on ? [...list, value] : list.filter((item) => item !== value);

/** A copy of `record` without `key`. */
export function without<T extends object>(record: T, key: PropertyKey): T {
  const copy = { ...record };
  delete (copy as Record<PropertyKey, unknown>)[key];
  return copy;
}
