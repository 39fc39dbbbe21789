// Shapes of the demo data. Slugs stand in for ids; prisma/seed.ts resolves them.
import type {
  AllergenCode,
  ComponentKind,
  DeliveryType,
  ExtraOption,
  PreferenceCode,
  ProductCategory,
  TaxCategory,
} from '../../lib/vocabulary/catalogue';

export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** [opensAt, closesAt] in "HH:MM"; a closing time before the opening one ends after midnight. */
export type Shift = readonly [string, string];
export type WeekHours = Record<Weekday, readonly Shift[]>;

export interface CitySeed {
  slug: string;
  name: string;
}

export interface RestaurantSeed {
  slug: string;
  city: string;
  name: string;
  commercialName: string;
  address: string;
  postalCode: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  shippingCostCents?: number;
  minimumOrderSurchargeCents?: number;
  closedKitchen?: boolean;
  alcoholSaleFrom: string | null;
  alcoholSaleTo: string | null;
  /** 0 when the restaurant has no table service (and so no `fast` hours). */
  maxTableNumber: number;
  hours: Partial<Record<DeliveryType, WeekHours>>;
  /** Postal codes served at home, with a shipping cost of their own where it differs. */
  deliversTo: ReadonlyArray<string | readonly [postalCode: string, shippingCostCents: number]>;
  /** Product slugs sold here but run out (isAvailable false). */
  soldOut?: string[];
  /** Product slug → price at this restaurant. */
  prices?: Record<string, number>;
}

/** Something that carries allergens: an ingredient or a sauce. */
export interface PartSeed {
  slug: string;
  name: string;
  extraPriceCents?: number;
  allergens?: AllergenCode[];
  /** What no allergen shows: `meat` and `pork` are not vegetarian (pork not halal either); `animal` is not vegan (honey). */
  origin?: 'meat' | 'pork' | 'animal';
}

/** A slug, or a slug with quantities (ingredients default to 1, sauces to 0; max defaults to max(1, default)). */
export type PartUse = string | { slug: string; default?: number; max?: number };

export interface ComponentSeed {
  kind: ComponentKind;
  slug: string;
  /** Units included (combos) or the default quantity of a choice (menus). */
  quantity: number;
  maxQuantity: number;
  extraPriceCents?: number;
}

export interface ProductSeed {
  slug: string;
  name: string;
  description: string;
  category: ProductCategory;
  priceCents: number;
  brandLine?: 'lemon';
  spiciness?: number;
  isAlcoholic?: boolean;
  /** IVA category; by default alcohol when alcoholic, drink for drinks and coffees, else food. */
  taxCategory?: TaxCategory;
  /** Single-use containers per unit taken away; by default 1, 0 for extras, one per kind for menus and combos. */
  packaging?: number;
  isChildrensMenu?: boolean;
  onlyOneIngredient?: boolean;
  allowsCoffeeAlcohol?: boolean;
  /** Allergens of what is not modelled as an ingredient or sauce (broth, batter, dough...). */
  contains?: AllergenCode[];
  traces?: AllergenCode[];
  /** Checked against the allergens and components; `vegan` implies `vegetarian`. */
  tags?: PreferenceCode[];
  /** Not vegetarian for a reason no ingredient shows (ham in a croquette, meat broth...). */
  hasMeat?: boolean;
  ingredients?: PartUse[];
  sauces?: PartUse[];
  options?: ExtraOption[];
  components?: ComponentSeed[];
  /** Defaults to all three; coffees default to fast only. */
  deliveryTypes?: DeliveryType[];
  /** City slugs where it is sold; everywhere when absent. */
  cities?: string[];
}
