import { describe, expect, it } from 'vitest';
import {
  listHolding,
  listsOf,
  PRODUCT_LISTS,
  productsReducer,
  productsStateFrom,
  sectionsOf,
} from '@/lib/catalogue/products-store';
import { summaryOf } from '@/lib/catalogue/summary';
import type { CatalogueProduct } from '@/lib/vocabulary/catalogue-types';

const product = (id: number, brandLine: string | null = null) =>
  ({
    id,
    brandLine,
    allergens: [],
    ingredients: [],
    sauces: [],
    extraOptions: [],
    components: [],
  }) as unknown as CatalogueProduct;

describe('the products store', () => {
  it('starts with allLoaded true', () => {
    expect(productsStateFrom().allLoaded).toBe(true);
  });

  it('keeps a loaded flag per list and is allLoaded only when every list arrived', () => {
    let state = productsReducer(productsStateFrom(), { type: 'loading' });
    expect(state.allLoaded).toBe(false);
    expect(Object.values(state.loaded).every((flag) => !flag)).toBe(true);
    for (const [index, list] of PRODUCT_LISTS.entries()) {
      state = productsReducer(state, { type: 'loaded', list, products: [product(index)] });
      expect(state.loaded[list]).toBe(true);
      expect(state.allLoaded).toBe(index === PRODUCT_LISTS.length - 1);
    }
    expect(state.lists.burgers).toEqual([summaryOf(product(PRODUCT_LISTS.indexOf('burgers')))]);
  });

  it('lists summaries for the cards and keeps the full products the API sent for the builder', () => {
    const burger = { ...product(7), sauces: [{ defaultQuantity: 1, allergens: ['mustard'] }] } as CatalogueProduct;
    const initial = productsStateFrom({ burgers: [summaryOf(burger)] });
    expect(initial.details).toEqual({});
    expect(listHolding(initial.lists, 7)).toBe('burgers');
    expect(listHolding(initial.lists, 8)).toBeUndefined();
    const state = productsReducer(initial, { type: 'loaded', list: 'burgers', products: [burger] });
    expect(state.details[7]).toBe(burger);
    expect(state.lists.burgers[0]).not.toHaveProperty('sauces');
    expect(state.lists.burgers[0]?.partAllergens).toEqual(['mustard']);
    expect(productsReducer(state, { type: 'loading' }).details).toEqual({});
  });

  it('skips loading for a closed kitchen: empty lists, nothing pending', () => {
    const state = productsReducer(productsReducer(productsStateFrom(), { type: 'loading' }), { type: 'skipped' });
    expect(state.allLoaded).toBe(true);
    expect(Object.values(state.lists).every((list) => list.length === 0)).toBe(true);
  });

  it('gives the lemon line its own section and round-trips with the server sections', () => {
    const lists = productsStateFrom({ dishes: [product(1, 'lemon'), product(2)].map(summaryOf) }).lists;
    const sections = sectionsOf(lists);
    expect(sections.lemon.map((p) => p.id)).toEqual([1]);
    expect(sections.dishes.map((p) => p.id)).toEqual([2]);
    expect(
      listsOf(sections)
        .dishes.map((p) => p.id)
        .sort(),
    ).toEqual([1, 2]);
  });
});
