import type { ApiCategory } from './catalogue';
import type { CatalogueProduct, CatalogueSection } from '@/lib/vocabulary/catalogue-types';

// The spec's "products store": one list per category, one loaded flag per
// list and allLoaded (initially true). The page shows a full-screen spinner
// while allLoaded is false. A closed kitchen skips loading altogether.

export const PRODUCT_LISTS = [
  'dishes',
  'specialties',
  'combos',
  'repertoires',
  'menus',
  'soups',
  'starters',
  'salads',
  'drinks',
  'desserts',
  'burgers',
  'coffees',
  'dailyMenus',
  'extras',
] as const satisfies readonly ApiCategory[];
export type ProductList = (typeof PRODUCT_LISTS)[number];

export type ProductsState = {
  lists: Record<ProductList, CatalogueProduct[]>;
  loaded: Record<ProductList, boolean>;
  allLoaded: boolean;
};

export type ProductsAction =
  { type: 'loading' } | { type: 'loaded'; list: ProductList; products: CatalogueProduct[] } | { type: 'skipped' };

const each = <T>(value: (list: ProductList) => T) =>
  Object.fromEntries(PRODUCT_LISTS.map((list) => [list, value(list)])) as Record<ProductList, T>;

export function productsStateFrom(lists: Partial<Record<ProductList, CatalogueProduct[]>> = {}): ProductsState {
  return { lists: each((list) => lists[list] ?? []), loaded: each(() => true), allLoaded: true };
}

export function productsReducer(state: ProductsState, action: ProductsAction): ProductsState {
  switch (action.type) {
    case 'loading':
      return { lists: each(() => []), loaded: each(() => false), allLoaded: false };
    case 'loaded': {
      const loaded = { ...state.loaded, [action.list]: true };
      return {
        lists: { ...state.lists, [action.list]: action.products },
        loaded,
        allLoaded: PRODUCT_LISTS.every((list) => loaded[list]),
      };
    }
    case 'skipped':
      return productsStateFrom();
  }
}

/** The catalogue page's sections from the lists: dishes of the lemon line get a section of their own. */
export function sectionsOf(
  lists: Record<ProductList, CatalogueProduct[]>,
): Record<CatalogueSection, CatalogueProduct[]> {
  return {
    specialties: lists.specialties,
    burgers: lists.burgers,
    extras: lists.extras,
    combos: lists.combos,
    repertoires: lists.repertoires,
    menus: lists.menus,
    soups: lists.soups,
    starters: lists.starters,
    salads: lists.salads,
    drinks: lists.drinks,
    desserts: lists.desserts,
    coffees: lists.coffees,
    dailyMenus: lists.dailyMenus,
    dishes: lists.dishes.filter((product) => product.brandLine !== 'lemon'),
    lemon: lists.dishes.filter((product) => product.brandLine === 'lemon'),
  };
}

/** The lists from the server-rendered catalogue sections. */
export function listsOf(
  sections: Record<CatalogueSection, CatalogueProduct[]>,
): Record<ProductList, CatalogueProduct[]> {
  const { lemon, dishes, ...rest } = sections;
  return { ...rest, dishes: [...dishes, ...lemon] };
}
