import { describe, expect, it } from 'vitest';
import {
  builderReducer,
  chosenAllergens,
  initialBuilderState,
  priceOf,
  selectionOf,
  validateSelection,
  type BuilderAction,
  type BuilderState,
} from '@/lib/catalogue/builder';
import { COFFEE_ALCOHOL_PRICE_CENTS, type ComponentKind } from '@/lib/vocabulary/catalogue';
import type { CatalogueProduct, ProductPart } from '@/lib/vocabulary/catalogue-types';
import { BURGER_EXTRA_OPTIONS, choice, coffeeMenu, part, product } from '../support/catalogue-fixtures';
import { OBSERVATION_MAX_LENGTH, priceSelection } from '@/lib/pricing/product-price';

const burger = product({
  id: 10,
  name: 'La Clásica',
  priceCents: 1090,
  allergens: [
    { code: 'gluten', level: 'contains' },
    { code: 'sesame', level: 'traces' },
  ],
  ingredients: [
    part(101, 'Carne de ternera', { maxQuantity: 2, extraPriceCents: 250 }),
    part(102, 'Queso cheddar', { maxQuantity: 2, extraPriceCents: 100, allergens: ['milk'] }),
    part(103, 'Bacon', { defaultQuantity: 0, extraPriceCents: 100 }),
  ],
  sauces: [
    part(201, 'Salsa burger', { maxQuantity: 2, allergens: ['eggs', 'mustard'] }),
    part(202, 'Ketchup', { defaultQuantity: 0 }),
    part(203, 'Barbacoa', { defaultQuantity: 0, maxQuantity: 3, allergens: ['sesame'] }),
  ],
  extraOptions: BURGER_EXTRA_OPTIONS,
});

const tostada = product({
  id: 20,
  name: 'Tostada',
  category: 'starter',
  priceCents: 380,
  onlyOneIngredient: true,
  ingredients: [
    part(301, 'Tomate rallado'),
    part(302, 'Jamón serrano', { defaultQuantity: 0, extraPriceCents: 150 }),
    part(303, 'Aguacate', { defaultQuantity: 0 }),
  ],
});

const menu = product({
  id: 30,
  name: 'Menú infantil',
  category: 'menu',
  priceCents: 795,
  isChildrensMenu: true,
  sauces: [part(202, 'Ketchup'), part(204, 'Mayonesa', { defaultQuantity: 0, allergens: ['eggs'] })],
  components: [
    choice('dish', 401, 'Mini burger', { allergens: [{ code: 'gluten', level: 'contains' }] }),
    choice('dish', 402, 'Nuggets', { extraPriceCents: 150, allergens: [{ code: 'celery', level: 'traces' }] }),
    choice('drink', 501, 'Agua'),
    choice('drink', 502, 'Batido', { allergens: [{ code: 'milk', level: 'contains' }] }),
    choice('dessert', 601, 'Helado', { allergens: [{ code: 'milk', level: 'contains' }] }),
    choice('dessert', 602, 'Fruta'),
    choice('coffee', 701, 'Cacao'),
  ],
});

const adultMenu = product({ ...menu, id: 31, name: 'Menú hamburguesa', isChildrensMenu: false });

const repertoire = product({
  id: 40,
  name: 'Repertorio paella',
  category: 'repertoire',
  priceCents: 1790,
  ingredients: [part(111, 'Pollo de corral'), part(112, 'Conejo')],
  components: [
    choice('drink', 501, 'Agua'),
    choice('drink', 503, 'Vino tinto', { extraPriceCents: 50, allergens: [{ code: 'sulphites', level: 'contains' }] }),
    choice('dessert', 601, 'Flan', { maxQuantity: 2, allergens: [{ code: 'eggs', level: 'contains' }] }),
    choice('dessert', 602, 'Fruta'),
  ],
});

const combo = product({
  id: 50,
  name: 'Combo Clásica',
  category: 'combo',
  priceCents: 1390,
  components: [
    choice('dish', 10, 'La Clásica', { quantity: 1, maxQuantity: 1 }),
    choice('starter', 801, 'Patatas fritas', { quantity: 2, maxQuantity: 2 }),
    choice('drink', 502, 'Coca-Cola', {
      quantity: 2,
      maxQuantity: 2,
      allergens: [{ code: 'sulphites', level: 'traces' }],
    }),
  ],
});

const coffee = product({
  id: 60,
  name: 'Café solo',
  category: 'coffee',
  priceCents: 130,
  extraOptions: [{ option: 'coffee_alcohol', priceCents: COFFEE_ALCOHOL_PRICE_CENTS }],
});

function build(p: CatalogueProduct, ...actions: BuilderAction[]): BuilderState {
  return actions.reduce(builderReducer, builderReducer(initialBuilderState, { type: 'setProduct', product: p }));
}

const quantities = (items: ReadonlyArray<{ productId: number; quantity: number }>) =>
  Object.fromEntries(items.map((item) => [item.productId, item.quantity]));
const defaults = (parts: ProductPart[]) => Object.fromEntries(parts.map((p) => [p.id, p.defaultQuantity]));

describe('setting a product', () => {
  it('sets its allergens, its ingredients and sauces at their default quantities', () => {
    const state = build(burger);
    expect(state.product).toBe(burger);
    expect(state.allergens).toEqual(burger.allergens);
    expect(quantities(state.ingredients)).toEqual(defaults(burger.ingredients));
    expect(quantities(state.sauces)).toEqual(defaults(burger.sauces));
    expect(state.sauces[0]).toEqual({
      id: 201,
      productId: 201,
      name: 'Salsa burger',
      quantity: 1,
      defaultQuantity: 1,
      maxQuantity: 2,
      extraPriceCents: 0,
    });
    expect([state.dishes, state.drinks, state.desserts, state.coffees]).toEqual([[], [], [], []]);
  });

  it('sets the dishes, drinks, desserts and coffees of a menu from its components, none chosen', () => {
    const state = build(menu);
    const ids = (kind: ComponentKind) => menu.components.filter((c) => c.kind === kind).map((c) => c.productId);
    expect(state.dishes.map((item) => item.productId)).toEqual(ids('dish'));
    expect(state.drinks.map((item) => item.productId)).toEqual(ids('drink'));
    expect(state.desserts.map((item) => item.productId)).toEqual(ids('dessert'));
    expect(state.coffees.map((item) => item.productId)).toEqual(ids('coffee'));
    expect(state.dishes[1]).toMatchObject({ name: 'Nuggets', quantity: 0, maxQuantity: 1, extraPriceCents: 150 });
    expect([state.dish, state.drink, state.dessert, state.coffee]).toEqual([null, null, null, null]);
  });

  it('pre-chooses a menu component whose default quantity is above 0', () => {
    const withDefault = product({
      ...menu,
      components: menu.components.map((c) => (c.productId === 502 ? { ...c, quantity: 1, isDefault: true } : c)),
    });
    expect(build(withDefault).drink).toBe(502);
  });

  it('lists what a combo includes, at its quantities', () => {
    const state = build(combo);
    expect(quantities(state.starters)).toEqual({ 801: 2 });
    expect(quantities(state.drinks)).toEqual({ 502: 2 });
    expect(state.drink).toBeNull();
  });

  it('setting another product resets everything', () => {
    const dirty = build(
      menu,
      { type: 'choose', kind: 'dish', productId: 402 },
      { type: 'setGift', value: true },
      { type: 'setNoSauces', value: true },
      { type: 'setQuantity', quantity: 3 },
    );
    const fresh = build(burger);
    expect(builderReducer(dirty, { type: 'setProduct', product: burger })).toEqual(fresh);
    expect(builderReducer(dirty, { type: 'setProduct', product: null })).toEqual(initialBuilderState);
  });
});

describe('menu choices', () => {
  it('choosing a dessert clears a pending coffee and choosing a coffee clears a pending dessert', () => {
    const withDessert = build(menu, { type: 'choose', kind: 'dessert', productId: 601 });
    const withCoffee = builderReducer(withDessert, { type: 'choose', kind: 'coffee', productId: 701 });
    expect([withCoffee.dessert, withCoffee.coffee]).toEqual([null, 701]);
    expect(withCoffee.desserts.every((item) => item.quantity === 0)).toBe(true);
    const back = builderReducer(withCoffee, { type: 'choose', kind: 'dessert', productId: 602 });
    expect([back.dessert, back.coffee]).toEqual([602, null]);
  });

  it('keeps one choice per kind, and a chosen drink does not clear the dessert', () => {
    const state = build(
      menu,
      { type: 'choose', kind: 'dessert', productId: 601 },
      { type: 'choose', kind: 'drink', productId: 501 },
      { type: 'choose', kind: 'drink', productId: 502 },
    );
    expect(quantities(state.drinks)).toEqual({ 501: 0, 502: 1 });
    expect([state.drink, state.dessert]).toEqual([502, 601]);
    expect(builderReducer(state, { type: 'choose', kind: 'drink', productId: null }).drink).toBeNull();
  });

  it('ignores choices on products that are not menus and unknown components', () => {
    const state = build(repertoire);
    expect(builderReducer(state, { type: 'choose', kind: 'drink', productId: 501 })).toBe(state);
    const menuState = build(menu);
    expect(builderReducer(menuState, { type: 'choose', kind: 'drink', productId: 999 })).toBe(menuState);
  });

  it("leaves a combo's included components as they are", () => {
    const state = build(combo);
    expect(builderReducer(state, { type: 'setItemQuantity', list: 'drinks', productId: 502, quantity: 0 })).toBe(state);
    expect(builderReducer(state, { type: 'resetList', list: 'starters' })).toBe(state);
  });
});

describe("alcohol in a menu's coffee", () => {
  const menu = coffeeMenu();
  const laced = (coffeeId: number) =>
    build(
      menu,
      { type: 'choose', kind: 'dish', productId: 401 },
      { type: 'choose', kind: 'drink', productId: 501 },
      { type: 'choose', kind: 'coffee', productId: coffeeId },
      { type: 'setOption', option: 'coffee_alcohol', value: true },
    );

  it('is ordered and priced with a coffee that takes it', () => {
    const state = laced(701);
    expect(selectionOf(state)?.extraOptions).toEqual({ coffee_alcohol: true });
    expect(priceOf(state)?.lines).toContainEqual({ label: 'Con alcohol', cents: COFFEE_ALCOHOL_PRICE_CENTS });
  });

  it('asks for the spirit with the alcohol, and forgets it without', () => {
    const spirited = coffeeMenu({ spirit: true });
    const state = build(
      spirited,
      { type: 'choose', kind: 'dish', productId: 401 },
      { type: 'choose', kind: 'drink', productId: 501 },
      { type: 'choose', kind: 'coffee', productId: 701 },
      { type: 'setOption', option: 'coffee_alcohol', value: true },
    );
    expect(validateSelection(state)).toEqual(['Elige el licor del café.']);
    const anis = builderReducer(state, { type: 'setChoiceOption', option: 'spirit', value: 'anis' });
    expect(selectionOf(anis)?.extraOptions).toEqual({ coffee_alcohol: true, spirit: 'anis' });
    const sober = builderReducer(anis, { type: 'setOption', option: 'coffee_alcohol', value: false });
    expect(selectionOf(sober)?.extraOptions).toEqual({});
  });

  it('goes away with a coffee that does not take it, or with a dessert instead', () => {
    const other = builderReducer(laced(701), { type: 'choose', kind: 'coffee', productId: 702 });
    expect(selectionOf(other)?.extraOptions).toEqual({});
    expect(priceOf(other)?.unitCents).toBe(menu.priceCents);
    const dessert = builderReducer(laced(701), { type: 'choose', kind: 'dessert', productId: 601 });
    expect(selectionOf(dessert)?.extraOptions).toEqual({});
  });
});

describe('quantities', () => {
  it.each([
    { wanted: -3, expected: 0 },
    { wanted: 0, expected: 0 },
    { wanted: 2, expected: 2 },
    { wanted: 3, expected: 3 },
    { wanted: 7, expected: 3 },
    { wanted: 2.7, expected: 2 },
  ])('sets one quantity clamped to 0..maxQuantity ($wanted → $expected)', ({ wanted, expected }) => {
    const state = build(burger, { type: 'setItemQuantity', list: 'sauces', productId: 203, quantity: wanted });
    expect(quantities(state.sauces)).toEqual({ ...defaults(burger.sauces), 203: expected });
  });

  it('sets a menu item through the menu rules', () => {
    const state = build(menu, { type: 'setItemQuantity', list: 'dishes', productId: 402, quantity: 5 });
    expect(quantities(state.dishes)).toEqual({ 401: 0, 402: 1 });
    expect(state.dish).toBe(402);
  });

  it.each(['ingredients', 'sauces'] as const)('resets all %s to 0', (list) => {
    const state = build(burger, { type: 'resetList', list });
    expect(state[list].length).toBeGreaterThan(0);
    expect(state[list].every((item) => item.quantity === 0)).toBe(true);
    const other = list === 'ingredients' ? 'sauces' : 'ingredients';
    expect(quantities(state[other])).toEqual(defaults(burger[other]));
  });

  it('resets a menu kind, which clears its choice', () => {
    const state = build(menu, { type: 'choose', kind: 'drink', productId: 501 }, { type: 'resetList', list: 'drinks' });
    expect(state.drink).toBeNull();
  });

  it('copies quantities from a previous dish by productId; items it does not list keep theirs', () => {
    const previous = [
      { productId: 102, quantity: 2 },
      { productId: 103, quantity: 1 },
      { productId: 999, quantity: 1 },
    ];
    const state = build(
      burger,
      { type: 'setItemQuantity', list: 'ingredients', productId: 101, quantity: 2 },
      { type: 'copyFromPrevious', list: 'ingredients', previous },
    );
    expect(quantities(state.ingredients)).toEqual({ 101: 2, 102: 2, 103: 1 });
  });

  it('copies into a menu kind by the menu rules (the last chosen wins)', () => {
    const previous = [
      { productId: 501, quantity: 1 },
      { productId: 502, quantity: 1 },
    ];
    expect(build(menu, { type: 'copyFromPrevious', list: 'drinks', previous }).drink).toBe(502);
  });

  it('"igual que el anterior" gives a fresh builder the whole previous selection, keeping its own quantity', () => {
    const before = build(
      burger,
      { type: 'setItemQuantity', list: 'ingredients', productId: 101, quantity: 2 },
      { type: 'setNoSauces', value: true },
      { type: 'setOption', option: 'double_cheese', value: true },
      { type: 'setObservation', text: 'poco hecha' },
      { type: 'setQuantity', quantity: 3 },
    );
    const previous = selectionOf(before)!;
    const again = build(burger, { type: 'setQuantity', quantity: 1 }, { type: 'sameAsPrevious', previous });
    expect(selectionOf(again)).toEqual({ ...previous, quantity: 1 });
    expect(priceOf(again)?.unitCents).toBe(priceOf(before)?.unitCents);

    const lunch = build(
      menu,
      { type: 'choose', kind: 'dish', productId: 402 },
      { type: 'choose', kind: 'drink', productId: 503 },
      { type: 'choose', kind: 'coffee', productId: 701 },
      { type: 'setGift', value: true },
      { type: 'setChild', childId: 9 },
    );
    const copied = build(menu, { type: 'sameAsPrevious', previous: selectionOf(lunch)! });
    expect(selectionOf(copied)).toEqual(selectionOf(lunch));
    // Another product's selection changes nothing.
    const untouched = build(burger);
    expect(builderReducer(untouched, { type: 'sameAsPrevious', previous: selectionOf(lunch)! })).toBe(untouched);
  });

  it.each(['ingredients', 'sauces'] as const)('defaults all %s to 1', (list) => {
    const state = build(burger, { type: 'resetList', list }, { type: 'defaultAllToOne', list });
    expect(Object.values(quantities(state[list]))).toEqual(burger[list].map(() => 1));
  });

  it.each([
    { wanted: 0, expected: 1 },
    { wanted: 4, expected: 4 },
    { wanted: 500, expected: 99 },
  ])('sets the units of the product within 1..99 ($wanted → $expected)', ({ wanted, expected }) => {
    expect(build(burger, { type: 'setQuantity', quantity: wanted }).quantity).toBe(expected);
  });
});

describe('only-one mode', () => {
  it('choosing an ingredient sets it to 1 and zeroes all others', () => {
    const state = build(tostada, { type: 'chooseIngredient', productId: 302 });
    expect(quantities(state.ingredients)).toEqual({ 301: 0, 302: 1, 303: 0 });
    const again = builderReducer(state, { type: 'setItemQuantity', list: 'ingredients', productId: 303, quantity: 1 });
    expect(quantities(again.ingredients)).toEqual({ 301: 0, 302: 0, 303: 1 });
  });

  it('does not apply to products without it, nor lets all ingredients go to 1', () => {
    const state = build(burger);
    expect(builderReducer(state, { type: 'chooseIngredient', productId: 103 })).toBe(state);
    const toast = build(tostada);
    expect(builderReducer(toast, { type: 'defaultAllToOne', list: 'ingredients' })).toBe(toast);
  });
});

describe('no ingredients / no sauces', () => {
  it('the no-ingredients flag zeroes all ingredients and turning it off restores the defaults', () => {
    const edited = build(burger, { type: 'setItemQuantity', list: 'ingredients', productId: 101, quantity: 2 });
    const none = builderReducer(edited, { type: 'setNoIngredients', value: true });
    expect(none.noIngredients).toBe(true);
    expect(none.ingredients.every((item) => item.quantity === 0)).toBe(true);
    expect(quantities(none.sauces)).toEqual(defaults(burger.sauces));
    const back = builderReducer(none, { type: 'setNoIngredients', value: false });
    expect(quantities(back.ingredients)).toEqual(defaults(burger.ingredients));
  });

  it('the no-sauces flag zeroes all sauces and turning it off restores the defaults', () => {
    const none = build(burger, { type: 'setNoSauces', value: true });
    expect(none.sauces.every((item) => item.quantity === 0)).toBe(true);
    expect(quantities(none.ingredients)).toEqual(defaults(burger.ingredients));
    expect(quantities(builderReducer(none, { type: 'setNoSauces', value: false }).sauces)).toEqual(
      defaults(burger.sauces),
    );
  });

  it('adding a sauce turns the no-sauces flag off', () => {
    const state = build(
      burger,
      { type: 'setNoSauces', value: true },
      { type: 'setItemQuantity', list: 'sauces', productId: 202, quantity: 1 },
    );
    expect(state.noSauces).toBe(false);
    expect(quantities(state.sauces)).toEqual({ 201: 0, 202: 1, 203: 0 });
  });
});

describe('extra options', () => {
  it('accepts options the product offers', () => {
    const state = build(
      burger,
      { type: 'setOption', option: 'double_cheese', value: true },
      { type: 'setChoiceOption', option: 'egg', value: '  frito  ' },
    );
    expect(state.extraOptions.double_cheese).toBe(true);
    expect(state.extraOptions.egg).toBe('frito');
    expect(builderReducer(state, { type: 'setChoiceOption', option: 'egg', value: ' ' }).extraOptions.egg).toBeNull();
  });

  it.each<BuilderAction>([
    { type: 'setOption', option: 'coffee_alcohol', value: true },
    { type: 'setOption', option: 'very_spicy', value: true },
    { type: 'setChoiceOption', option: 'vegetables', value: 'a la plancha' },
  ])('leaves the state unchanged for an option the product does not offer (%o)', (action) => {
    const state = build(burger);
    expect(builderReducer(state, action)).toBe(state);
  });

  it('a double and its "no" exclude each other', () => {
    const state = build(burger, { type: 'setOption', option: 'no_cheese', value: true });
    const doubled = builderReducer(state, { type: 'setOption', option: 'double_cheese', value: true });
    expect([doubled.extraOptions.double_cheese, doubled.extraOptions.no_cheese]).toEqual([true, false]);
  });

  it(`trims the observation to ${OBSERVATION_MAX_LENGTH} characters and marks it touched`, () => {
    const state = build(burger);
    expect(state.extraOptions.touched).toBe(false);
    const long = 'x'.repeat(OBSERVATION_MAX_LENGTH + 40);
    const written = builderReducer(state, { type: 'setObservation', text: long });
    expect(written.extraOptions.observation).toBe(long.slice(0, OBSERVATION_MAX_LENGTH));
    expect(written.extraOptions.touched).toBe(true);
    const cleared = builderReducer(written, { type: 'setObservation', text: '' });
    expect([cleared.extraOptions.observation, cleared.extraOptions.touched]).toEqual(['', true]);
  });

  it('ignores an observation on a product without it', () => {
    const state = build(coffee);
    expect(builderReducer(state, { type: 'setObservation', text: 'templado' })).toBe(state);
  });
});

describe('gift', () => {
  it("comes with a children's menu until the buyer says no", () => {
    expect(build(menu).gift).toBe(true);
    expect(build(menu, { type: 'setGift', value: false }).gift).toBe(false);
    expect(build(adultMenu).gift).toBe(false);
  });

  it("is only for children's menus", () => {
    expect(build(menu, { type: 'setGift', value: true }).gift).toBe(true);
    const adult = build(adultMenu);
    expect(builderReducer(adult, { type: 'setGift', value: true })).toBe(adult);
  });
});

describe('repertoire', () => {
  it('chooses and unchooses pending drinks and desserts', () => {
    const state = build(
      repertoire,
      { type: 'choosePending', kind: 'drink', productId: 503 },
      { type: 'choosePending', kind: 'dessert', productId: 601 },
    );
    expect(state.pendingDrinks).toEqual([{ id: 503, productId: 503, quantity: 1 }]);
    expect(state.pendingDesserts).toEqual([{ id: 601, productId: 601, quantity: 1 }]);
    const undone = builderReducer(state, { type: 'unchoosePending', kind: 'drink', productId: 503 });
    expect(undone.pendingDrinks).toEqual([]);
  });

  it("respects each item's maxQuantity", () => {
    const once = build(repertoire, { type: 'choosePending', kind: 'drink', productId: 501 });
    expect(builderReducer(once, { type: 'choosePending', kind: 'drink', productId: 501 })).toBe(once);
    const twice = build(
      repertoire,
      { type: 'choosePending', kind: 'dessert', productId: 601 },
      { type: 'choosePending', kind: 'dessert', productId: 601 },
      { type: 'choosePending', kind: 'dessert', productId: 601 },
    );
    expect(twice.pendingDesserts).toEqual([{ id: 601, productId: 601, quantity: 2 }]);
  });

  it('keeps a kind within its limit (the largest maxQuantity): the new choice replaces the others', () => {
    const state = build(
      repertoire,
      { type: 'choosePending', kind: 'drink', productId: 501 },
      { type: 'choosePending', kind: 'drink', productId: 503 },
    );
    expect(state.pendingDrinks.map((item) => item.productId)).toEqual([503]);
    const desserts = build(
      repertoire,
      { type: 'choosePending', kind: 'dessert', productId: 601 },
      { type: 'choosePending', kind: 'dessert', productId: 602 },
    );
    expect(quantities(desserts.pendingDesserts)).toEqual({ 601: 1, 602: 1 });
  });

  it('ignores pending choices on products that are not repertoires', () => {
    const state = build(menu);
    expect(builderReducer(state, { type: 'choosePending', kind: 'drink', productId: 501 })).toBe(state);
  });
});

describe('selectionOf', () => {
  it('is null without a product', () => {
    expect(selectionOf(initialBuilderState)).toBeNull();
  });

  it('keeps only what differs from the defaults, sorted, and survives JSON', () => {
    const state = build(
      burger,
      { type: 'setItemQuantity', list: 'sauces', productId: 203, quantity: 2 },
      { type: 'setItemQuantity', list: 'ingredients', productId: 102, quantity: 2 },
      { type: 'setItemQuantity', list: 'ingredients', productId: 101, quantity: 0 },
      { type: 'setOption', option: 'double_bacon', value: true },
      { type: 'setObservation', text: '  poco hecha ' },
      { type: 'setQuantity', quantity: 2 },
    );
    const selection = selectionOf(state);
    expect(selection).toEqual({
      kind: 'burger',
      productId: burger.id,
      quantity: 2,
      ingredients: [
        { productId: 101, quantity: 0 },
        { productId: 102, quantity: 2 },
      ],
      sauces: [{ productId: 203, quantity: 2 }],
      noIngredients: false,
      noSauces: false,
      starter: null,
      dish: null,
      drink: null,
      dessert: null,
      coffee: null,
      pendingDrinks: [],
      pendingDesserts: [],
      extraOptions: { observation: 'poco hecha', double_bacon: true },
      gift: false,
      childId: null,
    });
    expect(JSON.parse(JSON.stringify(selection))).toEqual(selection);
  });

  it('carries the menu choices, the gift and the repertoire choices', () => {
    const menuSelection = selectionOf(
      build(
        menu,
        { type: 'choose', kind: 'dish', productId: 401 },
        { type: 'choose', kind: 'drink', productId: 502 },
        { type: 'choose', kind: 'coffee', productId: 701 },
        { type: 'setGift', value: true },
        { type: 'setNoSauces', value: true },
      ),
    );
    expect(menuSelection).toMatchObject({ dish: 401, drink: 502, dessert: null, coffee: 701, gift: true, sauces: [] });
    expect(menuSelection?.noSauces).toBe(true);
    const repertoireSelection = selectionOf(
      build(repertoire, { type: 'choosePending', kind: 'drink', productId: 503 }),
    );
    expect(repertoireSelection?.pendingDrinks).toEqual([{ productId: 503, quantity: 1 }]);
  });
});

describe('chosenAllergens', () => {
  it('adds the allergens of the sauces and ingredients carried, "contains" over "traces"', () => {
    const state = build(burger, { type: 'setItemQuantity', list: 'sauces', productId: 203, quantity: 1 });
    expect(chosenAllergens(state)).toEqual([
      { code: 'gluten', level: 'contains' },
      { code: 'eggs', level: 'contains' },
      { code: 'milk', level: 'contains' },
      { code: 'mustard', level: 'contains' },
      { code: 'sesame', level: 'contains' },
    ]);
  });

  it('never removes an allergen the product declares', () => {
    const bare = build(burger, { type: 'setNoIngredients', value: true }, { type: 'setNoSauces', value: true });
    expect(chosenAllergens(bare)).toEqual(burger.allergens);
  });

  it('adds the chosen menu components and the included combo components', () => {
    const state = build(
      menu,
      { type: 'choose', kind: 'dish', productId: 402 },
      { type: 'choose', kind: 'dessert', productId: 601 },
    );
    expect(chosenAllergens(state)).toEqual([
      { code: 'milk', level: 'contains' },
      { code: 'celery', level: 'traces' },
    ]);
    expect(chosenAllergens(build(combo))).toEqual([{ code: 'sulphites', level: 'traces' }]);
    expect(chosenAllergens(build(repertoire, { type: 'choosePending', kind: 'drink', productId: 503 }))).toEqual([
      { code: 'sulphites', level: 'contains' },
    ]);
  });
});

describe('validateSelection', () => {
  it("asks a menu for a dish, a drink and a dessert or a coffee, and a children's menu whom it is for", () => {
    expect(validateSelection(build(menu))).toEqual([
      'Elige un plato.',
      'Elige una bebida.',
      'Elige un postre o un café.',
      'Indica para quién es el menú infantil.',
    ]);
    const complete = build(
      menu,
      { type: 'choose', kind: 'dish', productId: 401 },
      { type: 'choose', kind: 'drink', productId: 501 },
      { type: 'choose', kind: 'coffee', productId: 701 },
    );
    expect(validateSelection(complete)).toEqual(['Indica para quién es el menú infantil.']);
    const forPablo = builderReducer(complete, { type: 'setChild', childId: 3 });
    expect(validateSelection(forPablo)).toEqual([]);
    expect(selectionOf(forPablo)?.childId).toBe(3);
    // Only a children's menu is for a child.
    expect(builderReducer(build(burger), { type: 'setChild', childId: 3 }).childId).toBeNull();
  });

  it('asks a repertoire for a drink and a dessert', () => {
    expect(validateSelection(build(repertoire))).toEqual(['Elige una bebida.', 'Elige un postre.']);
  });

  it('asks an only-one product for its ingredient, and nothing more of a burger', () => {
    expect(validateSelection(build(tostada, { type: 'resetList', list: 'ingredients' }))).toEqual([
      'Elige un ingrediente.',
    ]);
    expect(validateSelection(build(burger))).toEqual([]);
    expect(validateSelection(initialBuilderState)).toEqual(['Elige un producto.']);
  });
});

describe('priceOf', () => {
  it('is the shared pricing of the current selection', () => {
    const state = build(
      coffee,
      { type: 'setOption', option: 'coffee_alcohol', value: true },
      { type: 'setQuantity', quantity: 2 },
    );
    const selection = selectionOf(state);
    expect(selection).not.toBeNull();
    expect(priceOf(state)).toEqual(priceSelection(coffee, selection!));
    expect(priceOf(state)?.totalCents).toBe((coffee.priceCents + COFFEE_ALCOHOL_PRICE_CENTS) * 2);
  });
});
