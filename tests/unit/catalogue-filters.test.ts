import { describe, expect, it } from 'vitest';
import { judgeProduct, matchesSearch, NO_FILTERS, type CatalogueFilters } from '@/lib/catalogue/filters';
import { summaryOf } from '@/lib/catalogue/summary';
import type { CatalogueProduct, ProductPart } from '@/lib/vocabulary/catalogue-types';
import { choice, product } from '../support/catalogue-fixtures';

const part = (id: number, allergens: ProductPart['allergens'], defaultQuantity = 1): ProductPart => ({
  id,
  slug: `p${id}`,
  name: `Parte ${id}`,
  defaultQuantity,
  maxQuantity: 2,
  extraPriceCents: 0,
  allergens,
});

const fullBurger: CatalogueProduct = {
  id: 1,
  slug: 'clasica',
  name: 'Clásica',
  description: '',
  category: 'burger',
  brandLine: null,
  imageUrl: null,
  photo: null,
  priceCents: 990,
  spiciness: 0,
  isAlcoholic: false,
  isChildrensMenu: false,
  onlyOneIngredient: false,
  taxCategory: 'food',
  packagingUnits: 1,
  allergens: [
    { code: 'gluten', level: 'contains' },
    { code: 'sesame', level: 'traces' },
  ],
  preferences: ['halal'],
  ingredients: [part(10, ['milk']), part(11, ['eggs'], 0)],
  sauces: [part(20, ['mustard'])],
  extraOptions: [],
  components: [],
  orderable: true,
  unavailableReason: null,
};

// The catalogue page filters the cards' summaries: the parts' allergens must survive the summary.
const burger = summaryOf(fullBurger);

const filters = (overrides: Partial<CatalogueFilters>): CatalogueFilters => ({ ...NO_FILTERS, ...overrides });

describe('judgeProduct', () => {
  it('shows everything without filters', () => {
    expect(judgeProduct(burger, NO_FILTERS)).toEqual({
      isVisible: true,
      contains: [],
      traces: [],
      matchesPreferences: true,
    });
  });

  it('marks a product containing a filtered allergen, from itself, a default ingredient or a default sauce', () => {
    const verdict = judgeProduct(burger, filters({ allergens: ['gluten', 'milk', 'mustard', 'fish'] }));
    expect(verdict.isVisible).toBe(true);
    expect(verdict.contains).toEqual(['gluten', 'milk', 'mustard']);
  });

  it('does not count an optional ingredient that is not in the default recipe', () => {
    expect(judgeProduct(burger, filters({ allergens: ['eggs'] })).contains).toEqual([]);
  });

  it('warns about traces too', () => {
    expect(judgeProduct(burger, filters({ allergens: ['sesame'] })).traces).toEqual(['sesame']);
  });

  it('hides what it would mark when the mode is hide', () => {
    expect(judgeProduct(burger, filters({ allergens: ['milk'], mode: 'hide' })).isVisible).toBe(false);
    expect(judgeProduct(burger, filters({ allergens: ['sesame'], mode: 'hide' })).isVisible).toBe(false);
    expect(judgeProduct(burger, filters({ allergens: ['fish'], mode: 'hide' })).isVisible).toBe(true);
  });

  it('requires every lifestyle tag asked for', () => {
    expect(judgeProduct(burger, filters({ preferences: ['halal'] })).matchesPreferences).toBe(true);
    expect(judgeProduct(burger, filters({ preferences: ['halal', 'vegan'] })).matchesPreferences).toBe(false);
    expect(judgeProduct(burger, filters({ preferences: ['vegan'], mode: 'hide' })).isVisible).toBe(false);
  });
});

describe('summaryOf', () => {
  const gluten = { code: 'gluten', level: 'contains' } as const;
  const milk = { code: 'milk', level: 'contains' } as const;
  const milkTraces = { code: 'milk', level: 'traces' } as const;
  const burgerMenu = (secondBurger: ReturnType<typeof choice>) =>
    product({
      id: 40,
      name: 'Menú hamburguesa',
      category: 'menu',
      components: [
        choice('dish', 401, 'La Clásica', { allergens: [gluten, milk] }),
        secondBurger,
        choice('drink', 501, 'Agua'),
        choice('dessert', 601, 'Helado', { allergens: [milk] }),
        choice('coffee', 701, 'Café solo'),
      ],
    });

  it('gives a menu the allergens every choice of a required group has: the filter marks it, and hides it when asked', () => {
    const menu = summaryOf(burgerMenu(choice('dish', 402, 'La Ibérica', { allergens: [gluten, milkTraces] })));
    expect(menu.allergens).toEqual([gluten, milkTraces]);
    expect(judgeProduct(menu, { ...NO_FILTERS, allergens: ['gluten'], mode: 'hide' }).isVisible).toBe(false);
    expect(judgeProduct(menu, { ...NO_FILTERS, allergens: ['milk'] }).traces).toEqual(['milk']);
  });

  it('leaves out what one choice of the group avoids, and a dessert that a coffee can replace', () => {
    const menu = summaryOf(burgerMenu(choice('dish', 402, 'Burger sin gluten', { allergens: [milk] })));
    expect(menu.allergens).toEqual([milk]);
    expect(judgeProduct(menu, { ...NO_FILTERS, allergens: ['gluten'], mode: 'hide' }).isVisible).toBe(true);
  });

  it('keeps the allergens of the default parts only, and says whether there is anything to choose', () => {
    expect(burger.partAllergens.sort()).toEqual(['milk', 'mustard']);
    expect(burger.isCustomisable).toBe(true);
    const water = summaryOf({ ...fullBurger, ingredients: [], sauces: [], extraOptions: [], components: [] });
    expect(water.isCustomisable).toBe(false);
    expect(water.partAllergens).toEqual([]);
  });

  it('shows as its allergens its own plus those of what it carries by default, so a bread’s gluten is never hidden', () => {
    // Own: gluten, sesame (traces). Carried: milk (ingredient), mustard (sauce). Optional egg: not served by default.
    expect(burger.allergens).toEqual([
      { code: 'gluten', level: 'contains' },
      { code: 'milk', level: 'contains' },
      { code: 'mustard', level: 'contains' },
      { code: 'sesame', level: 'traces' },
    ]);
    const noneOfItsOwn = summaryOf({
      ...fullBurger,
      allergens: [{ code: 'milk', level: 'traces' }],
      ingredients: [part(12, ['gluten', 'milk'])],
      sauces: [],
    });
    expect(noneOfItsOwn.allergens).toEqual([
      { code: 'gluten', level: 'contains' },
      { code: 'milk', level: 'contains' },
    ]);
  });

  it('counts the allergens of what a combo includes by default, not of a choice left at zero', () => {
    const component = (productId: number, quantity: number, code: 'gluten' | 'fish') => ({
      productId,
      kind: 'dish' as const,
      name: `Componente ${productId}`,
      quantity,
      maxQuantity: 1,
      extraPriceCents: 0,
      isDefault: quantity > 0,
      isAlcoholic: false,
      allowsCoffeeAlcohol: false,
      allergens: [{ code, level: 'contains' as const }],
      taxCategory: 'food' as const,
      priceCents: 500,
    });
    const combo = summaryOf({
      ...fullBurger,
      category: 'combo',
      allergens: [],
      ingredients: [],
      sauces: [],
      components: [component(7, 1, 'gluten'), component(8, 0, 'fish')],
    });
    expect(combo.allergens).toEqual([{ code: 'gluten', level: 'contains' }]);
  });

  it("carries none of the builder's details", () => {
    for (const key of ['ingredients', 'sauces', 'extraOptions', 'components', 'slug', 'taxCategory'])
      expect(burger).not.toHaveProperty(key);
  });
});

describe('matchesSearch', () => {
  const croquetas = { name: 'Croquetas de jamón', description: 'Seis croquetas caseras, cremosas por dentro.' };

  it.each([
    ['', true],
    ['   ', true],
    ['croqueta', true],
    ['JAMON', true],
    ['jamón caseras', true],
    ['cremosas croquetas', true],
    ['pollo', false],
    ['jamón pollo', false],
  ])('"%s" → %s (every word, in the name or the description, accents and case aside)', (query, expected) => {
    expect(matchesSearch(croquetas, query)).toBe(expected);
  });
});
