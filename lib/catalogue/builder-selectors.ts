// Selectors of the product builder's state (./builder.ts): the selection the
// cart stores and the server prices, the allergens of what was chosen, what is
// still missing, and the price preview.
import type { BuilderState, PartItem, PendingItem } from './builder';
import { ALLERGENS, selectionKindOf, type AllergenCode } from '@/lib/vocabulary/catalogue';
import type { AllergenLevel, ProductAllergenInfo } from '@/lib/vocabulary/catalogue-types';
import {
  CHOICE_OPTIONS,
  FLAG_OPTIONS,
  coffeeTakesAlcohol,
  compositionOf,
  priceSelection,
  selectionProblems,
  type ItemQuantity,
  type PriceBreakdown,
  type ProductSelection,
  type SelectedExtraOptions,
} from '@/lib/pricing/product-price';

const byProductId = (a: ItemQuantity, b: ItemQuantity) => a.productId - b.productId;

/** Only what differs from the product's defaults; nothing when the whole list is off. */
function changedParts(items: PartItem[], none: boolean): ItemQuantity[] {
  if (none) return [];
  return items
    .filter((item) => item.quantity !== item.defaultQuantity)
    .map(({ productId, quantity }) => ({ productId, quantity }))
    .sort(byProductId);
}

function pending(items: PendingItem[]): ItemQuantity[] {
  return items.map(({ productId, quantity }) => ({ productId, quantity })).sort(byProductId);
}

function selectedOptions(state: BuilderState): SelectedExtraOptions {
  const options = state.extraOptions;
  const selected: SelectedExtraOptions = {};
  const observation = options.observation.trim();
  if (observation) selected.observation = observation;
  for (const option of CHOICE_OPTIONS) {
    const value = options[option];
    if (value) selected[option] = value;
  }
  for (const option of FLAG_OPTIONS) if (options[option]) selected[option] = true;
  // A menu's alcohol goes in its coffee: it goes away with a coffee that does not take it.
  const product = state.product;
  if (product && compositionOf(product) === 'menu' && !coffeeTakesAlcohol(product, state.coffee)) {
    delete selected.coffee_alcohol;
  }
  // The spirit is the coffee alcohol's: no alcohol, no spirit.
  if (!selected.coffee_alcohol) delete selected.spirit;
  return selected;
}

/** The compact, JSON-serialisable selection (see ProductSelection); null without a product. */
export function selectionOf(state: BuilderState): ProductSelection | null {
  if (!state.product) return null;
  return {
    kind: selectionKindOf(state.product.category),
    productId: state.product.id,
    quantity: state.quantity,
    ingredients: changedParts(state.ingredients, state.noIngredients),
    sauces: changedParts(state.sauces, state.noSauces),
    noIngredients: state.noIngredients,
    noSauces: state.noSauces,
    starter: state.starter,
    dish: state.dish,
    drink: state.drink,
    dessert: state.dessert,
    coffee: state.coffee,
    pendingDrinks: pending(state.pendingDrinks),
    pendingDesserts: pending(state.pendingDesserts),
    extraOptions: selectedOptions(state),
    gift: state.gift,
    childId: state.childId,
  };
}

/**
 * The product's own allergens plus those of every ingredient and sauce it
 * carries and every component chosen or included. Never fewer than the
 * product declares: a product is never shown safer than it is. "contains"
 * wins over "traces"; in the order of ALLERGENS.
 */
export function chosenAllergens(state: BuilderState): ProductAllergenInfo[] {
  const levels = new Map<AllergenCode, AllergenLevel>();
  const add = (code: AllergenCode, level: AllergenLevel) => {
    if (levels.get(code) !== 'contains') levels.set(code, level);
  };
  const product = state.product;
  if (!product) return [];
  for (const { code, level } of product.allergens) add(code, level);
  for (const [parts, items] of [
    [product.ingredients, state.ingredients],
    [product.sauces, state.sauces],
  ] as const) {
    for (const part of parts) {
      if ((items.find((item) => item.productId === part.id)?.quantity ?? 0) > 0) {
        for (const code of part.allergens) add(code, 'contains');
      }
    }
  }
  const lists = {
    starter: state.starters,
    dish: state.dishes,
    drink: state.drinks,
    dessert: state.desserts,
    coffee: state.coffees,
  };
  for (const component of product.components) {
    if ((lists[component.kind].find((item) => item.productId === component.productId)?.quantity ?? 0) > 0) {
      for (const { code, level } of component.allergens) add(code, level);
    }
  }
  return ALLERGENS.filter(({ code }) => levels.has(code)).map(({ code }) => ({ code, level: levels.get(code)! }));
}

/** What is still missing before the product can go to the cart, in Spanish. */
export function validateSelection(state: BuilderState): string[] {
  const selection = selectionOf(state);
  if (!state.product || !selection) return ['Elige un producto.'];
  const problems = selectionProblems(state.product, selection);
  // The server checks the child is the customer's and up to 12; here only that one is chosen.
  if (state.product.isChildrensMenu && state.childId === null) problems.push('Indica para quién es el menú infantil.');
  return problems;
}

/** The price preview, from the same module the server uses; null without a product. */
export function priceOf(state: BuilderState): PriceBreakdown | null {
  const selection = selectionOf(state);
  return state.product && selection ? priceSelection(state.product, selection) : null;
}

export const isMenu = (state: BuilderState) => state.product !== null && compositionOf(state.product) === 'menu';
export const isRepertoire = (state: BuilderState) =>
  state.product !== null && compositionOf(state.product) === 'repertoire';
export const canChooseGift = (state: BuilderState) => state.product?.isChildrensMenu ?? false;
export const isOnlyOneIngredient = (state: BuilderState) => state.product?.onlyOneIngredient ?? false;
