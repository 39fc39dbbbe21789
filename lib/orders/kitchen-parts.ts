import { MENU_KINDS, EXTRA_OPTION_LABELS, type ProductSelection } from '@/lib/pricing/selection';
import { fromSelectionJson, type SelectionJson } from '@/lib/pricing/selection-json';
import { MENU_WORDS, times } from '@/lib/pricing/describe-selection';
import type { ComponentKind } from '@/lib/vocabulary/catalogue';

// A menu is cooked at several stations: its first course in the kitchen, its
// drink at the bar, its dessert with the desserts. The kitchen display splits
// such a line into parts, each routed by its own product's category and
// crossed off on its own (OrderLine.preparedParts); the line is prepared when
// its last part is. Menus and daily menus split into their chosen courses; a
// repertoire into itself ("main") and the drinks and desserts its buyer chose.
// Everything else (a combo's fixed contents included) goes whole to one
// station, as before. Pure: the board, the cross-off and the recall share it.

export type KitchenPart = {
  /** Stable within the line: the menu's kind («starter»), «main», or «drink:501» for a repertoire's pick. */
  key: string;
  /** The component cooked; null for a repertoire's own dish (the line's product). */
  productId: number | null;
  kind: ComponentKind | 'main';
  /** Units of the part in one unit of the line. */
  quantity: number;
};

/** The parts a line is cooked in; [] when it goes whole to one station. */
export function kitchenParts(category: string, selection: ProductSelection): KitchenPart[] {
  if (category === 'menu' || category === 'daily_menu') {
    return MENU_KINDS.flatMap((kind) => {
      const productId = selection[kind];
      return productId === null ? [] : [{ key: kind, productId, kind, quantity: 1 }];
    });
  }
  if (category !== 'repertoire') return [];
  const picks = [
    ...selection.pendingDrinks.map((item) => ({ ...item, kind: 'drink' as const })),
    ...selection.pendingDesserts.map((item) => ({ ...item, kind: 'dessert' as const })),
  ];
  if (picks.length === 0) return [];
  return [
    { key: 'main', productId: null, kind: 'main', quantity: 1 },
    ...picks.map((pick) => ({
      key: `${pick.kind}:${pick.productId}`,
      productId: pick.productId,
      kind: pick.kind,
      quantity: pick.quantity,
    })),
  ];
}

/** The parts of a stored line (its selection as JSON); a selection that cannot be read leaves the line whole. */
export function kitchenPartsOf(category: string, selection: string): KitchenPart[] {
  try {
    return kitchenParts(category, fromSelectionJson(JSON.parse(selection) as SelectionJson));
  } catch {
    return [];
  }
}

/** When each part was crossed off, by key (the column's JSON); {} for none or anything unreadable. */
export function preparedPartsOf(raw: string | null): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, at]) => typeof at === 'string')) as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
}

/**
 * What the cook of one part reads: the line's words without those naming the
 * line's other choices (they are parts of their own), and the coffee's
 * alcohol only on the coffee. `names` are the components' names by id.
 */
const NOTE_PREFIXES = ['Nota: ', 'Para '];

export function partDetails(
  lineDetails: readonly string[],
  parts: readonly KitchenPart[],
  part: KitchenPart,
  names: ReadonlyMap<number, string>,
): string[] {
  // A repertoire's pick: only the line's note and whom it is for, which every station must read.
  if (part.key.includes(':'))
    return lineDetails.filter((word) => NOTE_PREFIXES.some((prefix) => word.startsWith(prefix)));
  const choiceWords = new Set(
    parts
      .filter((other) => other.key.includes(':') && other.productId !== null)
      .map((other) => `${names.get(other.productId!) ?? ''}${times(other.quantity)}`),
  );
  const menuPrefixes = Object.values(MENU_WORDS).map((word) => `${word}: `);
  const coffeePrefixes = [EXTRA_OPTION_LABELS.coffee_alcohol, `${EXTRA_OPTION_LABELS.spirit}: `];
  return lineDetails.filter(
    (word) =>
      !choiceWords.has(word) &&
      !menuPrefixes.some((prefix) => word.startsWith(prefix)) &&
      (part.kind === 'coffee' || !coffeePrefixes.some((prefix) => word.startsWith(prefix))),
  );
}
