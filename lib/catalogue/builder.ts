// The product builder: the spec's "pending selection", "product store" and
// "repertoire store" as one pure reducer. No React, no I/O. Selectors (the
// selection the cart stores, allergens, problems, price) are in
// ./builder-selectors.ts; the quantity rules in ./builder-quantities.ts.
//
// The item lists are the one source of truth for quantities; the chosen
// dish/drink/dessert/coffee (menus) and pendingDrinks/pendingDesserts
// (repertoires) are derived from them after every action. An action the
// product does not allow returns the very same state object.
import type { ComponentKind } from '@/lib/vocabulary/catalogue';
import type {
  CatalogueProduct,
  ProductAllergenInfo,
  ProductChoice,
  ProductPart,
} from '@/lib/vocabulary/catalogue-types';
import {
  CHOICE_OPTIONS,
  CHOICE_OPTION_MAX_LENGTH,
  EXCLUSIVE_OPTIONS,
  FLAG_OPTIONS,
  MAX_PRODUCT_QUANTITY,
  OBSERVATION_MAX_LENGTH,
  compositionOf,
  isChosenKind,
  type ChoiceOption,
  type FlagOption,
  type ProductSelection,
  type RepertoireKind,
} from '@/lib/pricing/product-price';
import {
  KIND_LISTS,
  chooseIngredient,
  clamp,
  derive,
  resetList,
  setChoiceQuantity,
  setItemQuantity,
  withQuantities,
} from './builder-quantities';

export { KIND_LISTS };

/** An ingredient or a sauce of the product; productId is the ingredient's or sauce's id. */
export type PartItem = {
  id: number;
  productId: number;
  name: string;
  quantity: number;
  defaultQuantity: number;
  maxQuantity: number;
  extraPriceCents: number;
};

/** A component of a menu, combo or repertoire; productId is the component product's id. */
export type ChoiceItem = {
  id: number;
  productId: number;
  name: string;
  quantity: number;
  maxQuantity: number;
  extraPriceCents: number;
};

export type PendingItem = { id: number; productId: number; quantity: number };

export type ExtraOptionsState = {
  observation: string;
  /** The spec's "touched text": the observation was edited. */
  touched: boolean;
} & Record<ChoiceOption, string | null> &
  Record<FlagOption, boolean>;

export type BuilderState = {
  product: CatalogueProduct | null;
  allergens: ProductAllergenInfo[];
  ingredients: PartItem[];
  sauces: PartItem[];
  starters: ChoiceItem[];
  dishes: ChoiceItem[];
  drinks: ChoiceItem[];
  desserts: ChoiceItem[];
  coffees: ChoiceItem[];
  noIngredients: boolean;
  noSauces: boolean;
  starter: number | null;
  dish: number | null;
  drink: number | null;
  dessert: number | null;
  coffee: number | null;
  gift: boolean;
  /** A children's menu's child, chosen from the customer's children. */
  childId: number | null;
  extraOptions: ExtraOptionsState;
  pendingDrinks: PendingItem[];
  pendingDesserts: PendingItem[];
  quantity: number;
};

export type PartList = 'ingredients' | 'sauces';
export type ChoiceList = 'starters' | 'dishes' | 'drinks' | 'desserts' | 'coffees';
export type ItemList = PartList | ChoiceList;

export type BuilderAction =
  /** Starts over with this product (null: no product). */
  | { type: 'setProduct'; product: CatalogueProduct | null }
  /** Units of the whole product, 1..MAX_PRODUCT_QUANTITY. */
  | { type: 'setQuantity'; quantity: number }
  /** One item's quantity, clamped to 0..maxQuantity, then the product's rules. */
  | { type: 'setItemQuantity'; list: ItemList; productId: number; quantity: number }
  /** Every item of the list to 0. */
  | { type: 'resetList'; list: ItemList }
  /** Quantities of a previous dish, matched by productId; items it does not list keep theirs. */
  | { type: 'copyFromPrevious'; list: ItemList; previous: ReadonlyArray<{ productId: number; quantity: number }> }
  /** Every sauce or ingredient to 1 (not in only-one mode). */
  | { type: 'defaultAllToOne'; list: PartList }
  /** Only-one mode: this ingredient to 1, all others to 0. */
  | { type: 'chooseIngredient'; productId: number }
  | { type: 'setNoIngredients'; value: boolean }
  | { type: 'setNoSauces'; value: boolean }
  /** Menus: the one dish, drink... of the kind (null: none). */
  | { type: 'choose'; kind: ComponentKind; productId: number | null }
  /** Repertoires: one more (or one less) unit of a drink or dessert. */
  | { type: 'choosePending'; kind: RepertoireKind; productId: number }
  | { type: 'unchoosePending'; kind: RepertoireKind; productId: number }
  | { type: 'setOption'; option: FlagOption; value: boolean }
  | { type: 'setChoiceOption'; option: ChoiceOption; value: string | null }
  | { type: 'setObservation'; text: string }
  | { type: 'setGift'; value: boolean }
  /** "Igual que el anterior": the choices of a line of the same product already in the cart. */
  | { type: 'sameAsPrevious'; previous: ProductSelection }
  | { type: 'setChild'; childId: number | null };

function emptyExtraOptions(): ExtraOptionsState {
  const flags = Object.fromEntries(FLAG_OPTIONS.map((option) => [option, false])) as Record<FlagOption, boolean>;
  const choices = Object.fromEntries(CHOICE_OPTIONS.map((option) => [option, null])) as Record<
    ChoiceOption,
    string | null
  >;
  return { ...flags, ...choices, observation: '', touched: false };
}

export const initialBuilderState: BuilderState = {
  product: null,
  allergens: [],
  ingredients: [],
  sauces: [],
  starters: [],
  dishes: [],
  drinks: [],
  desserts: [],
  coffees: [],
  noIngredients: false,
  noSauces: false,
  starter: null,
  dish: null,
  drink: null,
  dessert: null,
  coffee: null,
  gift: false,
  childId: null,
  extraOptions: emptyExtraOptions(),
  pendingDrinks: [],
  pendingDesserts: [],
  quantity: 1,
};

function partItem(part: ProductPart): PartItem {
  const { id, name, defaultQuantity, maxQuantity, extraPriceCents } = part;
  return { id, productId: id, name, quantity: defaultQuantity, defaultQuantity, maxQuantity, extraPriceCents };
}

function choiceItem(component: ProductChoice): ChoiceItem {
  const { productId, name, maxQuantity, extraPriceCents } = component;
  return { id: productId, productId, name, quantity: component.quantity, maxQuantity, extraPriceCents };
}

function productState(product: CatalogueProduct): BuilderState {
  const lists = Object.fromEntries(
    Object.entries(KIND_LISTS).map(([kind, list]) => [
      list,
      product.components
        .filter((component) => component.kind === kind)
        .map((component) => ({
          ...choiceItem(component),
          quantity: isChosenKind(product, component.kind) ? 0 : component.quantity,
        })),
    ]),
  ) as Record<ChoiceList, ChoiceItem[]>;
  let state: BuilderState = {
    ...initialBuilderState,
    ...lists,
    product,
    allergens: product.allergens.map((allergen) => ({ ...allergen })),
    ingredients: product.ingredients.map(partItem),
    sauces: product.sauces.map(partItem),
    // A children's menu comes with its gift: on until the buyer says no (issue 13 item 4).
    gift: product.isChildrensMenu,
  };
  // Default choices (a component's quantity) go through the rules like a click would.
  for (const component of product.components) {
    if (isChosenKind(product, component.kind) && component.quantity > 0) {
      state = setItemQuantity(state, KIND_LISTS[component.kind], component.productId, component.quantity);
    }
  }
  return state;
}

function setNone(state: BuilderState, list: PartList, value: boolean): BuilderState {
  const flag = list === 'ingredients' ? 'noIngredients' : 'noSauces';
  if (!state.product || state[flag] === value) return state;
  const items = withQuantities(state[list], (item) => (value ? 0 : item.defaultQuantity));
  return { ...state, [list]: items, [flag]: value };
}

function setOption(state: BuilderState, option: FlagOption, value: boolean): BuilderState {
  if (!offers(state, option) || state.extraOptions[option] === value) return state;
  const extraOptions = { ...state.extraOptions, [option]: value };
  if (value) {
    for (const pair of EXCLUSIVE_OPTIONS) {
      if (pair.includes(option)) extraOptions[pair[0] === option ? pair[1] : pair[0]] = false;
    }
  }
  return { ...state, extraOptions };
}

/** The builder with a previous selection's choices (same product); the quantity stays the builder's. */
function sameAsPrevious(state: BuilderState, previous: ProductSelection): BuilderState {
  if (!state.product || previous.productId !== state.product.id) return state;
  // From the product's defaults: a selection lists only the parts that differ from them.
  const next = { ...productState(state.product), quantity: state.quantity };
  const steps: BuilderAction[] = [];
  if (previous.noIngredients) steps.push({ type: 'setNoIngredients', value: true });
  else steps.push({ type: 'copyFromPrevious', list: 'ingredients', previous: previous.ingredients });
  if (previous.noSauces) steps.push({ type: 'setNoSauces', value: true });
  else steps.push({ type: 'copyFromPrevious', list: 'sauces', previous: previous.sauces });
  for (const kind of ['starter', 'dish', 'drink', 'dessert', 'coffee'] as const) {
    const productId = previous[kind];
    if (productId !== null) steps.push({ type: 'choose', kind, productId });
  }
  for (const item of previous.pendingDrinks)
    for (let unit = 0; unit < item.quantity; unit += 1)
      steps.push({ type: 'choosePending', kind: 'drink', productId: item.productId });
  for (const item of previous.pendingDesserts)
    for (let unit = 0; unit < item.quantity; unit += 1)
      steps.push({ type: 'choosePending', kind: 'dessert', productId: item.productId });
  const options = previous.extraOptions;
  for (const option of FLAG_OPTIONS) if (options[option]) steps.push({ type: 'setOption', option, value: true });
  for (const option of CHOICE_OPTIONS)
    if (options[option]) steps.push({ type: 'setChoiceOption', option, value: options[option] ?? null });
  if (options.observation) steps.push({ type: 'setObservation', text: options.observation });
  steps.push({ type: 'setGift', value: previous.gift }, { type: 'setChild', childId: previous.childId });
  return steps.reduce(builderReducer, next);
}

/** Whether the product offers this extra option. */
export function offers(state: BuilderState, option: string): boolean {
  return state.product?.extraOptions.some((offer) => offer.option === option) ?? false;
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'setProduct':
      return action.product ? productState(action.product) : initialBuilderState;
    case 'setQuantity':
      if (!state.product || !Number.isFinite(action.quantity)) return state;
      return { ...state, quantity: clamp(action.quantity, 1, MAX_PRODUCT_QUANTITY) };
    case 'setItemQuantity':
      return setItemQuantity(state, action.list, action.productId, action.quantity);
    case 'resetList':
      return resetList(state, action.list);
    case 'copyFromPrevious':
      return action.previous.reduce(
        (next, item) => setItemQuantity(next, action.list, item.productId, item.quantity),
        state,
      );
    case 'defaultAllToOne':
      if (!state.product || (action.list === 'ingredients' && state.product.onlyOneIngredient)) return state;
      return derive({
        ...state,
        [action.list]: withQuantities(state[action.list], (item) => Math.min(1, item.maxQuantity)),
      });
    case 'chooseIngredient':
      return chooseIngredient(state, action.productId);
    case 'setNoIngredients':
      return setNone(state, 'ingredients', action.value);
    case 'setNoSauces':
      return setNone(state, 'sauces', action.value);
    case 'choose': {
      if (!state.product || compositionOf(state.product) !== 'menu') return state;
      const list = KIND_LISTS[action.kind];
      return action.productId === null ? resetList(state, list) : setChoiceQuantity(state, list, action.productId, 1);
    }
    case 'choosePending':
    case 'unchoosePending': {
      if (!state.product || compositionOf(state.product) !== 'repertoire') return state;
      const list = KIND_LISTS[action.kind];
      const current = state[list].find((item) => item.productId === action.productId)?.quantity ?? 0;
      const step = action.type === 'choosePending' ? 1 : -1;
      return setChoiceQuantity(state, list, action.productId, current + step);
    }
    case 'setOption':
      return setOption(state, action.option, action.value);
    case 'setChoiceOption': {
      if (!offers(state, action.option)) return state;
      const value = action.value?.trim().slice(0, CHOICE_OPTION_MAX_LENGTH) || null;
      return { ...state, extraOptions: { ...state.extraOptions, [action.option]: value } };
    }
    case 'setObservation':
      if (!offers(state, 'observation')) return state;
      return {
        ...state,
        extraOptions: {
          ...state.extraOptions,
          observation: action.text.slice(0, OBSERVATION_MAX_LENGTH),
          touched: true,
        },
      };
    case 'setGift':
      if (!state.product?.isChildrensMenu) return state;
      return { ...state, gift: action.value };
    case 'sameAsPrevious':
      return sameAsPrevious(state, action.previous);
    case 'setChild':
      if (!state.product?.isChildrensMenu) return state;
      return { ...state, childId: action.childId };
  }
}

export * from './builder-selectors';
