import { describe, expect, it } from 'vitest';
import { accessorySplit, ivaRate, sumByRate } from '@/lib/tax/rates';
import { lineTaxSplit, readTaxSplit, storedTaxSplit } from '@/lib/tax/line-tax';
import { plainSelection, type ProductSelection } from '@/lib/pricing/selection';
import type { DeliveryType, TaxCategory } from '@/lib/vocabulary/catalogue';
import { choice, product } from '../support/catalogue-fixtures';

describe('ivaRate: category × delivery type (LIVA art. 91, Ley 11/2020 art. 69)', () => {
  const table: [TaxCategory, DeliveryType, number][] = [
    ['food', 'delivery', 10],
    ['food', 'takeaway', 10],
    ['food', 'fast', 10],
    ['alcohol', 'delivery', 21],
    ['alcohol', 'takeaway', 21],
    // Served at the restaurant, a drink is part of the service, alcohol too (art. 91.Uno.2.2º).
    ['alcohol', 'fast', 10],
    ['sweetened_drink', 'delivery', 21],
    ['sweetened_drink', 'takeaway', 21],
    ['sweetened_drink', 'fast', 10],
    ['drink', 'delivery', 10],
    ['drink', 'takeaway', 10],
    ['drink', 'fast', 10],
  ];
  it.each(table)('%s for %s is %i %%', (category, deliveryType, rate) => {
    expect(ivaRate(category, deliveryType)).toBe(rate);
  });
});

describe('sumByRate', () => {
  it('adds the shares of each rate, by rate, leaving zeros out', () => {
    expect(
      sumByRate([
        { rate: 21, grossCents: 100 },
        { rate: 10, grossCents: 50 },
        { rate: 21, grossCents: 20 },
        { rate: 4, grossCents: 0 },
      ]),
    ).toEqual([
      { rate: 10, grossCents: 50 },
      { rate: 21, grossCents: 120 },
    ]);
  });
});

const cola = choice('drink', 301, 'Coca-Cola', { taxCategory: 'sweetened_drink', priceCents: 240 });
const water = choice('drink', 302, 'Agua', { taxCategory: 'drink', priceCents: 150 });
const beer = choice('drink', 303, 'Cerveza', { taxCategory: 'drink', isAlcoholic: true, priceCents: 300 });
const burger = choice('dish', 304, 'Hamburguesa', { taxCategory: 'food', priceCents: 960 });
const flan = choice('dessert', 305, 'Flan', { taxCategory: 'food', priceCents: 400 });

const menu = product({ id: 40, category: 'menu', priceCents: 1290, components: [burger, cola, water, beer, flan] });
const menuSelection = (drink: number): ProductSelection => ({
  ...plainSelection('menu', 40),
  dish: 304,
  drink,
  dessert: 305,
});

describe('lineTaxSplit', () => {
  it('gives a product alone its own rate', () => {
    const soda = product({ id: 7, category: 'drink', taxCategory: 'sweetened_drink', priceCents: 240 });
    expect(lineTaxSplit(soda, plainSelection('drink', 7), 480, 'takeaway')).toEqual([{ rate: 21, grossCents: 480 }]);
    expect(lineTaxSplit(soda, plainSelection('drink', 7), 480, 'fast')).toEqual([{ rate: 10, grossCents: 480 }]);
  });

  it('treats an alcoholic product as alcohol whatever its category says', () => {
    const wine = product({ id: 8, category: 'drink', taxCategory: 'drink', isAlcoholic: true });
    expect(lineTaxSplit(wine, plainSelection('drink', 8), 350, 'takeaway')).toEqual([{ rate: 21, grossCents: 350 }]);
    expect(lineTaxSplit(wine, plainSelection('drink', 8), 350, 'fast')).toEqual([{ rate: 10, grossCents: 350 }]);
  });

  it('splits a menu across the components chosen, pro rata of their à-la-carte prices', () => {
    // Chosen: burger 9,60 + cola 2,40 + flan 4,00 = 16,00 à la carte; the menu costs 12,90.
    const split = lineTaxSplit(menu, menuSelection(301), 1290, 'delivery');
    const colaShare = Math.round((1290 * 240) / 1600);
    expect(split).toEqual([
      { rate: 10, grossCents: 1290 - colaShare },
      { rate: 21, grossCents: colaShare },
    ]);
    // Eaten at the restaurant the cola is 10 %: one rate.
    expect(lineTaxSplit(menu, menuSelection(301), 1290, 'fast')).toEqual([{ rate: 10, grossCents: 1290 }]);
    // With water the whole menu is 10 % taken away too; with a beer, the beer's share is 21 % taken away
    // and 10 % at the restaurant.
    expect(lineTaxSplit(menu, menuSelection(302), 1290, 'takeaway')).toEqual([{ rate: 10, grossCents: 1290 }]);
    const withBeer = lineTaxSplit(menu, menuSelection(303), 2580, 'takeaway');
    expect(withBeer.map((share) => share.rate)).toEqual([10, 21]);
    expect(withBeer[1]!.grossCents).toBe(Math.round((2580 * 300) / 1660));
    expect(lineTaxSplit(menu, menuSelection(303), 2580, 'fast')).toEqual([{ rate: 10, grossCents: 2580 }]);
  });

  it('never loses a cent: the shares add up to the line total', () => {
    for (const total of [1, 7, 999, 1290, 123457]) {
      const split = lineTaxSplit(menu, menuSelection(303), total, 'delivery');
      expect(split.reduce((sum, share) => sum + share.grossCents, 0)).toBe(total);
    }
  });

  it('includes every component of a combo and counts their units', () => {
    const combo = product({
      id: 41,
      category: 'combo',
      components: [
        { ...burger, quantity: 1 },
        { ...cola, quantity: 2 },
      ],
    });
    // 9,60 + 2 × 2,40 = 14,40 à la carte.
    const split = lineTaxSplit(combo, plainSelection('combo', 41), 1440, 'takeaway');
    expect(split).toEqual([
      { rate: 10, grossCents: 960 },
      { rate: 21, grossCents: 480 },
    ]);
  });

  it('makes a coffee with a dash of liquor an alcoholic drink, alone or in a menu', () => {
    const coffee = product({ id: 9, category: 'coffee', taxCategory: 'drink' });
    const liquor: ProductSelection = { ...plainSelection('coffee', 9), extraOptions: { coffee_alcohol: true } };
    expect(lineTaxSplit(coffee, liquor, 170, 'takeaway')).toEqual([{ rate: 21, grossCents: 170 }]);
    expect(lineTaxSplit(coffee, plainSelection('coffee', 9), 120, 'takeaway')).toEqual([{ rate: 10, grossCents: 120 }]);
    expect(lineTaxSplit(coffee, liquor, 170, 'fast')).toEqual([{ rate: 10, grossCents: 170 }]);

    const espresso = choice('coffee', 306, 'Café solo', { taxCategory: 'drink', priceCents: 120 });
    const lunch = product({ id: 42, category: 'menu', components: [burger, espresso] });
    const selection: ProductSelection = {
      ...plainSelection('menu', 42),
      dish: 304,
      coffee: 306,
      extraOptions: { coffee_alcohol: true },
    };
    expect(lineTaxSplit(lunch, selection, 1080, 'takeaway')).toEqual([
      { rate: 10, grossCents: 960 },
      { rate: 21, grossCents: 120 },
    ]);
  });

  it('falls back to the product’s own category when its components have no price', () => {
    const free = product({ id: 43, category: 'menu', components: [{ ...cola, priceCents: 0 }] });
    const selection: ProductSelection = { ...plainSelection('menu', 43), drink: 301 };
    expect(lineTaxSplit(free, selection, 500, 'takeaway')).toEqual([{ rate: 10, grossCents: 500 }]);
  });
});

describe('a stored split', () => {
  const split = [
    { rate: 10, grossCents: 190 },
    { rate: 21, grossCents: 60 },
  ];

  it('reads back as it was written', () => {
    expect(readTaxSplit(storedTaxSplit(split), 250)).toEqual(split);
  });

  it('that is missing, unreadable or does not add up to the amount is all at the fallback rate', () => {
    for (const stored of [null, 'no es JSON', '[]', storedTaxSplit(split)])
      expect(readTaxSplit(stored, 300, 21)).toEqual([{ rate: 21, grossCents: 300 }]);
  });
});

describe('accessorySplit', () => {
  it('follows the products’ rates in proportion, and the food’s rate with no product to follow', () => {
    expect(
      accessorySplit(250, [
        { rate: 21, grossCents: 300 },
        { rate: 10, grossCents: 900 },
        { rate: 21, grossCents: 0 },
      ]),
    ).toEqual([
      { rate: 10, grossCents: 188 },
      { rate: 21, grossCents: 62 },
    ]);
    expect(accessorySplit(250, [])).toEqual([{ rate: 10, grossCents: 250 }]);
    expect(accessorySplit(0, [{ rate: 21, grossCents: 300 }])).toEqual([]);
  });
});
