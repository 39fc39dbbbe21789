// A selection on the wire and in the cart: its types, its one serializer and
// the plain selection. Apart from ./selection.ts (the choice words, the rules)
// so that the cart's code on every page carries only this (issue 11).
import type { SelectionKind } from '@/lib/vocabulary/catalogue';
import type { ChoiceOption, FlagOption } from './selection';

/** Units of one product in one cart line. */
export const MAX_PRODUCT_QUANTITY = 99;

export type ItemQuantity = { productId: number; quantity: number };
export type ItemQuantityJson = { product_id: number; quantity: number };

/** Only the options that are set: a non-empty text, a chosen value, or a flag that is on. */
export type SelectedExtraOptions = { observation?: string } & Partial<Record<ChoiceOption, string>> &
  Partial<Record<FlagOption, true>>;

/**
 * A product as its buyer composed it. Canonical: every key present, lists
 * sorted by productId, ingredients and sauces only where they differ from the
 * product's default, extra options only when set, so two equal selections
 * serialise to the same JSON. Keys that do not apply to its kind stay empty.
 * On the wire and in the database it is SelectionJson (./selection-schema.ts
 * parses it).
 */
export type ProductSelection = {
  kind: SelectionKind;
  productId: number;
  quantity: number;
  ingredients: ItemQuantity[];
  sauces: ItemQuantity[];
  noIngredients: boolean;
  noSauces: boolean;
  starter: number | null;
  dish: number | null;
  drink: number | null;
  dessert: number | null;
  coffee: number | null;
  pendingDrinks: ItemQuantity[];
  pendingDesserts: ItemQuantity[];
  extraOptions: SelectedExtraOptions;
  gift: boolean;
  /** Whom a children's menu is for: one of the customer's children up to 12 (spec section 9). */
  childId: number | null;
};

type PartsJson = {
  ingredients: ItemQuantityJson[];
  sauces: ItemQuantityJson[];
  no_ingredients: boolean;
  no_sauces: boolean;
};
type BaseJson = { product_id: number; quantity: number; extra_options: SelectedExtraOptions };

/** The snake_case selection of the API and the database: one shape per kind, exact keys. */
export type SelectionJson =
  | ({ kind: 'dish' | 'burger' | 'extra' | 'combo' } & BaseJson & PartsJson)
  | ({
      kind: 'menu';
      starter: number | null;
      dish: number | null;
      drink: number | null;
      dessert: number | null;
      coffee: number | null;
      gift: boolean;
      child_id: number | null;
    } & BaseJson &
      PartsJson)
  | ({ kind: 'repertoire'; pending_drinks: ItemQuantityJson[]; pending_desserts: ItemQuantityJson[] } & BaseJson &
      PartsJson)
  | ({ kind: 'drink' | 'coffee' } & BaseJson);

const itemsJson = (items: ItemQuantity[]): ItemQuantityJson[] =>
  items.map((item) => ({ product_id: item.productId, quantity: item.quantity }));

/** The one serializer of a selection: the keys of its kind, in snake_case. */
export function toSelectionJson(selection: ProductSelection): SelectionJson {
  const base: BaseJson = {
    product_id: selection.productId,
    quantity: selection.quantity,
    extra_options: selection.extraOptions,
  };
  if (selection.kind === 'drink' || selection.kind === 'coffee') return { kind: selection.kind, ...base };
  const parts: PartsJson = {
    ingredients: itemsJson(selection.ingredients),
    sauces: itemsJson(selection.sauces),
    no_ingredients: selection.noIngredients,
    no_sauces: selection.noSauces,
  };
  if (selection.kind === 'menu') {
    const { starter, dish, drink, dessert, coffee, gift, childId } = selection;
    return { kind: 'menu', ...base, ...parts, starter, dish, drink, dessert, coffee, gift, child_id: childId };
  }
  if (selection.kind === 'repertoire') {
    return {
      kind: 'repertoire',
      ...base,
      ...parts,
      pending_drinks: itemsJson(selection.pendingDrinks),
      pending_desserts: itemsJson(selection.pendingDesserts),
    };
  }
  return { kind: selection.kind, ...base, ...parts };
}

/**
 * The domain selection of a SelectionJson the server already checked (a
 * cart line's, an order line's), for the browser, which does not ship zod.
 */
export function fromSelectionJson(json: SelectionJson): ProductSelection {
  const items = (list: ItemQuantityJson[] | undefined): ItemQuantity[] =>
    (list ?? []).map((item) => ({ productId: item.product_id, quantity: item.quantity }));
  const menu = json.kind === 'menu' ? json : null;
  const repertoire = json.kind === 'repertoire' ? json : null;
  const parts = 'ingredients' in json ? json : null;
  return {
    kind: json.kind,
    productId: json.product_id,
    quantity: json.quantity,
    ingredients: items(parts?.ingredients),
    sauces: items(parts?.sauces),
    noIngredients: parts?.no_ingredients ?? false,
    noSauces: parts?.no_sauces ?? false,
    starter: menu?.starter ?? null,
    dish: menu?.dish ?? null,
    drink: menu?.drink ?? null,
    dessert: menu?.dessert ?? null,
    coffee: menu?.coffee ?? null,
    pendingDrinks: items(repertoire?.pending_drinks),
    pendingDesserts: items(repertoire?.pending_desserts),
    extraOptions: json.extra_options ?? {},
    gift: menu?.gift ?? false,
    childId: menu?.child_id ?? null,
  };
}

/** The selection of a product with nothing chosen (an extra added by its quantity alone). */
export function plainSelection(kind: SelectionKind, productId: number): ProductSelection {
  return {
    kind,
    productId,
    quantity: 1,
    ingredients: [],
    sauces: [],
    noIngredients: false,
    noSauces: false,
    starter: null,
    dish: null,
    drink: null,
    dessert: null,
    coffee: null,
    pendingDrinks: [],
    pendingDesserts: [],
    extraOptions: {},
    gift: false,
    childId: null,
  };
}
