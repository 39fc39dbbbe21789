import { ALLERGENS, type AllergenCode } from '@/lib/vocabulary/catalogue';
import type { CatalogueProduct, ProductAllergenInfo, ProductSummary } from '@/lib/vocabulary/catalogue-types';

/**
 * The allergens of the product as served by default: its own plus those of
 * the ingredients and sauces it carries ("contains" wins over "traces"), in
 * the law's order. The card's badges and the allergen modal show these: a
 * burger whose only gluten is its bread still says gluten.
 */
function servedAllergens(own: ProductAllergenInfo[], parts: Set<AllergenCode>): ProductAllergenInfo[] {
  const levels = new Map(own.map(({ code, level }) => [code, level]));
  for (const code of parts) levels.set(code, 'contains');
  return ALLERGENS.filter(({ code }) => levels.has(code)).map(({ code }) => ({ code, level: levels.get(code)! }));
}

/** A product as its catalogue card needs it (see ProductSummary). */
export function summaryOf(product: CatalogueProduct): ProductSummary {
  const { ingredients, sauces, extraOptions, components } = product;
  const partAllergens = new Set<AllergenCode>();
  for (const part of [...ingredients, ...sauces])
    if (part.defaultQuantity > 0) for (const code of part.allergens) partAllergens.add(code);
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    brandLine: product.brandLine,
    imageUrl: product.imageUrl,
    photo: product.photo,
    priceCents: product.priceCents,
    spiciness: product.spiciness,
    isAlcoholic: product.isAlcoholic,
    isChildrensMenu: product.isChildrensMenu,
    allergens: servedAllergens(product.allergens, partAllergens),
    preferences: product.preferences,
    orderable: product.orderable,
    unavailableReason: product.unavailableReason,
    partAllergens: [...partAllergens],
    isCustomisable: ingredients.length > 0 || sauces.length > 0 || extraOptions.length > 0 || components.length > 0,
  };
}
