import type { ApiCategory } from './catalogue';
import type { CatalogueProduct, CatalogueSection, ProductSummary } from '@/lib/vocabulary/catalogue-types';
import { summaryOf } from './summary';

// The spec's "products store": one list per category, one loaded flag per
// list and allLoaded (initially true). The page shows a full-screen spinner
// while allLoaded is false. A closed kitchen skips loading altogether.
// The lists hold the cards' summaries; the full products (what the builder
// needs) are kept by id as the API delivers them (issue 11: the page carries
// each product once, as a summary).

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
  lists: Record<ProductList, ProductSummary[]>;
  loaded: Record<ProductList, boolean>;
  allLoaded: boolean;
  /** Full products by id, from the API. */
  details: Record<number, CatalogueProduct>;
};

export type ProductsAction =
  { type: 'loading' } | { type: 'loaded'; list: ProductList; products: CatalogueProduct[] } | { type: 'skipped' };

const each = <T>(value: (list: ProductList) => T) =>
  Object.fromEntries(PRODUCT_LISTS.map((list) => [list, value(list)])) as Record<ProductList, T>;

export function productsStateFrom(lists: Partial<Record<ProductList, ProductSummary[]>> = {}): ProductsState {
  return { lists: each((list) => lists[list] ?? []), loaded: each(() => true), allLoaded: true, details: {} };
}

export function productsReducer(state: ProductsState, action: ProductsAction): ProductsState {
  switch (action.type) {
    case 'loading':
      return { lists: each(() => []), loaded: each(() => false), allLoaded: false, details: {} };
    case 'loaded': {
      const loaded = { ...state.loaded, [action.list]: true };
      const details = { ...state.details };
      for (const product of action.products) details[product.id] = product;
      return {
        lists: { ...state.lists, [action.list]: action.products.map(summaryOf) },
        loaded,
        allLoaded: PRODUCT_LISTS.every((list) => loaded[list]),
        details,
      };
    }
    case 'skipped':
      return productsStateFrom();
  }
}

/** The catalogue page's sections from the lists: dishes of the lemon line get a section of their own. */
export function sectionsOf(lists: Record<ProductList, ProductSummary[]>): Record<CatalogueSection, ProductSummary[]> {
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
export function listsOf(sections: Record<CatalogueSection, ProductSummary[]>): Record<ProductList, ProductSummary[]> {
  const { lemon, dishes, ...rest } = sections;
  return { ...rest, dishes: [...dishes, ...lemon] };
}

/** The list that holds a product, to load its details from the API. */
export function listHolding(lists: Record<ProductList, ProductSummary[]>, productId: number): ProductList | undefined {
  return PRODUCT_LISTS.find((list) => lists[list].some((product) => product.id === productId));
}
