import type { PartKind } from './parts';
import type { TagKind } from './tags';

// The sections of /admin/catalogo/{section}: the Spanish path segment, what it
// edits and the fields its table sorts by (those of the resource's list).

export const CATALOGUE_SECTIONS = {
  ingredientes: { kind: 'ingredient', sortable: ['name', 'extra_price_cents'] },
  salsas: { kind: 'sauce', sortable: ['name', 'extra_price_cents'] },
  alergenos: { kind: 'allergen', sortable: ['sort_order', 'name'] },
  preferencias: { kind: 'preference', sortable: ['sort_order', 'name'] },
} as const satisfies Record<string, { kind: PartKind | TagKind; sortable: readonly string[] }>;

export type CatalogueSection = keyof typeof CATALOGUE_SECTIONS;

export const isCatalogueSection = (value: string): value is CatalogueSection =>
  Object.hasOwn(CATALOGUE_SECTIONS, value);

/** The API path of a section's resource: /api/admin/ingredients… */
export const RESOURCE_PATHS = {
  ingredient: '/api/admin/ingredients',
  sauce: '/api/admin/sauces',
  allergen: '/api/admin/allergens',
  preference: '/api/admin/preferences',
} as const;

/** The list query of the page's own parameters (?q=&orden=&pagina=), anything unusable left out. */
export function listUrlOf(
  section: CatalogueSection,
  params: { q?: string; orden?: string; pagina?: string },
  perPage: number,
): URL {
  const url = new URL('http://local/');
  url.searchParams.set('per_page', String(perPage));
  const q = params.q?.trim().slice(0, 100);
  if (q) url.searchParams.set('q', q);
  const sortable: readonly string[] = CATALOGUE_SECTIONS[section].sortable;
  if (params.orden && sortable.includes(params.orden.replace(/^-/, ''))) url.searchParams.set('sort', params.orden);
  if (params.pagina && /^[1-9]\d{0,5}$/.test(params.pagina)) url.searchParams.set('page', params.pagina);
  return url;
}
