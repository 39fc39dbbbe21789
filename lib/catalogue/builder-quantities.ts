// Quantity rules of the product builder (./builder.ts): how one item's
// quantity changes under its product's rules, and what is derived from the
// lists (the chosen menu components, the repertoire's pending lists).
import type { BuilderState, ChoiceItem, ChoiceList, ItemList, PartItem, PartList, PendingItem } from './builder';
import type { ComponentKind } from '@/lib/vocabulary/catalogue';
import { compositionOf, isChosenKind, repertoireLimit, type RepertoireKind } from '@/lib/pricing/product-price';

export const KIND_LISTS: Record<ComponentKind, ChoiceList> = {
  starter: 'starters',
  dish: 'dishes',
  drink: 'drinks',
  dessert: 'desserts',
  coffee: 'coffees',
};
const LIST_KINDS = Object.fromEntries(Object.entries(KIND_LISTS).map(([kind, list]) => [list, kind])) as Record<
  ChoiceList,
  ComponentKind
>;

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(value)));

export function withQuantities<T extends PartItem | ChoiceItem>(items: T[], quantityOf: (item: T) => number): T[] {
  return items.map((item) => {
    const quantity = quantityOf(item);
    return quantity === item.quantity ? item : { ...item, quantity };
  });
}

function pendingOf(items: ChoiceItem[]): PendingItem[] {
  return items.filter((item) => item.quantity > 0).map(({ id, productId, quantity }) => ({ id, productId, quantity }));
}

/** The chosen ids (menus) and pending lists (repertoires), derived from the lists. */
export function derive(state: BuilderState): BuilderState {
  const product = state.product;
  const composition = product ? compositionOf(product) : 'single';
  const chosen = (list: ChoiceList) =>
    composition === 'menu' ? (state[list].find((item) => item.quantity > 0)?.productId ?? null) : null;
  const repertoire = composition === 'repertoire';
  return {
    ...state,
    starter: chosen('starters'),
    dish: chosen('dishes'),
    drink: chosen('drinks'),
    dessert: chosen('desserts'),
    coffee: chosen('coffees'),
    pendingDrinks: repertoire ? pendingOf(state.drinks) : [],
    pendingDesserts: repertoire ? pendingOf(state.desserts) : [],
    noIngredients: state.noIngredients && !state.ingredients.some((item) => item.quantity > 0),
    noSauces: state.noSauces && !state.sauces.some((item) => item.quantity > 0),
  };
}

function setPartQuantity(state: BuilderState, list: PartList, id: number, wanted: number): BuilderState {
  const item = state[list].find((candidate) => candidate.productId === id);
  if (!item) return state;
  const quantity = clamp(wanted, 0, item.maxQuantity);
  if (quantity === item.quantity) return state;
  if (list === 'ingredients' && state.product?.onlyOneIngredient && quantity > 0) {
    return chooseIngredient(state, id);
  }
  return derive({
    ...state,
    [list]: withQuantities(state[list], (other) => (other === item ? quantity : other.quantity)),
  });
}

export function chooseIngredient(state: BuilderState, id: number): BuilderState {
  if (!state.product?.onlyOneIngredient || !state.ingredients.some((item) => item.productId === id)) return state;
  const ingredients = withQuantities(state.ingredients, (item) =>
    item.productId === id ? Math.min(1, item.maxQuantity) : 0,
  );
  return derive({ ...state, ingredients });
}

/**
 * A component's quantity under its product's rules: a menu keeps one item per
 * kind and a dessert or a coffee; a repertoire keeps each kind within its limit
 * (the new choice wins, the others of the kind go to 0); included components
 * (combos) do not change.
 */
export function setChoiceQuantity(state: BuilderState, list: ChoiceList, id: number, wanted: number): BuilderState {
  const product = state.product;
  const item = state[list].find((candidate) => candidate.productId === id);
  if (!product || !item || !isChosenKind(product, LIST_KINDS[list])) return state;
  const quantity = clamp(wanted, 0, item.maxQuantity);
  if (quantity === item.quantity) return state;
  let next: BuilderState;
  if (compositionOf(product) === 'menu') {
    next = {
      ...state,
      [list]: withQuantities(state[list], (other) => (other === item ? quantity : quantity > 0 ? 0 : other.quantity)),
    };
    if (quantity > 0 && list === 'desserts') next.coffees = withQuantities(next.coffees, () => 0);
    if (quantity > 0 && list === 'coffees') next.desserts = withQuantities(next.desserts, () => 0);
  } else {
    const limit = repertoireLimit(product, LIST_KINDS[list] as RepertoireKind);
    const others = state[list].reduce((total, other) => total + (other === item ? 0 : other.quantity), 0);
    const keepOthers = others + quantity <= limit;
    next = {
      ...state,
      [list]: withQuantities(state[list], (other) => (other === item ? quantity : keepOthers ? other.quantity : 0)),
    };
  }
  return derive(next);
}

export function setItemQuantity(state: BuilderState, list: ItemList, id: number, quantity: number): BuilderState {
  if (!Number.isFinite(quantity)) return state;
  return list === 'ingredients' || list === 'sauces'
    ? setPartQuantity(state, list, id, quantity)
    : setChoiceQuantity(state, list, id, quantity);
}

export function resetList(state: BuilderState, list: ItemList): BuilderState {
  const product = state.product;
  if (!product) return state;
  if (list !== 'ingredients' && list !== 'sauces' && !isChosenKind(product, LIST_KINDS[list])) return state;
  return derive({ ...state, [list]: withQuantities<PartItem | ChoiceItem>(state[list], () => 0) });
}
