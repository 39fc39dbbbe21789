import type {
  AllergenCode,
  ComponentKind,
  DeliveryType,
  ExtraOption,
  PreferenceCode,
  ProductCategory,
  TaxCategory,
} from './catalogue';
import type { Photo } from './photos';

// The catalogue as the API and the pages see it. Field names of the spec's
// stores (productId, quantity) are kept where the spec names them.

export type AllergenLevel = 'contains' | 'traces';
export type ProductAllergenInfo = { code: AllergenCode; level: AllergenLevel };

/** An ingredient or sauce a product can carry, with its quantities and price. */
export type ProductPart = {
  id: number;
  slug: string;
  name: string;
  defaultQuantity: number;
  maxQuantity: number;
  /** Price of each unit above the default quantity. */
  extraPriceCents: number;
  allergens: AllergenCode[];
};

/** A product a menu, combo or repertoire offers or includes. */
export type ProductChoice = {
  productId: number;
  kind: ComponentKind;
  name: string;
  quantity: number;
  maxQuantity: number;
  extraPriceCents: number;
  isDefault: boolean;
  isAlcoholic: boolean;
  /** A coffee that can take a dash of liquor (spec section 9: +0,50 €), also as a menu's coffee. */
  allowsCoffeeAlcohol: boolean;
  allergens: ProductAllergenInfo[];
  /** Its IVA category and à-la-carte price: a menu's price splits between rates pro rata (lib/tax/line-tax.ts). */
  taxCategory: TaxCategory;
  priceCents: number;
};

export type ProductExtra = { option: ExtraOption; priceCents: number };

export type CatalogueProduct = {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: ProductCategory;
  brandLine: string | null;
  imageUrl: string | null;
  /** Its picture at every size (lib/catalogue/images.ts), or null when it has none. */
  photo: Photo | null;
  /** Price at this restaurant (its override, else the base price). */
  priceCents: number;
  spiciness: number;
  isAlcoholic: boolean;
  isChildrensMenu: boolean;
  onlyOneIngredient: boolean;
  /** IVA category (lib/tax/rates.ts) and single-use containers per unit taken away (Ley 7/2022 art. 55). */
  taxCategory: TaxCategory;
  packagingUnits: number;
  allergens: ProductAllergenInfo[];
  preferences: PreferenceCode[];
  ingredients: ProductPart[];
  sauces: ProductPart[];
  extraOptions: ProductExtra[];
  components: ProductChoice[];
  /** False when the product is listed but cannot be ordered now (daily menus out of hours). */
  orderable: boolean;
  /** Why it cannot be ordered now (a code the page turns into words). */
  unavailableReason: 'daily_menu_hours' | null;
};

/**
 * What a catalogue card shows and filters on. The catalogue page carries only
 * these (issue 11: the products travel once); the builder's parts and choices
 * come with the full product from the API when it opens.
 */
export type ProductSummary = Omit<
  CatalogueProduct,
  | 'slug'
  | 'onlyOneIngredient'
  | 'ingredients'
  | 'sauces'
  | 'extraOptions'
  | 'components'
  | 'taxCategory'
  | 'packagingUnits'
> & {
  /** Allergens of the ingredients and sauces it is served with by default. */
  partAllergens: AllergenCode[];
  /** Whether the builder has anything to choose (else the card's button just adds it). */
  isCustomisable: boolean;
};

/** Sections of the catalogue page, in the spec's order. */
export const CATALOGUE_SECTIONS = [
  'specialties',
  'burgers',
  'extras',
  'combos',
  'repertoires',
  'menus',
  'soups',
  'starters',
  'salads',
  'drinks',
  'desserts',
  'coffees',
  'dailyMenus',
  'dishes',
  'lemon',
] as const;
export type CatalogueSection = (typeof CATALOGUE_SECTIONS)[number];

/** A restaurant as a customer meets it (lib/restaurants/json.ts gives its API shape). */
export type RestaurantSummary = {
  id: number;
  slug: string;
  commercialName: string;
  city: { id: number; slug: string; name: string };
  closedKitchen: boolean;
};

export type OrderContext = {
  deliveryType: DeliveryType;
  restaurant: string;
  tableNumber: number | null;
};
