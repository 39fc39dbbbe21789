import { describe, expect, it } from 'vitest';
import { BURGER_EXTRA_PRICE_CENTS, COFFEE_ALCOHOL_PRICE_CENTS, selectionKindOf } from '@/lib/vocabulary/catalogue';
import type { CatalogueProduct } from '@/lib/vocabulary/catalogue-types';
import { BURGER_EXTRA_OPTIONS, choice, coffeeMenu, part, product } from '../support/catalogue-fixtures';
import {
  MAX_PRODUCT_QUANTITY,
  PricingError,
  carriesAlcohol,
  formatEuros,
  plainSelection,
  priceSelection,
  selectionProblems,
  type ProductSelection,
} from '@/lib/pricing/product-price';

const burger = product({
  id: 10,
  name: 'La Clásica',
  priceCents: 1090,
  ingredients: [
    part(101, 'Carne de ternera', { maxQuantity: 2, extraPriceCents: 250 }),
    part(102, 'Queso cheddar', { maxQuantity: 3, extraPriceCents: 100 }),
    part(103, 'Bacon', { defaultQuantity: 0, extraPriceCents: 120 }),
  ],
  sauces: [
    part(201, 'Salsa burger', { maxQuantity: 2, extraPriceCents: 40 }),
    part(202, 'Ketchup', { defaultQuantity: 0, maxQuantity: 2, extraPriceCents: 30 }),
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
    part(303, 'Aguacate', { defaultQuantity: 0, extraPriceCents: 100 }),
  ],
});

const menu = product({
  id: 30,
  name: 'Menú hamburguesa',
  category: 'menu',
  priceCents: 1390,
  isChildrensMenu: true,
  components: [
    choice('dish', 401, 'La Clásica'),
    choice('dish', 402, 'La Ibérica', { extraPriceCents: 250 }),
    choice('drink', 501, 'Agua'),
    choice('dessert', 601, 'Helado'),
    choice('dessert', 602, 'Tarta de queso', { extraPriceCents: 100 }),
    choice('coffee', 701, 'Café solo'),
  ],
});

const repertoire = product({
  id: 40,
  name: 'Repertorio paella',
  category: 'repertoire',
  priceCents: 1790,
  components: [
    choice('drink', 501, 'Agua'),
    choice('drink', 503, 'Vino tinto', { extraPriceCents: 50 }),
    choice('dessert', 601, 'Flan', { maxQuantity: 2 }),
    choice('dessert', 602, 'Tarta de queso', { maxQuantity: 2, extraPriceCents: 100 }),
  ],
});

const combo = product({
  id: 50,
  name: 'Combo Clásica',
  category: 'combo',
  priceCents: 1390,
  components: [
    choice('dish', 10, 'La Clásica', { quantity: 1, maxQuantity: 1 }),
    choice('drink', 502, 'Coca-Cola', { quantity: 2, maxQuantity: 2 }),
  ],
});

const coffee = product({
  id: 60,
  name: 'Café solo',
  category: 'coffee',
  priceCents: 130,
  extraOptions: [{ option: 'coffee_alcohol', priceCents: COFFEE_ALCOHOL_PRICE_CENTS }],
});

function selection(p: CatalogueProduct, extra: Partial<ProductSelection> = {}): ProductSelection {
  return { ...plainSelection(selectionKindOf(p.category), p.id), ...extra };
}

const unit = (p: CatalogueProduct, extra: Partial<ProductSelection> = {}) =>
  priceSelection(p, selection(p, extra)).unitCents;

function refusal(p: CatalogueProduct, input: unknown): string {
  try {
    priceSelection(p, input as ProductSelection);
  } catch (error) {
    expect(error).toBeInstanceOf(PricingError);
    return (error as Error).message;
  }
  throw new Error('the selection was accepted');
}

describe('priceSelection', () => {
  it('prices a product as it comes at its base price', () => {
    expect(priceSelection(burger, selection(burger))).toEqual({
      unitCents: burger.priceCents,
      totalCents: burger.priceCents,
      lines: [{ label: burger.name, cents: burger.priceCents }],
    });
  });

  it('a burger with two extras costs its base price + 200', () => {
    const price = priceSelection(
      burger,
      selection(burger, { extraOptions: { double_bacon: true, double_cheese: true } }),
    );
    expect(price.unitCents).toBe(burger.priceCents + 2 * BURGER_EXTRA_PRICE_CENTS);
    expect(price.unitCents - burger.priceCents).toBe(200);
    expect(price.lines.slice(1)).toEqual([
      { label: 'Doble de bacon', cents: BURGER_EXTRA_PRICE_CENTS },
      { label: 'Doble de queso', cents: BURGER_EXTRA_PRICE_CENTS },
    ]);
  });

  it('charges the egg when chosen and nothing for free options', () => {
    expect(unit(burger, { extraOptions: { egg: 'frito' } })).toBe(burger.priceCents + BURGER_EXTRA_PRICE_CENTS);
    expect(unit(burger, { extraOptions: { no_onion: true, observation: 'poco hecha' } })).toBe(burger.priceCents);
  });

  it('alcohol in the coffee adds 0,50 €', () => {
    expect(unit(coffee, { extraOptions: { coffee_alcohol: true } }) - coffee.priceCents).toBe(
      COFFEE_ALCOHOL_PRICE_CENTS,
    );
    expect(COFFEE_ALCOHOL_PRICE_CENTS).toBe(50);
  });

  it.each([
    { list: 'ingredients', id: 101, quantity: 2, extra: 250 },
    { list: 'ingredients', id: 102, quantity: 3, extra: 2 * 100 },
    { list: 'ingredients', id: 103, quantity: 1, extra: 120 },
    { list: 'sauces', id: 202, quantity: 2, extra: 2 * 30 },
    { list: 'sauces', id: 201, quantity: 2, extra: 40 },
    { list: 'ingredients', id: 101, quantity: 0, extra: 0 },
    { list: 'sauces', id: 201, quantity: 0, extra: 0 },
  ] as const)('$list: $id × $quantity adds $extra (only units above the default)', ({ list, id, quantity, extra }) => {
    expect(unit(burger, { [list]: [{ productId: id, quantity }] })).toBe(burger.priceCents + extra);
  });

  it('going without ingredients or sauces never lowers the price', () => {
    expect(unit(burger, { noIngredients: true, noSauces: true })).toBe(burger.priceCents);
  });

  it('prices the only ingredient of an only-one product', () => {
    const ham = [
      { productId: 301, quantity: 0 },
      { productId: 302, quantity: 1 },
    ];
    expect(unit(tostada, { ingredients: ham })).toBe(tostada.priceCents + 150);
  });

  it('adds the supplement of the chosen menu components', () => {
    expect(unit(menu, { dish: 401, drink: 501, dessert: 601 })).toBe(menu.priceCents);
    expect(unit(menu, { dish: 402, drink: 501, dessert: 602 })).toBe(menu.priceCents + 250 + 100);
    expect(unit(menu, { dish: 402, drink: 501, coffee: 701, gift: true })).toBe(menu.priceCents + 250);
  });

  it("adds a repertoire's pending drinks and desserts at extraPriceCents × quantity", () => {
    const price = unit(repertoire, {
      pendingDrinks: [{ productId: 503, quantity: 1 }],
      pendingDesserts: [{ productId: 602, quantity: 2 }],
    });
    expect(price).toBe(repertoire.priceCents + 50 + 2 * 100);
  });

  it('prices a combo as composed: its base price, plus what an included component carries', () => {
    expect(unit(combo)).toBe(combo.priceCents);
    const withSupplement = product({
      ...combo,
      components: combo.components.map((c) => (c.productId === 502 ? { ...c, extraPriceCents: 30 } : c)),
    });
    expect(unit(withSupplement)).toBe(combo.priceCents + 2 * 30);
  });

  it('totalCents is unitCents × quantity', () => {
    const price = priceSelection(burger, selection(burger, { quantity: 3, extraOptions: { egg: 'frito' } }));
    expect(price.totalCents).toBe(price.unitCents * 3);
    expect(price.unitCents).toBe(burger.priceCents + BURGER_EXTRA_PRICE_CENTS);
  });

  it.each<[string, CatalogueProduct, Partial<ProductSelection> | Record<string, unknown>, string]>([
    ['an option the product does not offer', burger, { extraOptions: { coffee_alcohol: true } }, 'no está disponible'],
    [
      'contradictory options',
      burger,
      { extraOptions: { double_cheese: true, no_cheese: true } },
      'no se pueden pedir juntas',
    ],
    ['an unknown ingredient', burger, { ingredients: [{ productId: 999, quantity: 1 }] }, 'ingrediente que no es'],
    ['an unknown sauce', burger, { sauces: [{ productId: 999, quantity: 1 }] }, 'salsa que no es'],
    [
      'an ingredient above its max',
      burger,
      { ingredients: [{ productId: 101, quantity: 3 }] },
      'Como máximo puedes pedir 2',
    ],
    [
      'ingredients with no ingredients',
      burger,
      { noIngredients: true, ingredients: [{ productId: 103, quantity: 1 }] },
      'sin ingredientes',
    ],
    ['sauces with no sauces', burger, { noSauces: true, sauces: [{ productId: 202, quantity: 1 }] }, 'sin salsas'],
    [
      'two ingredients in only-one mode',
      tostada,
      { ingredients: [{ productId: 302, quantity: 1 }] },
      'Solo puedes elegir un',
    ],
    ['another product', burger, { productId: coffee.id }, 'no corresponde'],
    ['a selection of another kind', burger, { kind: 'drink' }, 'no corresponde'],
    [
      'too many units',
      burger,
      { quantity: MAX_PRODUCT_QUANTITY + 1 },
      `Como máximo puedes pedir ${MAX_PRODUCT_QUANTITY}`,
    ],
    ['a dessert and a coffee', menu, { dish: 401, drink: 501, dessert: 601, coffee: 701 }, 'postre o café, no los dos'],
    ['a dish the menu does not offer', menu, { dish: 999 }, 'Ese plato no está disponible en este menú.'],
    ['a drink as a dish', menu, { dish: 501 }, 'Ese plato no está disponible en este menú.'],
    ['a dish as a drink', menu, { dish: 401, drink: 401 }, 'Esa bebida no está disponible en este menú.'],
    ['a chosen dish on a burger', burger, { dish: 401 }, 'no tiene plato a elegir'],
    [
      'pending drinks on a menu',
      menu,
      { pendingDrinks: [{ productId: 501, quantity: 1 }] },
      'no tiene bebida a elegir',
    ],
    [
      'an unknown repertoire drink',
      repertoire,
      { pendingDrinks: [{ productId: 999, quantity: 1 }] },
      'Esa bebida no está disponible en este producto.',
    ],
    [
      'a drink above its max',
      repertoire,
      { pendingDrinks: [{ productId: 503, quantity: 2 }] },
      'Como máximo puedes elegir 1',
    ],
    [
      'more drinks than the repertoire includes',
      repertoire,
      {
        pendingDrinks: [
          { productId: 501, quantity: 1 },
          { productId: 503, quantity: 1 },
        ],
      },
      'Como máximo puedes elegir 1 bebida.',
    ],
    [
      'more desserts than the repertoire includes, in the plural',
      repertoire,
      {
        pendingDesserts: [
          { productId: 601, quantity: 2 },
          { productId: 602, quantity: 1 },
        ],
      },
      'Como máximo puedes elegir 2 postres.',
    ],
    ['a gift outside a children’s menu', burger, { gift: true }, 'Solo los menús infantiles'],
  ])('refuses %s', (_, p, extra, message) => {
    expect(refusal(p, { ...selection(p), ...extra })).toContain(message);
  });
});

describe("alcohol in a menu's coffee (spec section 9: +0,50 €)", () => {
  const withCoffees = coffeeMenu();
  const chosen = { dish: 401, drink: 501 };

  it('costs the coffee alcohol price with a coffee that takes it, and makes the line alcoholic', () => {
    const plain = selection(withCoffees, { ...chosen, coffee: 701 });
    const laced = selection(withCoffees, { ...chosen, coffee: 701, extraOptions: { coffee_alcohol: true } });
    expect(priceSelection(withCoffees, laced).unitCents - priceSelection(withCoffees, plain).unitCents).toBe(
      COFFEE_ALCOHOL_PRICE_CENTS,
    );
    expect(carriesAlcohol(withCoffees, laced)).toBe(true);
    expect(carriesAlcohol(withCoffees, plain)).toBe(false);
  });

  it('is refused with a coffee that does not take it, or with no coffee', () => {
    const alcohol = { extraOptions: { coffee_alcohol: true as const } };
    expect(refusal(withCoffees, selection(withCoffees, { ...chosen, coffee: 702, ...alcohol }))).toBe(
      'Ese café no se sirve con alcohol.',
    );
    expect(refusal(withCoffees, selection(withCoffees, { ...chosen, dessert: 601, ...alcohol }))).toBe(
      'El alcohol va en el café: elige un café para añadirlo.',
    );
  });

  it('takes the spirit only with the alcohol, and only one the kitchen pours', () => {
    const spirited = coffeeMenu({ spirit: true });
    const base = { ...chosen, coffee: 701 };
    expect(
      priceSelection(spirited, selection(spirited, { ...base, extraOptions: { coffee_alcohol: true, spirit: 'anis' } }))
        .unitCents,
    ).toBe(withCoffees.priceCents + COFFEE_ALCOHOL_PRICE_CENTS);
    expect(refusal(spirited, selection(spirited, { ...base, extraOptions: { spirit: 'anis' } }))).toContain(
      'El licor va en el café con alcohol',
    );
    expect(
      refusal(spirited, selection(spirited, { ...base, extraOptions: { coffee_alcohol: true, spirit: 'vodka' } })),
    ).toBe('«vodka» no es una opción de «Licor».');
    expect(
      selectionProblems(spirited, selection(spirited, { ...base, extraOptions: { coffee_alcohol: true } })),
    ).toEqual(['Elige el licor del café.']);
  });

  it('makes a coffee ordered on its own with alcohol an alcoholic line', () => {
    expect(carriesAlcohol(coffee, selection(coffee, { extraOptions: { coffee_alcohol: true } }))).toBe(true);
  });
});

describe('which infusion (issue 13 item 13)', () => {
  const infusion = product({
    id: 61,
    name: 'Infusión',
    category: 'coffee',
    priceCents: 150,
    extraOptions: [{ option: 'infusion', priceCents: 0 }],
  });

  it('must be chosen, among the ones the restaurant makes', () => {
    expect(selectionProblems(infusion, selection(infusion))).toEqual(['Elige la infusión.']);
    const poleo = selection(infusion, { extraOptions: { infusion: 'poleo-menta' } });
    expect(selectionProblems(infusion, poleo)).toEqual([]);
    expect(priceSelection(infusion, poleo).unitCents).toBe(150);
    expect(refusal(infusion, selection(infusion, { extraOptions: { infusion: 'cerveza' } }))).toBe(
      '«cerveza» no es una opción de «Infusión».',
    );
  });
});

describe('selectionProblems', () => {
  it.each<[string, Partial<ProductSelection>, string[]]>([
    ['nothing chosen', {}, ['Elige un plato.', 'Elige una bebida.', 'Elige un postre o un café.']],
    ['no drink', { dish: 401, dessert: 601 }, ['Elige una bebida.']],
    ['everything', { dish: 401, drink: 501, coffee: 701 }, []],
  ])('lists what a menu still needs: %s', (_, extra, problems) => {
    expect(selectionProblems(menu, selection(menu, extra))).toEqual(problems);
  });
});

describe('formatEuros', () => {
  it.each([
    [1250, '12,50\u00a0€'],
    [50, '0,50\u00a0€'],
    [0, '0,00\u00a0€'],
    [1390 + 2 * BURGER_EXTRA_PRICE_CENTS, '15,90\u00a0€'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatEuros(cents)).toBe(text);
  });
});
