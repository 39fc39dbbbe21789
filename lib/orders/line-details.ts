import 'server-only';
import { db } from '@/lib/db';
import { fromSelectionJson, type SelectionJson } from '@/lib/pricing/selection';
import { describeSelection } from '@/lib/pricing/describe-selection';

// What the kitchen reads on an order line, in the customer's words: every
// change from the dish as it comes ("Sin cebolla", "Doble de queso cheddar"),
// the menu's choices by name, the extra options and the customer's note. For
// lines stored without their words (orders placed before they were kept): the
// stored selection keeps ids only; names and default quantities are looked up
// here, in three queries for a whole board.

type Line = { productId: number; selection: SelectionJson; details?: string | null };
type Part = { productId: number; defaultQuantity: number; part: { id: number; slug: string; name: string } };

/**
 * The words of each line: those kept with it when it was ordered, else
 * described (lib/pricing/describe-selection.ts) from its product's parts and choices as
 * the database holds them now. No query when every line kept its words.
 */
export async function describeLines(lines: readonly Line[]): Promise<string[][]> {
  const kept = lines.map((line) => (line.details ? (JSON.parse(line.details) as string[]) : null));
  if (kept.every((words) => words !== null)) return kept as string[][];
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
      select: { productId: true, defaultQuantity: true, ingredient: { select: { id: true, slug: true, name: true } } },
    }),
    db.productSauce.findMany({
      where: { productId: { in: [...productIds] } },
      select: { productId: true, defaultQuantity: true, sauce: { select: { id: true, slug: true, name: true } } },
    }),
    db.product.findMany({ where: { id: { in: [...productIds] } }, select: { id: true, name: true } }),
  ]);
  const components = products.map((product) => ({ productId: product.id, name: product.name }));
  const partsOf = (rows: Part[], productId: number) =>
    rows
      .filter((row) => row.productId === productId)
      .map((row) => ({
        id: row.part.id,
        slug: row.part.slug,
        name: row.part.name,
        defaultQuantity: row.defaultQuantity,
      }));
  const ingredientRows = ingredients.map(({ ingredient, ...row }) => ({ ...row, part: ingredient }));
  const sauceRows = sauces.map(({ sauce, ...row }) => ({ ...row, part: sauce }));

  return lines.map(
    (line, index) =>
      kept[index] ??
      describeSelection(
        {
          ingredients: partsOf(ingredientRows, line.productId),
          sauces: partsOf(sauceRows, line.productId),
          components,
        },
        selections[index]!,
      ),
  );
}
