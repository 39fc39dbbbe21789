import { ALLERGENS, type AllergenCode } from '@/lib/vocabulary/catalogue';
import type { ProductAllergenInfo } from '@/lib/vocabulary/catalogue-types';

// The allergens of something as it is served: what it declares, plus those of
// the parts it carries ("contains" wins over "traces"), in the law's order.
// A product is never shown safer than what is in it.

/** Several lists as one: each allergen once, "contains" over "traces". */
export function mergeAllergens(...lists: ProductAllergenInfo[][]): ProductAllergenInfo[] {
  const levels = new Map<AllergenCode, ProductAllergenInfo['level']>();
  for (const list of lists) {
    for (const { code, level } of list) if (levels.get(code) !== 'contains') levels.set(code, level);
  }
  return ALLERGENS.filter(({ code }) => levels.has(code)).map(({ code }) => ({ code, level: levels.get(code)! }));
}

/** Its own allergens plus those of the parts it carries by default. */
export function servedAllergens(own: ProductAllergenInfo[], parts: Iterable<AllergenCode>): ProductAllergenInfo[] {
  return mergeAllergens(
    own,
    [...parts].map((code) => ({ code, level: 'contains' as const })),
  );
}
