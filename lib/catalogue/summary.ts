import type { AllergenCode } from '@/lib/vocabulary/catalogue';
import type { CatalogueProduct, ProductSummary } from '@/lib/vocabulary/catalogue-types';
import { mergeAllergens, servedAllergens } from './served-allergens';

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
    // As served by default: its own, its default parts', and those of the components it includes by default.
    allergens: mergeAllergens(
      servedAllergens(product.allergens, partAllergens),
      ...components.filter((component) => component.quantity > 0).map((component) => component.allergens),
    ),
    preferences: product.preferences,
    orderable: product.orderable,
    unavailableReason: product.unavailableReason,
    partAllergens: [...partAllergens],
    isCustomisable: ingredients.length > 0 || sauces.length > 0 || extraOptions.length > 0 || components.length > 0,
  };
}
