import { describe, expect, it } from 'vitest';
import { describeSelection } from '@/lib/pricing/describe-selection';
import { plainSelection, type ProductSelection } from '@/lib/pricing/selection';
import { choice, part, product } from '../support/catalogue-fixtures';

// What a customer reads under a line (issue 13): only what differs from the
// dish as it comes, and every choice by name.

const burger = product({
  ingredients: [
    part(1, 'Lechuga'),
    part(2, 'Queso cheddar', { maxQuantity: 3 }),
    part(3, 'Cebolla caramelizada', { defaultQuantity: 0 }),
    part(4, 'Bacon', { defaultQuantity: 2, maxQuantity: 4 }),
  ],
  sauces: [
    part(10, 'Kétchup', { defaultQuantity: 0 }),
    part(11, 'Mostaza', { defaultQuantity: 0 }),
    part(12, 'Alioli'),
  ],
});
const menu = product({
  category: 'menu',
  components: [choice('drink', 20, 'Coca-Cola Zero'), choice('dessert', 21, 'Flan de huevo casero')],
});
const build = (extra: Partial<ProductSelection>, kind: ProductSelection['kind'] = 'dish'): ProductSelection => ({
  ...plainSelection(kind, 1),
  ...extra,
});

describe('describeSelection', () => {
  it('says nothing of a product as it comes', () => {
    expect(describeSelection(burger, build({}))).toEqual([]);
    // A part listed at its default quantity is no change either.
    expect(describeSelection(burger, build({ ingredients: [{ productId: 1, quantity: 1 }] }))).toEqual([]);
  });

  it('names removals, additions, doubles and extras of ingredients', () => {
    const words = describeSelection(
      burger,
      build({
        ingredients: [
          { productId: 1, quantity: 0 },
          { productId: 2, quantity: 2 },
          { productId: 3, quantity: 1 },
          { productId: 4, quantity: 3 },
        ],
      }),
    );
    expect(words).toEqual(['Sin lechuga', 'Doble de queso cheddar', 'Con cebolla caramelizada', 'Bacon extra']);
  });

  it('says a doubled ingredient once when its flag comes with it, and the flag alone when the quantity is as it comes', () => {
    const cheesy = product({ ingredients: [part(2, 'Queso cheddar', { slug: 'queso-cheddar', maxQuantity: 2 })] });
    const doubled = { ingredients: [{ productId: 2, quantity: 2 }] };
    expect(describeSelection(cheesy, build({ ...doubled, extraOptions: { double_cheese: true } }))).toEqual([
      'Doble de queso cheddar',
    ]);
    expect(describeSelection(cheesy, build({ extraOptions: { double_cheese: true } }))).toEqual(['Doble de queso']);
  });

  it('lists sauces chosen from none as a choice, and a default sauce taken off as a removal', () => {
    const words = describeSelection(
      burger,
      build({
        sauces: [
          { productId: 10, quantity: 1 },
          { productId: 11, quantity: 2 },
          { productId: 12, quantity: 0 },
        ],
      }),
    );
    expect(words).toEqual(['Sin alioli', 'Salsas: kétchup y mostaza ×2']);
    expect(describeSelection(burger, build({ sauces: [{ productId: 10, quantity: 1 }] }))).toEqual(['Salsa: kétchup']);
  });

  it('says "sin ingredientes" and "sin salsas" instead of each part', () => {
    expect(describeSelection(burger, build({ noIngredients: true, noSauces: true }))).toEqual([
      'Sin ingredientes',
      'Sin salsas',
    ]);
  });

  it("names a menu's choices, its options, the child, the gift and the note", () => {
    const words = describeSelection(
      menu,
      build(
        {
          drink: 20,
          dessert: 21,
          extraOptions: { no_ice: true, infusion: 'poleo-menta', observation: 'Bien hecho' },
          gift: true,
          childId: 3,
        },
        'menu',
      ),
      'Pablo',
    );
    expect(words).toEqual([
      'Bebida: Coca-Cola Zero',
      'Postre: Flan de huevo casero',
      'Sin hielo',
      'Infusión: poleo menta',
      'Para Pablo',
      'Con regalo',
      'Nota: «Bien hecho»',
    ]);
  });
});
