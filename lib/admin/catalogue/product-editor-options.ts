import 'server-only';
import { db } from '@/lib/db';
import type { ProductCategory } from '@/lib/vocabulary/catalogue';
import { codes, NOT_ARCHIVED, servedAllergenSelect, servedBy, type AllergenLevel } from './product-resource';

export type ProductEditorOptions = {
  ingredients: { id: number; name: string; allergens: string[] }[];
  sauces: { id: number; name: string; allergens: string[] }[];
  restaurants: { id: number; name: string }[];
  /** Products a menu, combo or repertoire can be made of, with the allergens they bring. */
  products: {
    id: number;
    name: string;
    category: ProductCategory;
    allergens: { code: string; level: AllergenLevel }[];
  }[];
};

/** What the product editor offers to choose from. */
export async function productEditorOptions(): Promise<ProductEditorOptions> {
  const partSelect = { id: true, name: true, allergens: codes } as const;
  const [ingredients, sauces, restaurants, products] = await Promise.all([
    db.ingredient.findMany({ orderBy: { name: 'asc' }, select: partSelect }),
    db.sauce.findMany({ orderBy: { name: 'asc' }, select: partSelect }),
    db.restaurant.findMany({ orderBy: { commercialName: 'asc' }, select: { id: true, commercialName: true } }),
    db.product.findMany({
      where: NOT_ARCHIVED,
      orderBy: [{ category: 'asc' }, { name: 'asc' }],
      select: { id: true, name: true, category: true, ...servedAllergenSelect },
    }),
  ]);
  const part = (row: { id: number; name: string; allergens: { allergen: { code: string } }[] }) => ({
    id: row.id,
    name: row.name,
    allergens: row.allergens.map(({ allergen }) => allergen.code),
  });
  return {
    ingredients: ingredients.map(part),
    sauces: sauces.map(part),
    restaurants: restaurants.map((row) => ({ id: row.id, name: row.commercialName })),
    products: products.map((row) => ({
      id: row.id,
      name: row.name,
      category: row.category as ProductCategory,
      allergens: servedBy(row),
    })),
  };
}
