import { describe, expect, it } from 'vitest';
import { kitchenParts, kitchenPartsOf, partDetails, preparedPartsOf } from '@/lib/orders/kitchen-parts';
import { plainSelection, type ProductSelection } from '@/lib/pricing/selection';

// Decision 046: a menu is cooked at several stations, so the kitchen display
// shows it as its parts; a repertoire as itself and the picks its buyer made.

const menu: ProductSelection = { ...plainSelection('menu', 30), starter: 11, dish: 12, drink: 501, dessert: 601 };
const repertoire: ProductSelection = {
  ...plainSelection('repertoire', 40),
  pendingDrinks: [{ productId: 503, quantity: 2 }],
  pendingDesserts: [{ productId: 601, quantity: 1 }],
};

describe('kitchenParts', () => {
  it('splits a menu and a daily menu into their chosen courses, in serving order', () => {
    for (const category of ['menu', 'daily_menu']) {
      expect(kitchenParts(category, menu).map((part) => [part.key, part.productId, part.quantity])).toEqual([
        ['starter', 11, 1],
        ['dish', 12, 1],
        ['drink', 501, 1],
        ['dessert', 601, 1],
      ]);
    }
  });

  it('splits a repertoire into its own dish and each pick, with the pick’s units', () => {
    expect(kitchenParts('repertoire', repertoire).map((part) => [part.key, part.productId, part.quantity])).toEqual([
      ['main', null, 1],
      ['drink:503', 503, 2],
      ['dessert:601', 601, 1],
    ]);
  });

  it('keeps whole a repertoire with no picks, a combo and a single product', () => {
    expect(kitchenParts('repertoire', plainSelection('repertoire', 40))).toEqual([]);
    expect(kitchenParts('combo', plainSelection('combo', 50))).toEqual([]);
    expect(kitchenParts('burger', plainSelection('burger', 1))).toEqual([]);
  });
});

describe('kitchenPartsOf', () => {
  it('reads a stored selection, and leaves whole a line whose selection cannot be read', () => {
    expect(kitchenPartsOf('menu', '{"kind":"menu","product_id":30,"quantity":1,"dish":12}').map((p) => p.key)).toEqual([
      'dish',
    ]);
    for (const broken of ['null', '', '{', '[]', '"x"']) expect(kitchenPartsOf('menu', broken)).toEqual([]);
  });
});

describe('preparedPartsOf', () => {
  it('reads the column, and anything unreadable as nothing crossed off', () => {
    expect(preparedPartsOf('{"drink":"2026-11-29T20:00:00.000Z"}')).toEqual({ drink: '2026-11-29T20:00:00.000Z' });
    for (const raw of [null, '', 'no', '[1]', 'null']) expect(preparedPartsOf(raw)).toEqual({});
    expect(preparedPartsOf('{"drink":3,"dish":"2026-11-29T20:00:00.000Z"}')).toEqual({
      dish: '2026-11-29T20:00:00.000Z',
    });
  });
});

describe('partDetails', () => {
  const names = new Map([
    [503, 'Vino tinto'],
    [601, 'Flan'],
  ]);

  it('gives a menu course the line’s words without the other courses, and the coffee its alcohol only', () => {
    const coffeeMenu: ProductSelection = { ...menu, dessert: null, coffee: 701 };
    const parts = kitchenParts('menu', coffeeMenu);
    const words = ['Primero: Ensalada', 'Plato: Paella', 'Café: Cortado', 'Con alcohol', 'Licor: brandy', 'Sin sal'];
    const of = (key: string) =>
      partDetails(
        words,
        parts,
        parts.find((part) => part.key === key)!,
        names,
      );
    expect(of('starter')).toEqual(['Sin sal']);
    expect(of('coffee')).toEqual(['Con alcohol', 'Licor: brandy', 'Sin sal']);
  });

  it('gives a repertoire’s own dish its changes but not the picks, and a pick only the note', () => {
    const parts = kitchenParts('repertoire', repertoire);
    const words = ['Sin cebolla', 'Vino tinto ×2', 'Flan', 'Nota: «sin frutos secos»'];
    expect(partDetails(words, parts, parts[0]!, names)).toEqual(['Sin cebolla', 'Nota: «sin frutos secos»']);
    expect(partDetails(words, parts, parts[2]!, names)).toEqual(['Nota: «sin frutos secos»']);
  });
});
