// The API shape of a catalogue product (GET /api/restaurant/{name}/{category}),
// in the spec's snake_case, and back: the catalogue page reloads its lists
// from the API in the browser and works on the domain's CatalogueProduct.
import type {
  ComponentKind,
  ExtraOption,
  PreferenceCode,
  ProductCategory,
  TaxCategory,
} from '@/lib/vocabulary/catalogue';
import type {
  CatalogueProduct,
  ProductAllergenInfo,
  ProductChoice,
  ProductPart,
} from '@/lib/vocabulary/catalogue-types';
import type { Photo } from '@/lib/vocabulary/photos';

export type ProductPartJson = {
  id: number;
  slug: string;
  name: string;
  default_quantity: number;
  max_quantity: number;
  extra_price_cents: number;
  allergens: ProductPart['allergens'];
};

export type ProductChoiceJson = {
  product_id: number;
  kind: ComponentKind;
  name: string;
  quantity: number;
  max_quantity: number;
  extra_price_cents: number;
  is_default: boolean;
  is_alcoholic: boolean;
  allows_coffee_alcohol: boolean;
  allergens: ProductAllergenInfo[];
  tax_category: TaxCategory;
  /** Its à-la-carte price. */
  price_cents: number;
};

export type CatalogueProductJson = {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: ProductCategory;
  brand_line: string | null;
  image_url: string | null;
  photo: Photo | null;
  price_cents: number;
  spiciness: number;
  is_alcoholic: boolean;
  is_childrens_menu: boolean;
  only_one_ingredient: boolean;
  tax_category: TaxCategory;
  packaging_units: number;
  allergens: ProductAllergenInfo[];
  preferences: PreferenceCode[];
  ingredients: ProductPartJson[];
  sauces: ProductPartJson[];
  extra_options: Array<{ option: ExtraOption; price_cents: number }>;
  components: ProductChoiceJson[];
  orderable: boolean;
  unavailable_reason: CatalogueProduct['unavailableReason'];
};

const partJson = (part: ProductPart): ProductPartJson => ({
  id: part.id,
  slug: part.slug,
  name: part.name,
  default_quantity: part.defaultQuantity,
  max_quantity: part.maxQuantity,
  extra_price_cents: part.extraPriceCents,
  allergens: part.allergens,
});

const partFromJson = (part: ProductPartJson): ProductPart => ({
  id: part.id,
  slug: part.slug,
  name: part.name,
  defaultQuantity: part.default_quantity,
  maxQuantity: part.max_quantity,
  extraPriceCents: part.extra_price_cents,
  allergens: part.allergens,
});

const choiceJson = (choice: ProductChoice): ProductChoiceJson => ({
  product_id: choice.productId,
  kind: choice.kind,
  name: choice.name,
  quantity: choice.quantity,
  max_quantity: choice.maxQuantity,
  extra_price_cents: choice.extraPriceCents,
  is_default: choice.isDefault,
  is_alcoholic: choice.isAlcoholic,
  allows_coffee_alcohol: choice.allowsCoffeeAlcohol,
  allergens: choice.allergens,
  tax_category: choice.taxCategory,
  price_cents: choice.priceCents,
});

const choiceFromJson = (choice: ProductChoiceJson): ProductChoice => ({
  productId: choice.product_id,
  kind: choice.kind,
  name: choice.name,
  quantity: choice.quantity,
  maxQuantity: choice.max_quantity,
  extraPriceCents: choice.extra_price_cents,
  isDefault: choice.is_default,
  isAlcoholic: choice.is_alcoholic,
  allowsCoffeeAlcohol: choice.allows_coffee_alcohol,
  allergens: choice.allergens,
  taxCategory: choice.tax_category,
  priceCents: choice.price_cents,
});

export function productJson(product: CatalogueProduct): CatalogueProductJson {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description,
    category: product.category,
    brand_line: product.brandLine,
    image_url: product.imageUrl,
    photo: product.photo,
    price_cents: product.priceCents,
    spiciness: product.spiciness,
    is_alcoholic: product.isAlcoholic,
    is_childrens_menu: product.isChildrensMenu,
    only_one_ingredient: product.onlyOneIngredient,
    tax_category: product.taxCategory,
    packaging_units: product.packagingUnits,
    allergens: product.allergens,
    preferences: product.preferences,
    ingredients: product.ingredients.map(partJson),
    sauces: product.sauces.map(partJson),
    extra_options: product.extraOptions.map((extra) => ({ option: extra.option, price_cents: extra.priceCents })),
    components: product.components.map(choiceJson),
    orderable: product.orderable,
    unavailable_reason: product.unavailableReason,
  };
}

export function productFromJson(json: CatalogueProductJson): CatalogueProduct {
  return {
    id: json.id,
    slug: json.slug,
    name: json.name,
    description: json.description,
    category: json.category,
    brandLine: json.brand_line,
    imageUrl: json.image_url,
    photo: json.photo ?? null,
    priceCents: json.price_cents,
    spiciness: json.spiciness,
    isAlcoholic: json.is_alcoholic,
    isChildrensMenu: json.is_childrens_menu,
    onlyOneIngredient: json.only_one_ingredient,
    taxCategory: json.tax_category,
    packagingUnits: json.packaging_units,
    allergens: json.allergens,
    preferences: json.preferences,
    ingredients: json.ingredients.map(partFromJson),
    sauces: json.sauces.map(partFromJson),
    extraOptions: json.extra_options.map((extra) => ({ option: extra.option, priceCents: extra.price_cents })),
    components: json.components.map(choiceFromJson),
    orderable: json.orderable,
    unavailableReason: json.unavailable_reason,
  };
}
