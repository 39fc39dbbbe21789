// The price of one product as its buyer composed it, in integer cents. The
// builder's preview and the server use this same module. The selection's
// shape is already checked (./selection-schema.ts on the server, the builder's
// types in the browser); this checks it against the product: that every
// option belongs to it, repertoire limits, exclusive options.
import { selectionKindOf, type ComponentKind, type ExtraOption } from '@/lib/vocabulary/catalogue';
import type { CatalogueProduct, ProductPart } from '@/lib/vocabulary/catalogue-types';
import {
  CHOICE_VALUES,
  EXCLUSIVE_OPTIONS,
  EXTRA_OPTION_LABELS,
  MAX_PRODUCT_QUANTITY,
  MENU_KINDS,
  coffeeTakesAlcohol,
  componentsOf,
  compositionOf,
  ingredientOfFlag,
  isChoiceOption,
  isChosenKind,
  repertoireLimit,
  type ItemQuantity,
  type ProductSelection,
  type RepertoireKind,
} from './selection';

export * from './selection';
/** "12,50 €" (es-ES, a non-breaking space before €), kept in ./money. */
export { formatEuros } from './money';

export class PricingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PricingError';
  }
}

export type PriceLine = { label: string; cents: number };
export type PriceBreakdown = { unitCents: number; totalCents: number; lines: PriceLine[] };

function fail(message: string): never {
  throw new PricingError(message);
}

type PartWords = { unknown: string; none: string; onlyOne?: string };

/** Units above the default cost extraPriceCents each; fewer than the default cost nothing less. */
function priceParts(parts: ProductPart[], chosen: ItemQuantity[], none: boolean, words: PartWords): PriceLine[] {
  const quantities = new Map(parts.map((part) => [part.id, none ? 0 : part.defaultQuantity]));
  for (const item of chosen) {
    const part = parts.find((candidate) => candidate.id === item.productId) ?? fail(words.unknown);
    if (none && item.quantity > 0) fail(words.none);
    if (item.quantity > part.maxQuantity) fail(`Como máximo puedes pedir ${part.maxQuantity} de ${part.name}.`);
    quantities.set(part.id, item.quantity);
  }
  if (words.onlyOne && [...quantities.values()].filter((quantity) => quantity > 0).length > 1) fail(words.onlyOne);
  return parts.flatMap((part) => {
    const extra = Math.max(0, (quantities.get(part.id) ?? 0) - part.defaultQuantity);
    return extra > 0 && part.extraPriceCents > 0
      ? [{ label: `${part.name} extra × ${extra}`, cents: extra * part.extraPriceCents }]
      : [];
  });
}

function priceOptions(product: CatalogueProduct, { extraOptions: options, ...chosen }: ProductSelection): PriceLine[] {
  const ingredients = new Map(
    chosen.ingredients.map((item) => [item.productId, chosen.noIngredients ? 0 : item.quantity]),
  );
  const set = Object.keys(options) as ExtraOption[];
  for (const [one, other] of EXCLUSIVE_OPTIONS) {
    if (set.includes(one) && set.includes(other)) {
      fail(`«${EXTRA_OPTION_LABELS[one]}» y «${EXTRA_OPTION_LABELS[other]}» no se pueden pedir juntas.`);
    }
  }
  if (options.spirit && !options.coffee_alcohol) fail('El licor va en el café con alcohol: márcalo primero.');
  return set.flatMap((option) => {
    const offer =
      product.extraOptions.find((candidate) => candidate.option === option) ??
      fail(`La opción «${EXTRA_OPTION_LABELS[option]}» no está disponible para este producto.`);
    const value = options[option];
    if (isChoiceOption(option) && typeof value === 'string' && !Object.hasOwn(CHOICE_VALUES[option], value)) {
      fail(`«${value.slice(0, 50)}» no es una opción de «${EXTRA_OPTION_LABELS[option]}».`);
    }
    // «Doble de queso» with the cheddar already above its default says what the quantity says: charged once, there.
    const part = option.startsWith('double_') ? ingredientOfFlag(product, option) : undefined;
    if (part && (ingredients.get(part.id) ?? part.defaultQuantity) > part.defaultQuantity) return [];
    return offer.priceCents > 0 ? [{ label: EXTRA_OPTION_LABELS[option], cents: offer.priceCents }] : [];
  });
}

const KIND_NAMES: Record<ComponentKind, string> = {
  starter: 'primero',
  dish: 'plato',
  drink: 'bebida',
  dessert: 'postre',
  coffee: 'café',
};

/** «3 bebidas»: a count of a kind, for the limit below. */
function countOf(kind: ComponentKind, count: number): string {
  return `${count} ${KIND_NAMES[kind]}${count === 1 ? '' : 's'}`;
}

/** «Ese plato», «Esa bebida»: the kind with its demonstrative, for the messages below. */
const THAT_KIND: Record<ComponentKind, string> = {
  starter: 'Ese primero',
  dish: 'Ese plato',
  drink: 'Esa bebida',
  dessert: 'Ese postre',
  coffee: 'Ese café',
};

function priceMenuChoices(product: CatalogueProduct, selection: ProductSelection): PriceLine[] {
  const isMenu = compositionOf(product) === 'menu';
  if (isMenu && selection.dessert !== null && selection.coffee !== null)
    fail('El menú lleva postre o café, no los dos.');
  const lines = MENU_KINDS.flatMap((kind) => {
    const id = selection[kind];
    if (id === null) return [];
    if (!isMenu) fail(`Este producto no tiene ${KIND_NAMES[kind]} a elegir.`);
    // The catalogue leaves out components sold out now: the words fit them and a forged id alike.
    const choice =
      componentsOf(product, kind).find((component) => component.productId === id) ??
      fail(`${THAT_KIND[kind]} no está disponible en este menú.`);
    return choice.extraPriceCents > 0 ? [{ label: `${choice.name} (suplemento)`, cents: choice.extraPriceCents }] : [];
  });
  checkCoffeeAlcohol(product, selection);
  return lines;
}

/** A menu's alcohol goes in its coffee: only with a coffee chosen that takes it. */
function checkCoffeeAlcohol(product: CatalogueProduct, selection: ProductSelection): void {
  if (!selection.extraOptions.coffee_alcohol || compositionOf(product) !== 'menu') return;
  if (selection.coffee === null) fail('El alcohol va en el café: elige un café para añadirlo.');
  if (!coffeeTakesAlcohol(product, selection.coffee)) fail('Ese café no se sirve con alcohol.');
}

function pricePending(product: CatalogueProduct, kind: RepertoireKind, pending: ItemQuantity[]): PriceLine[] {
  if (pending.length === 0) return [];
  if (compositionOf(product) !== 'repertoire') fail(`Este producto no tiene ${KIND_NAMES[kind]} a elegir.`);
  const limit = repertoireLimit(product, kind);
  if (pending.reduce((total, item) => total + item.quantity, 0) > limit) {
    fail(`Como máximo puedes elegir ${countOf(kind, limit)}.`);
  }
  return pending.flatMap((item) => {
    const choice =
      componentsOf(product, kind).find((component) => component.productId === item.productId) ??
      fail(`${THAT_KIND[kind]} no está disponible en este producto.`);
    if (item.quantity > choice.maxQuantity) fail(`Como máximo puedes pedir ${choice.maxQuantity} de ${choice.name}.`);
    return choice.extraPriceCents > 0
      ? [{ label: `${choice.name} × ${item.quantity}`, cents: choice.extraPriceCents * item.quantity }]
      : [];
  });
}

/** Components the buyer does not choose (a combo's contents) cost only what they carry. */
function priceIncluded(product: CatalogueProduct): PriceLine[] {
  return product.components
    .filter((component) => !isChosenKind(product, component.kind) && component.extraPriceCents > 0)
    .map((component) => ({
      label: `${component.name} × ${component.quantity}`,
      cents: component.extraPriceCents * component.quantity,
    }));
}

/**
 * Checks `selection` (possibly client input) against `product` and prices it.
 * Throws PricingError, with a Spanish message, for anything the product does
 * not offer. Completeness (a menu without a drink) is selectionProblems'.
 */
export function priceSelection(product: CatalogueProduct, selection: ProductSelection): PriceBreakdown {
  const chosen = selection;
  if (chosen.productId !== product.id || chosen.kind !== selectionKindOf(product.category)) {
    fail('La selección no corresponde a este producto.');
  }
  if (chosen.quantity > MAX_PRODUCT_QUANTITY) fail(`Como máximo puedes pedir ${MAX_PRODUCT_QUANTITY} unidades.`);
  if (chosen.gift && !product.isChildrensMenu) fail('Solo los menús infantiles llevan regalo.');
  if (chosen.childId !== null && !product.isChildrensMenu) fail('Solo los menús infantiles se piden para un niño.');
  const lines: PriceLine[] = [
    { label: product.name, cents: product.priceCents },
    ...priceParts(product.ingredients, chosen.ingredients, chosen.noIngredients, {
      unknown: 'Hay un ingrediente que no es de este producto.',
      none: 'Has pedido el producto sin ingredientes y has elegido ingredientes.',
      onlyOne: product.onlyOneIngredient ? 'Solo puedes elegir un ingrediente.' : undefined,
    }),
    ...priceParts(product.sauces, chosen.sauces, chosen.noSauces, {
      unknown: 'Hay una salsa que no es de este producto.',
      none: 'Has pedido el producto sin salsas y has elegido salsas.',
    }),
    ...priceOptions(product, chosen),
    ...priceMenuChoices(product, chosen),
    ...pricePending(product, 'drink', chosen.pendingDrinks),
    ...pricePending(product, 'dessert', chosen.pendingDesserts),
    ...priceIncluded(product),
  ];
  const unitCents = lines.reduce((total, line) => total + line.cents, 0);
  return { unitCents, totalCents: unitCents * chosen.quantity, lines };
}
