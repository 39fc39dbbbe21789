import { describe, expect, it } from 'vitest';
import { priceSelection } from '@/lib/pricing/product-price';
import { ingredientOfFlag, plainSelection, selectionProblems, type ProductSelection } from '@/lib/pricing/selection';
import { BURGER_EXTRA_OPTIONS, part, product } from '../support/catalogue-fixtures';

// Issue 13: one source of truth per ingredient. A flag that says what an
// ingredient's control says («Sin queso», «Doble de queso») is not offered
// beside that ingredient, and a selection where the two disagree is refused.

const cheddar = part(2, 'Queso cheddar', { slug: 'queso-cheddar', maxQuantity: 2, extraPriceCents: 100 });
const onion = part(3, 'Cebolla', { slug: 'cebolla' });
const burger = product({ ingredients: [cheddar, onion], extraOptions: BURGER_EXTRA_OPTIONS });
const withOptions = (extra: Partial<ProductSelection>): ProductSelection => ({
  ...plainSelection('burger', burger.id),
  ...extra,
});

describe('flags and the ingredients they duplicate', () => {
  it('ties a flag to the ingredient it speaks of, by slug', () => {
    expect(ingredientOfFlag(burger, 'no_cheese')).toBe(cheddar);
    expect(ingredientOfFlag(burger, 'double_cheese')).toBe(cheddar);
    expect(ingredientOfFlag(burger, 'no_onion')).toBe(onion);
    expect(ingredientOfFlag(burger, 'no_bacon')).toBeUndefined();
    expect(ingredientOfFlag(burger, 'egg')).toBeUndefined();
  });

  it('refuses «Sin queso» while the cheddar is still in, and «Doble de queso» with the cheddar taken out', () => {
    expect(selectionProblems(burger, withOptions({ extraOptions: { no_cheese: true } }))).toEqual([
      '«Sin queso» no casa con queso cheddar ×1 en los ingredientes: elige la cantidad en los ingredientes.',
    ]);
    expect(
      selectionProblems(
        burger,
        withOptions({ extraOptions: { double_cheese: true }, ingredients: [{ productId: 2, quantity: 0 }] }),
      ),
    ).toHaveLength(1);
    expect(
      selectionProblems(burger, withOptions({ extraOptions: { no_onion: true }, noIngredients: false })),
    ).toHaveLength(1);
  });

  it('accepts a flag that agrees with its ingredient, and any flag on a product without that ingredient', () => {
    expect(
      selectionProblems(
        burger,
        withOptions({ extraOptions: { no_cheese: true }, ingredients: [{ productId: 2, quantity: 0 }] }),
      ),
    ).toEqual([]);
    expect(selectionProblems(burger, withOptions({ extraOptions: { no_bacon: true } }))).toEqual([]);
    expect(selectionProblems(burger, withOptions({}))).toEqual([]);
  });

  it('charges a doubled ingredient once, whether or not the flag that says the same comes with it', () => {
    const doubled = withOptions({ ingredients: [{ productId: 2, quantity: 2 }] });
    const flagged = withOptions({
      ingredients: [{ productId: 2, quantity: 2 }],
      extraOptions: { double_cheese: true },
    });
    expect(priceSelection(burger, flagged).unitCents).toBe(priceSelection(burger, doubled).unitCents);
    expect(priceSelection(burger, doubled).unitCents).toBe(burger.priceCents + cheddar.extraPriceCents);
    // Without the ingredient, the flag is the extra, at its price.
    const plain = product({ id: 9, ingredients: [onion], extraOptions: BURGER_EXTRA_OPTIONS });
    const offer = BURGER_EXTRA_OPTIONS.find((extra) => extra.option === 'double_cheese')!;
    expect(
      priceSelection(plain, { ...plainSelection('burger', plain.id), extraOptions: { double_cheese: true } }).unitCents,
    ).toBe(plain.priceCents + offer.priceCents);
  });
});
