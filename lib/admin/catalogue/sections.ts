import { PRODUCT_CATEGORIES, type ProductCategory } from '@/lib/vocabulary/catalogue';
import type { PartKind } from './parts';
import type { TagKind } from './tags';
import { listUrlFromPage, type ListPageParams } from '@/lib/validations/list-page';

// The sections of /admin/catalogo/{section}: the Spanish path segment, what it
// edits and the fields its table sorts by (those of the resource's list).

export const CATALOGUE_SECTIONS = {
  productos: { kind: 'product', sortable: ['name', 'category', 'base_price_cents', 'sort_order'] },
  ingredientes: { kind: 'ingredient', sortable: ['name', 'extra_price_cents'] },
  salsas: { kind: 'sauce', sortable: ['name', 'extra_price_cents'] },
  alergenos: { kind: 'allergen', sortable: ['sort_order', 'name'] },
  preferencias: { kind: 'preference', sortable: ['sort_order', 'name'] },
} as const satisfies Record<string, { kind: PartKind | TagKind | 'product'; sortable: readonly string[] }>;

export type CatalogueSection = keyof typeof CATALOGUE_SECTIONS;

export const isCatalogueSection = (value: string): value is CatalogueSection =>
  Object.hasOwn(CATALOGUE_SECTIONS, value);

/** The API path of a section's resource: /api/admin/ingredients… */
export const RESOURCE_PATHS = {
  product: '/api/admin/products',
  ingredient: '/api/admin/ingredients',
  sauce: '/api/admin/sauces',
  allergen: '/api/admin/allergens',
  preference: '/api/admin/preferences',
} as const;

export const isProductCategory = (value: string | undefined): value is ProductCategory =>
  (PRODUCT_CATEGORIES as readonly string[]).includes(value ?? '');

/** The list query of the page's own parameters (?q=&orden=&pagina=&categoria=), anything unusable left out. */
export function listUrlOf(
  section: CatalogueSection,
  params: ListPageParams & { categoria?: string },
  perPage: number,
): URL {
  const { url } = listUrlFromPage(params, CATALOGUE_SECTIONS[section].sortable, perPage);
  if (section === 'productos' && isProductCategory(params.categoria))
    url.searchParams.set('category', params.categoria);
  return url;
}
