// Catalogue vocabulary shared by the seed, the API and the builder.
// Values are stored as TEXT in SQLite; these lists are the allowed values.

export const DELIVERY_TYPES = ['delivery', 'takeaway', 'fast'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** Product.category values, in the order the catalogue shows its sections. */
export const PRODUCT_CATEGORIES = [
  'specialty',
  'burger',
  'extra',
  'combo',
  'repertoire',
  'menu',
  'soup',
  'starter',
  'salad',
  'drink',
  'dessert',
  'coffee',
  'daily_menu',
  'dish',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/**
 * Product.taxCategory values (issue 16; rates in lib/tax/rates.ts): food;
 * alcohol; soft drinks, juices and gaseosas with added sugar or sweeteners
 * ("zero" and "light" too); water and other drinks.
 */
export const TAX_CATEGORIES = ['food', 'alcohol', 'sweetened_drink', 'drink'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];

/**
 * Kinds of a product selection (lib/pricing/selection-schema.ts): what its
 * buyer may choose. Starters, soups, salads, specialties and desserts are
 * chosen like dishes; daily menus like menus.
 */
export const SELECTION_KINDS = ['dish', 'burger', 'menu', 'combo', 'repertoire', 'drink', 'coffee', 'extra'] as const;
export type SelectionKind = (typeof SELECTION_KINDS)[number];

export function selectionKindOf(category: ProductCategory): SelectionKind {
  switch (category) {
    case 'burger':
    case 'combo':
    case 'repertoire':
    case 'drink':
    case 'coffee':
    case 'extra':
    case 'menu':
      return category;
    case 'daily_menu':
      return 'menu';
    default:
      return 'dish';
  }
}

/** Brand lines; the lemon line is shown as its own catalogue section. */
export const LEMON_LINE = 'lemon';

/** The 14 allergens of EU Regulation 1169/2011, Annex II. */
export const ALLERGENS = [
  { code: 'gluten', name: 'Gluten' },
  { code: 'crustaceans', name: 'Crustáceos' },
  { code: 'eggs', name: 'Huevos' },
  { code: 'fish', name: 'Pescado' },
  { code: 'peanuts', name: 'Cacahuetes' },
  { code: 'soy', name: 'Soja' },
  { code: 'milk', name: 'Lácteos' },
  { code: 'nuts', name: 'Frutos de cáscara' },
  { code: 'celery', name: 'Apio' },
  { code: 'mustard', name: 'Mostaza' },
  { code: 'sesame', name: 'Sésamo' },
  { code: 'sulphites', name: 'Sulfitos' },
  { code: 'lupin', name: 'Altramuces' },
  { code: 'molluscs', name: 'Moluscos' },
] as const;
export type AllergenCode = (typeof ALLERGENS)[number]['code'];

export const PREFERENCES = [
  { code: 'vegetarian', name: 'Vegetariano' },
  { code: 'vegan', name: 'Vegano' },
  { code: 'gluten_free', name: 'Sin gluten' },
  { code: 'lactose_free', name: 'Sin lactosa' },
  { code: 'spicy', name: 'Picante' },
  { code: 'halal', name: 'Halal' },
] as const;
export type PreferenceCode = (typeof PREFERENCES)[number]['code'];

/** Composition kinds of ProductComponent (menus, combos, repertoires). */
export const COMPONENT_KINDS = ['dish', 'starter', 'drink', 'dessert', 'coffee'] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

/**
 * Extra options of the builder's pending selection (spec section 3). The
 * free-text ones (observation) and the choice ones (egg, vegetables, spirit, infusion) apply to
 * a product like the flags: only those listed in ProductExtraOption are offered.
 */
export const EXTRA_OPTIONS = [
  'observation',
  'egg',
  'vegetables',
  'spirit',
  'infusion',
  'no_garlic',
  'no_white_pepper',
  'no_chives',
  'no_lemon',
  'no_peanut',
  'no_cream',
  'no_syrup',
  'no_ice',
  'no_mayonnaise',
  'no_sesame',
  'medium_spicy',
  'very_spicy',
  'no_lemon_drink',
  'no_orange_drink',
  'no_cheese',
  'no_tomato',
  'no_bacon',
  'no_lettuce',
  'double_bacon',
  'double_cheese',
  'no_onion',
  'coffee_alcohol',
] as const;
export type ExtraOption = (typeof EXTRA_OPTIONS)[number];

/** Spec section 9: each selected burger extra adds 1 euro; alcohol in the coffee 0,50. */
export const BURGER_EXTRA_PRICE_CENTS = 100;
export const COFFEE_ALCOHOL_PRICE_CENTS = 50;

/** Options whose price the spec fixes: the back office shows it and cannot change it. */
export const FIXED_OPTION_PRICES: Partial<Record<ExtraOption, number>> = { coffee_alcohol: COFFEE_ALCOHOL_PRICE_CENTS };

/** Spec section 9: daily menus are served 8:00:00 to 16:00:00 restaurant time. */
export const DAILY_MENU_HOURS = { from: '08:00:00', to: '16:00:00' } as const;

/** Children's menus are for children up to 12 years old. */
export const CHILDRENS_MENU_MAX_AGE = 12;

export const ORDER_STATUSES = [
  'pending_payment',
  'received',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'collected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const USER_ROLES = ['customer', 'staff', 'manager'] as const;
export type UserRole = (typeof USER_ROLES)[number];
