import type { AllergenCode, PreferenceCode } from '@/lib/vocabulary/catalogue';
import type { ProductSummary } from '@/lib/vocabulary/catalogue-types';

// Catalogue filters by allergens and lifestyle. A product that contains (or
// may contain traces of) a filtered allergen is marked or hidden, never shown
// as safe.

export type CatalogueFilters = {
  allergens: AllergenCode[];
  preferences: PreferenceCode[];
  mode: 'mark' | 'hide';
};

export const NO_FILTERS: CatalogueFilters = { allergens: [], preferences: [], mode: 'mark' };

export type FilterVerdict = {
  /** False when the product should be hidden. */
  isVisible: boolean;
  /** Filtered allergens the product contains as served by default. */
  contains: AllergenCode[];
  /** Filtered allergens it may contain as traces. */
  traces: AllergenCode[];
  /** Whether it has every lifestyle tag asked for. */
  matchesPreferences: boolean;
};

/** Allergens of the product as served by default: its own and those of its default ingredients and sauces. */
export function defaultAllergens(product: Pick<ProductSummary, 'allergens' | 'partAllergens'>) {
  const contains = new Set<AllergenCode>(product.partAllergens);
  const traces = new Set<AllergenCode>();
  for (const allergen of product.allergens) (allergen.level === 'traces' ? traces : contains).add(allergen.code);
  for (const code of contains) traces.delete(code);
  return { contains, traces };
}

export function judgeProduct(product: ProductSummary, filters: CatalogueFilters): FilterVerdict {
  const { contains, traces } = defaultAllergens(product);
  const hit = filters.allergens.filter((code) => contains.has(code));
  const maybe = filters.allergens.filter((code) => traces.has(code));
  const matchesPreferences = filters.preferences.every((code) => product.preferences.includes(code));
  const isFlagged = hit.length > 0 || maybe.length > 0 || !matchesPreferences;
  return { isVisible: !(filters.mode === 'hide' && isFlagged), contains: hit, traces: maybe, matchesPreferences };
}

export function countActiveFilters(filters: CatalogueFilters): number {
  return filters.allergens.length + filters.preferences.length;
}

/** Lower case, without accents: "Croquetas de jamón" and "croquetas de jamon" are the same words. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
}

/**
 * Whether a product answers the customer's search: every word typed is in
 * its name or description, accents and case aside. An empty search matches all.
 */
export function matchesSearch(product: Pick<ProductSummary, 'name' | 'description'>, query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = folded(`${product.name} ${product.description}`);
  return words.every((word) => text.includes(word));
}
