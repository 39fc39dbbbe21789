import { describe, expect, it } from 'vitest';
import { listsOf, PRODUCT_LISTS, productsReducer, productsStateFrom, sectionsOf } from '@/lib/catalogue/products-store';
import type { CatalogueProduct } from '@/lib/vocabulary/catalogue-types';

const product = (id: number, brandLine: string | null = null) => ({ id, brandLine }) as unknown as CatalogueProduct;

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
    expect(state.lists.burgers).toEqual([product(PRODUCT_LISTS.indexOf('burgers'))]);
  });

  it('skips loading for a closed kitchen: empty lists, nothing pending', () => {
    const state = productsReducer(productsReducer(productsStateFrom(), { type: 'loading' }), { type: 'skipped' });
    expect(state.allLoaded).toBe(true);
    expect(Object.values(state.lists).every((list) => list.length === 0)).toBe(true);
  });

  it('gives the lemon line its own section and round-trips with the server sections', () => {
    const lists = productsStateFrom({ dishes: [product(1, 'lemon'), product(2)] }).lists;
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
