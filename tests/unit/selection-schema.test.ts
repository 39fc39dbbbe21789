import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMPONENT_KINDS,
  EXTRA_OPTIONS,
  PRODUCT_CATEGORIES,
  selectionKindOf,
  type ProductCategory,
} from '@/lib/vocabulary/catalogue';
import type { CatalogueProduct } from '@/lib/vocabulary/catalogue-types';
import { selectionSchema } from '@/lib/pricing/selection-schema';
import { FLAG_OPTIONS, MAX_PRODUCT_QUANTITY, OBSERVATION_MAX_LENGTH, toSelectionJson } from '@/lib/pricing/selection';
import { PricingError, priceSelection } from '@/lib/pricing/product-price';
import { builderReducer, initialBuilderState, selectionOf, type BuilderAction } from '@/lib/catalogue/builder';
import { choice, part, product } from '../support/catalogue-fixtures';

const parse = (input: unknown) => selectionSchema.safeParse(input);
const errorsOf = (input: unknown): string[] => {
  const result = parse(input);
  if (result.success) throw new Error('the selection was accepted');
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('selectionSchema: one shape per kind', () => {
  it.each([
    ['dish', { kind: 'dish', product_id: 1, quantity: 1, ingredients: [{ product_id: 3, quantity: 0 }] }],
    ['burger', { kind: 'burger', product_id: 1, quantity: 2, sauces: [], no_ingredients: true }],
    ['menu', { kind: 'menu', product_id: 1, quantity: 1, dish: 4, drink: 5, dessert: null, coffee: 7, gift: true }],
    ['combo', { kind: 'combo', product_id: 1, quantity: 1 }],
    [
      'repertoire',
      { kind: 'repertoire', product_id: 1, quantity: 1, pending_drinks: [{ product_id: 5, quantity: 1 }] },
    ],
    ['drink', { kind: 'drink', product_id: 1, quantity: 3, extra_options: { no_ice: true } }],
    ['coffee', { kind: 'coffee', product_id: 1, quantity: 1, extra_options: { coffee_alcohol: true } }],
    ['extra', { kind: 'extra', product_id: 1, quantity: 1, sauces: [{ product_id: 9, quantity: 1 }] }],
  ])('parses a %s into the domain selection', (kind, input) => {
    const result = parse(input);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ kind, productId: 1, quantity: input.quantity });
  });

  it('fills what is missing, sorts the lists and drops empty or false options', () => {
    const result = parse({
      kind: 'burger',
      product_id: 10,
      quantity: 2,
      ingredients: [
        { product_id: 103, quantity: 1 },
        { product_id: 101, quantity: 2 },
      ],
      extra_options: { observation: '   ', egg: ' frito ', no_onion: true, no_cheese: false, vegetables: null },
    });
    expect(result.data).toEqual({
      kind: 'burger',
      productId: 10,
      quantity: 2,
      ingredients: [
        { productId: 101, quantity: 2 },
        { productId: 103, quantity: 1 },
      ],
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
      extraOptions: { egg: 'frito', no_onion: true },
      gift: false,
      childId: null,
    });
  });

  it('keeps only the chosen units of a repertoire', () => {
    const result = parse({
      kind: 'repertoire',
      product_id: 1,
      quantity: 1,
      pending_desserts: [
        { product_id: 8, quantity: 0 },
        { product_id: 6, quantity: 2 },
      ],
    });
    expect(result.data?.pendingDesserts).toEqual([{ productId: 6, quantity: 2 }]);
  });

  it.each<[string, unknown, string]>([
    ['an unknown key', { kind: 'burger', product_id: 1, quantity: 1, price: 1 }, 'no admite'],
    [
      'a key of another kind (a dish on a burger)',
      { kind: 'burger', product_id: 1, quantity: 1, dish: 4 },
      'no admite',
    ],
    ['ingredients on a drink', { kind: 'drink', product_id: 1, quantity: 1, ingredients: [] }, 'no admite'],
    ['a string id', { kind: 'burger', product_id: '1', quantity: 1 }, 'product_id: Elige un producto válido.'],
    ['a fractional id', { kind: 'burger', product_id: 1.5, quantity: 1 }, 'product_id: Elige un producto válido.'],
    ['quantity 100', { kind: 'burger', product_id: 1, quantity: 100 }, `quantity: Como máximo puedes pedir 99`],
    ['quantity 0', { kind: 'burger', product_id: 1, quantity: 0 }, 'quantity: La cantidad mínima es 1.'],
    ['a fractional quantity', { kind: 'burger', product_id: 1, quantity: 1.5 }, 'quantity: Escribe una cantidad'],
    ['no kind', { product_id: 1, quantity: 1 }, 'Indica el tipo de producto'],
    ['an unknown kind', { kind: 'pizza', product_id: 1, quantity: 1 }, 'Indica el tipo de producto'],
    [
      'a negative ingredient',
      { kind: 'dish', product_id: 1, quantity: 1, ingredients: [{ product_id: 2, quantity: -1 }] },
      'ingredients.0.quantity: La cantidad no puede ser negativa.',
    ],
    [
      'a repeated ingredient',
      {
        kind: 'dish',
        product_id: 1,
        quantity: 1,
        ingredients: [
          { product_id: 2, quantity: 1 },
          { product_id: 2, quantity: 0 },
        ],
      },
      'ingredients: Un mismo producto aparece dos veces.',
    ],
    [
      'an extra key in an item',
      { kind: 'dish', product_id: 1, quantity: 1, sauces: [{ product_id: 2, quantity: 1, price: 0 }] },
      'sauces.0',
    ],
    [
      'an unknown option',
      { kind: 'burger', product_id: 1, quantity: 1, extra_options: { free_beer: true } },
      'Hay una opción que no existe.',
    ],
    [
      'a flag that is not a boolean',
      { kind: 'burger', product_id: 1, quantity: 1, extra_options: { no_onion: 'yes' } },
      'extra_options.no_onion',
    ],
    [
      'an observation over the limit',
      {
        kind: 'burger',
        product_id: 1,
        quantity: 1,
        extra_options: { observation: 'x'.repeat(OBSERVATION_MAX_LENGTH + 1) },
      },
      `${OBSERVATION_MAX_LENGTH} caracteres`,
    ],
    [
      'a string menu choice',
      { kind: 'menu', product_id: 1, quantity: 1, dish: '4' },
      'dish: Elige un producto válido.',
    ],
  ])('refuses %s, with its field', (_, input, message) => {
    expect(errorsOf(input).join('\n')).toContain(message);
  });

  it.each([null, 'burger', [], 42])('refuses a selection that is not an object (%o)', (input) => {
    expect(parse(input).success).toBe(false);
  });
});

describe('selectionKindOf', () => {
  it.each<[ProductCategory, string]>([
    ['burger', 'burger'],
    ['daily_menu', 'menu'],
    ['menu', 'menu'],
    ['starter', 'dish'],
    ['dessert', 'dish'],
    ['specialty', 'dish'],
    ['drink', 'drink'],
    ['coffee', 'coffee'],
    ['repertoire', 'repertoire'],
  ])('%s → %s', (category, kind) => {
    expect(selectionKindOf(category)).toBe(kind);
  });
});

// ---------------------------------------------------------------------------
// Properties: the builder never produces a selection the server refuses to
// parse, and pricing never fails with anything but a Spanish PricingError.

const PARTS_FREE: ReadonlySet<ProductCategory> = new Set(['drink', 'coffee']);
const COMPOSED: ReadonlySet<ProductCategory> = new Set(['menu', 'daily_menu', 'repertoire', 'combo']);

const arbParts = (firstId: number) =>
  fc.uniqueArray(fc.integer({ min: firstId, max: firstId + 8 }), { maxLength: 3 }).chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc
          .record({
            defaultQuantity: fc.integer({ min: 0, max: 1 }),
            maxQuantity: fc.integer({ min: 1, max: 3 }),
            extraPriceCents: fc.integer({ min: 0, max: 300 }),
          })
          .map((values) => part(id, `Parte ${id}`, values)),
      ),
    ),
  );

const arbComponents = fc.uniqueArray(
  fc.record({
    kind: fc.constantFrom(...COMPONENT_KINDS),
    productId: fc.integer({ min: 500, max: 520 }),
    quantity: fc.integer({ min: 0, max: 2 }),
    maxQuantity: fc.integer({ min: 1, max: 3 }),
    extraPriceCents: fc.integer({ min: 0, max: 300 }),
    isAlcoholic: fc.boolean(),
  }),
  { selector: (component) => `${component.kind}:${component.productId}`, maxLength: 6 },
);

const arbProduct: fc.Arbitrary<CatalogueProduct> = fc
  .record({
    category: fc.constantFrom(...PRODUCT_CATEGORIES),
    ingredients: arbParts(100),
    sauces: arbParts(200),
    options: fc.uniqueArray(fc.constantFrom(...EXTRA_OPTIONS), { maxLength: 6 }),
    components: arbComponents,
    isChildrensMenu: fc.boolean(),
    onlyOneIngredient: fc.boolean(),
    priceCents: fc.integer({ min: 0, max: 5000 }),
  })
  .map(({ category, ingredients, sauces, options, components, ...rest }) =>
    product({
      ...rest,
      id: 1,
      category,
      // Drinks and coffees carry no ingredients or sauces: their selection has no place for them.
      ingredients: PARTS_FREE.has(category) ? [] : ingredients,
      sauces: PARTS_FREE.has(category) ? [] : sauces,
      extraOptions: options.map((option) => ({ option, priceCents: option.length % 3 === 0 ? 100 : 0 })),
      components: COMPOSED.has(category)
        ? components.map(({ kind, productId, ...values }) => choice(kind, productId, `Componente ${productId}`, values))
        : [],
    }),
  );

const arbId = fc.oneof(
  fc.integer({ min: 100, max: 110 }),
  fc.integer({ min: 200, max: 210 }),
  fc.integer({ min: 500, max: 520 }),
);
const arbList = fc.constantFrom('ingredients', 'sauces', 'starters', 'dishes', 'drinks', 'desserts', 'coffees');

const arbAction: fc.Arbitrary<BuilderAction> = fc.oneof(
  fc.integer({ min: -5, max: 120 }).map((quantity) => ({ type: 'setQuantity', quantity }) as const),
  fc
    .tuple(arbList, arbId, fc.integer({ min: -2, max: 5 }))
    .map(([list, productId, quantity]) => ({ type: 'setItemQuantity', list, productId, quantity }) as const),
  arbList.map((list) => ({ type: 'resetList', list }) as const),
  fc.constantFrom('ingredients', 'sauces').map((list) => ({ type: 'defaultAllToOne', list }) as const),
  arbId.map((productId) => ({ type: 'chooseIngredient', productId }) as const),
  fc.boolean().map((value) => ({ type: 'setNoIngredients', value }) as const),
  fc.boolean().map((value) => ({ type: 'setNoSauces', value }) as const),
  fc
    .tuple(fc.constantFrom(...COMPONENT_KINDS), fc.option(arbId, { nil: null }))
    .map(([kind, productId]) => ({ type: 'choose', kind, productId }) as const),
  fc
    .tuple(fc.constantFrom('drink', 'dessert'), arbId, fc.boolean())
    .map(
      ([kind, productId, more]) =>
        ({ type: more ? 'choosePending' : 'unchoosePending', kind, productId }) as BuilderAction,
    ),
  fc
    .tuple(fc.constantFrom(...FLAG_OPTIONS), fc.boolean())
    .map(([option, value]) => ({ type: 'setOption', option, value }) as const),
  fc
    .tuple(fc.constantFrom('egg', 'vegetables'), fc.option(fc.string({ maxLength: 80 }), { nil: null }))
    .map(([option, value]) => ({ type: 'setChoiceOption', option, value }) as const),
  fc.string({ maxLength: 300 }).map((text) => ({ type: 'setObservation', text }) as const),
  fc.boolean().map((value) => ({ type: 'setGift', value }) as const),
);

describe('properties', () => {
  it('every selection the builder can produce parses back to itself on the server', () => {
    fc.assert(
      fc.property(arbProduct, fc.array(arbAction, { maxLength: 25 }), (catalogueProduct, actions) => {
        let state = builderReducer(initialBuilderState, { type: 'setProduct', product: catalogueProduct });
        for (const action of actions) state = builderReducer(state, action);
        const selection = selectionOf(state)!;
        // Through JSON, as the browser sends it.
        const sent = JSON.parse(JSON.stringify(toSelectionJson(selection)));
        const parsed = selectionSchema.safeParse(sent);
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(toSelectionJson(parsed.data!)).toEqual(toSelectionJson(selection));
      }),
      { numRuns: 300 },
    );
  });

  const arbWire = fc.record(
    {
      kind: fc.constantFrom('dish', 'burger', 'menu', 'combo', 'repertoire', 'drink', 'coffee', 'extra'),
      product_id: fc.constant(1),
      quantity: fc.integer({ min: 1, max: MAX_PRODUCT_QUANTITY }),
      ingredients: fc.array(fc.record({ product_id: arbId, quantity: fc.integer({ min: 0, max: 4 }) }), {
        maxLength: 4,
      }),
      pending_drinks: fc.array(fc.record({ product_id: arbId, quantity: fc.integer({ min: 0, max: 4 }) }), {
        maxLength: 4,
      }),
      dish: fc.option(arbId, { nil: null }),
      dessert: fc.option(arbId, { nil: null }),
      coffee: fc.option(arbId, { nil: null }),
      gift: fc.boolean(),
      no_sauces: fc.boolean(),
      extra_options: fc.dictionary(fc.constantFrom(...FLAG_OPTIONS), fc.constant(true), { maxKeys: 4 }),
    },
    { requiredKeys: ['kind', 'product_id', 'quantity'] },
  );

  it('pricing a parsed selection answers a price or a PricingError, never anything else', () => {
    fc.assert(
      fc.property(arbProduct, arbWire, (catalogueProduct, wire) => {
        const parsed = selectionSchema.safeParse(wire);
        if (!parsed.success) return;
        try {
          const price = priceSelection(catalogueProduct, parsed.data);
          expect(Number.isSafeInteger(price.totalCents) && price.totalCents >= 0).toBe(true);
          expect(price.totalCents).toBe(price.unitCents * parsed.data.quantity);
        } catch (error) {
          expect(error).toBeInstanceOf(PricingError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
