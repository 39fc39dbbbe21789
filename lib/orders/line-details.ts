import 'server-only';
import { db } from '@/lib/db';
import {
  EXTRA_OPTION_LABELS,
  choiceValueLabel,
  fromSelectionJson,
  isChoiceOption,
  isExtraOption,
  type SelectionJson,
} from '@/lib/pricing/selection';

// What the kitchen reads on an order line: every change from the dish as it
// comes ("Sin cebolla", "Queso cheddar extra ×1"), the menu's choices by name,
// the extra options and the customer's note. The stored selection keeps ids
// only; names and default quantities are looked up here, in three queries for
// a whole board.

type Line = { productId: number; selection: SelectionJson };

const MENU_WORDS = { starter: 'Primero', dish: 'Plato', drink: 'Bebida', dessert: 'Postre', coffee: 'Café' } as const;

export async function describeLines(lines: readonly Line[]): Promise<string[][]> {
  const selections = lines.map((line) => fromSelectionJson(line.selection));
  const productIds = new Set<number>(lines.map((line) => line.productId));
  for (const selection of selections) {
    for (const id of [selection.starter, selection.dish, selection.drink, selection.dessert, selection.coffee]) {
      if (id !== null) productIds.add(id);
    }
    for (const item of [...selection.pendingDrinks, ...selection.pendingDesserts]) productIds.add(item.productId);
  }
  const [ingredients, sauces, products] = await Promise.all([
    db.productIngredient.findMany({
      where: { productId: { in: [...productIds] } },
      select: { productId: true, defaultQuantity: true, ingredient: { select: { id: true, name: true } } },
    }),
    db.productSauce.findMany({
      where: { productId: { in: [...productIds] } },
      select: { productId: true, defaultQuantity: true, sauce: { select: { id: true, name: true } } },
    }),
    db.product.findMany({ where: { id: { in: [...productIds] } }, select: { id: true, name: true } }),
  ]);
  const productName = new Map(products.map((product) => [product.id, product.name]));
  const parts = (rows: Array<{ productId: number; defaultQuantity: number; part: { id: number; name: string } }>) =>
    new Map(rows.map((row) => [`${row.productId}:${row.part.id}`, row]));
  const ingredientOf = parts(ingredients.map(({ ingredient, ...row }) => ({ ...row, part: ingredient })));
  const sauceOf = parts(sauces.map(({ sauce, ...row }) => ({ ...row, part: sauce })));

  return lines.map((line, index) => {
    const selection = selections[index]!;
    const details: string[] = [];
    const describeParts = (
      items: { productId: number; quantity: number }[],
      table: ReturnType<typeof parts>,
      none: boolean,
      noneWords: string,
    ) => {
      if (none) {
        details.push(noneWords);
        return;
      }
      for (const item of items) {
        const part = table.get(`${line.productId}:${item.productId}`);
        const name = part?.part.name ?? `#${item.productId}`;
        const byDefault = part?.defaultQuantity ?? 0;
        if (item.quantity === 0) details.push(`Sin ${name.toLowerCase()}`);
        else if (item.quantity > byDefault) details.push(`${name} extra ×${item.quantity - byDefault}`);
        else details.push(`${name} ×${item.quantity}`);
      }
    };
    describeParts(selection.ingredients, ingredientOf, selection.noIngredients, 'Sin ingredientes');
    describeParts(selection.sauces, sauceOf, selection.noSauces, 'Sin salsas');
    for (const kind of ['starter', 'dish', 'drink', 'dessert', 'coffee'] as const) {
      const id = selection[kind];
      if (id !== null) details.push(`${MENU_WORDS[kind]}: ${productName.get(id) ?? `#${id}`}`);
    }
    for (const item of [...selection.pendingDrinks, ...selection.pendingDesserts]) {
      details.push(`${productName.get(item.productId) ?? `#${item.productId}`} ×${item.quantity}`);
    }
    for (const [option, value] of Object.entries(selection.extraOptions)) {
      if (!isExtraOption(option) || option === 'observation' || !value) continue;
      details.push(
        typeof value === 'string'
          ? `${EXTRA_OPTION_LABELS[option]}: ${isChoiceOption(option) ? choiceValueLabel(option, value) : value}`
          : EXTRA_OPTION_LABELS[option],
      );
    }
    if (selection.gift) details.push('Con regalo');
    if (selection.extraOptions.observation) details.push(`Nota: «${selection.extraOptions.observation}»`);
    return details;
  });
}
