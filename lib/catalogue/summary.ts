import type { AllergenCode } from '@/lib/vocabulary/catalogue';
import type { CatalogueProduct, ProductAllergenInfo, ProductSummary } from '@/lib/vocabulary/catalogue-types';
import { requiredChoiceGroups } from '@/lib/pricing/selection';
import { mergeAllergens, servedAllergens } from './served-allergens';

/**
 * What a menu or repertoire cannot be ordered without: an allergen in every
 * choice of a group the buyer must choose from ("contains" when every choice
 * contains it, else "traces"). A menu whose every burger has gluten has gluten,
 * and the allergen filter must mark or hide it (found by a QA pass).
 */
export function unavoidableAllergens(product: CatalogueProduct): ProductAllergenInfo[] {
  return mergeAllergens(
    ...requiredChoiceGroups(product).map((choices) => {
      const [first, ...rest] = choices.map((choice) => new Map(choice.allergens.map((a) => [a.code, a.level])));
      return [...first!.entries()]
        .filter(([code]) => rest.every((levels) => levels.has(code)))
        .map(([code, level]): ProductAllergenInfo => ({
          code,
          level: level === 'contains' && rest.every((levels) => levels.get(code) === 'contains') ? level : 'traces',
        }));
    }),
  );
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
    // As served by default: its own, its default parts', those of the components it includes by default,
    // and those no choice a menu asks for avoids.
    allergens: mergeAllergens(
      servedAllergens(product.allergens, partAllergens),
      ...components.filter((component) => component.quantity > 0).map((component) => component.allergens),
      unavoidableAllergens(product),
    ),
    preferences: product.preferences,
    orderable: product.orderable,
    unavailableReason: product.unavailableReason,
    partAllergens: [...partAllergens],
    isCustomisable: ingredients.length > 0 || sauces.length > 0 || extraOptions.length > 0 || components.length > 0,
  };
}
