// The whole demo catalogue, with each product's allergens derived from what
// it is made of, and its lifestyle tags checked against them: a mistake in the
// data fails the seed instead of telling a customer something untrue.
import {
  ALLERGENS,
  BURGER_EXTRA_PRICE_CENTS,
  COFFEE_ALCOHOL_PRICE_CENTS,
  DELIVERY_TYPES,
  PRODUCT_CATEGORIES,
  type AllergenCode,
  type DeliveryType,
  type ExtraOption,
  type PreferenceCode,
} from '../../lib/vocabulary/catalogue';
import { COFFEES, DESSERTS, DRINKS } from './drinks';
import { BURGERS, EXTRAS, LEMON_DISHES, SALADS, SOUPS, SPECIALTIES, STARTERS } from './food';
import { INGREDIENTS, SAUCES } from './ingredients';
import { COMBOS, DAILY_MENUS, MENUS, REPERTOIRES } from './menus';
import type { PartSeed, PartUse, ProductSeed } from './types';

export { INGREDIENTS, SAUCES };

export const PRODUCTS: ProductSeed[] = [
  ...SPECIALTIES,
  ...BURGERS,
  ...EXTRAS,
  ...COMBOS,
  ...REPERTOIRES,
  ...MENUS,
  ...SOUPS,
  ...STARTERS,
  ...SALADS,
  ...DRINKS,
  ...DESSERTS,
  ...COFFEES,
  ...DAILY_MENUS,
  ...LEMON_DISHES,
];

export const OPTION_PRICES: Partial<Record<ExtraOption, number>> = {
  double_bacon: BURGER_EXTRA_PRICE_CENTS,
  double_cheese: BURGER_EXTRA_PRICE_CENTS,
  egg: BURGER_EXTRA_PRICE_CENTS,
  coffee_alcohol: COFFEE_ALCOHOL_PRICE_CENTS,
};

export interface PartQuantity {
  slug: string;
  defaultQuantity: number;
  maxQuantity: number;
}

export interface ResolvedProduct extends ProductSeed {
  sortOrder: number;
  allergens: Array<{ code: AllergenCode; level: 'contains' | 'traces' }>;
  tags: PreferenceCode[];
  isAlcoholic: boolean;
  deliveryTypes: DeliveryType[];
  ingredientUses: PartQuantity[];
  sauceUses: PartQuantity[];
}

export function partQuantities(uses: PartUse[] | undefined, fallbackDefault: number): PartQuantity[] {
  return (uses ?? []).map((use) => {
    const { slug, default: defaultQuantity = fallbackDefault, max } = typeof use === 'string' ? { slug: use } : use;
    return { slug, defaultQuantity, maxQuantity: max ?? Math.max(1, defaultQuantity) };
  });
}

type Origin = NonNullable<PartSeed['origin']>;
interface Resolved {
  product: ResolvedProduct;
  /** What the product holds that no allergen shows: meat, pork, other animal products. */
  origins: Set<Origin>;
}

const NOT_VEGETARIAN: AllergenCode[] = ['fish', 'crustaceans', 'molluscs'];
const NOT_VEGAN: AllergenCode[] = [...NOT_VEGETARIAN, 'milk', 'eggs'];
/** Tags a composed product may carry only if every product it offers carries them too. */
const INHERITED_TAGS: PreferenceCode[] = ['vegetarian', 'vegan', 'gluten_free', 'lactose_free', 'halal'];

export function resolveCatalogue(products: ProductSeed[] = PRODUCTS): ResolvedProduct[] {
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  const ingredients = new Map(INGREDIENTS.map((part) => [part.slug, part]));
  const sauces = new Map(SAUCES.map((part) => [part.slug, part]));
  const resolved = new Map<string, Resolved>();
  const fail = (product: ProductSeed, problem: string): never => {
    throw new Error(`Seed catalogue: ${product.slug}: ${problem}`);
  };

  const resolve = (product: ProductSeed): Resolved => {
    const done = resolved.get(product.slug);
    if (done) return done;
    const contains = new Set(product.contains);
    const traces = new Set(product.traces);
    const origins = new Set<Origin>(product.hasMeat ? ['meat'] : []);
    let isAlcoholic = product.isAlcoholic ?? false;

    const ingredientUses = partQuantities(product.ingredients, 1);
    const sauceUses = partQuantities(product.sauces, 0);
    const addParts = (uses: PartQuantity[], known: Map<string, PartSeed>, what: string) => {
      for (const use of uses) {
        const part = known.get(use.slug) ?? fail(product, `unknown ${what} ${use.slug}`);
        if (use.defaultQuantity > use.maxQuantity) fail(product, `${use.slug} default above max`);
        if (use.defaultQuantity === 0) continue;
        part.allergens?.forEach((code) => contains.add(code));
        if (part.origin) origins.add(part.origin);
      }
    };
    addParts(ingredientUses, ingredients, 'ingredient');
    addParts(sauceUses, sauces, 'sauce');

    const deliveryTypes = product.deliveryTypes ?? (product.category === 'coffee' ? ['fast'] : [...DELIVERY_TYPES]);
    const components = (product.components ?? []).map((component) => {
      const target = bySlug.get(component.slug) ?? fail(product, `unknown component ${component.slug}`);
      return { component, inner: resolve(target) };
    });
    for (const { component, inner } of components.filter(({ component }) => component.quantity > 0)) {
      inner.product.allergens.forEach(({ code, level }) => (level === 'contains' ? contains : traces).add(code));
      inner.origins.forEach((origin) => origins.add(origin));
      isAlcoholic ||= inner.product.isAlcoholic;
      const missing = deliveryTypes.filter((type) => !inner.product.deliveryTypes.includes(type));
      if (missing.length) fail(product, `includes ${component.slug}, not sold for ${missing.join(', ')}`);
    }
    contains.forEach((code) => traces.delete(code));

    const tags = new Set(product.tags);
    if (tags.has('vegan')) tags.add('vegetarian');
    if ((product.spiciness ?? 0) > 0) tags.add('spicy');
    const has = (codes: AllergenCode[]) => codes.filter((code) => contains.has(code));
    const checks: Array<[PreferenceCode, boolean, string]> = [
      ['spicy', (product.spiciness ?? 0) > 0, 'spicy without spiciness'],
      [
        'vegetarian',
        !origins.has('meat') && !origins.has('pork') && has(NOT_VEGETARIAN).length === 0,
        'not vegetarian',
      ],
      ['vegan', origins.size === 0 && has(NOT_VEGAN).length === 0, 'not vegan'],
      ['gluten_free', !contains.has('gluten') && !traces.has('gluten'), 'has gluten'],
      ['lactose_free', !contains.has('milk'), 'has milk'],
      ['halal', !origins.has('pork') && !isAlcoholic, 'not halal'],
    ];
    for (const [tag, holds, problem] of checks) if (tags.has(tag) && !holds) fail(product, problem);
    for (const tag of INHERITED_TAGS) {
      const without = components.find(({ inner }) => !inner.product.tags.includes(tag));
      if (tags.has(tag) && without) fail(product, `tagged ${tag} but offers ${without.component.slug}`);
    }

    if (product.category === 'coffee' && deliveryTypes.join() !== 'fast') fail(product, 'coffees are fast only');
    if ((product.allowsCoffeeAlcohol ?? false) !== (product.options ?? []).includes('coffee_alcohol')) {
      fail(product, 'allowsCoffeeAlcohol and the coffee_alcohol option disagree');
    }

    const result: ResolvedProduct = {
      ...product,
      sortOrder: products.filter((other) => other.category === product.category).indexOf(product),
      allergens: ALLERGENS.flatMap(({ code }): ResolvedProduct['allergens'] =>
        contains.has(code) ? [{ code, level: 'contains' }] : traces.has(code) ? [{ code, level: 'traces' }] : [],
      ),
      tags: [...tags],
      isAlcoholic,
      deliveryTypes,
      ingredientUses,
      sauceUses,
    };
    resolved.set(product.slug, { product: result, origins });
    return { product: result, origins };
  };

  if (bySlug.size !== products.length) throw new Error('Seed catalogue: duplicate product slugs');
  const all = products.map((product) => resolve(product).product);
  for (const category of PRODUCT_CATEGORIES) {
    if (all.filter((product) => product.category === category).length < 3) {
      throw new Error(`Seed catalogue: fewer than 3 products in ${category}`);
    }
  }
  const unused = ALLERGENS.filter(({ code }) => !all.some((product) => product.allergens.some((a) => a.code === code)));
  if (unused.length) throw new Error(`Seed catalogue: no product has ${unused.map((a) => a.code).join(', ')}`);
  return all;
}
