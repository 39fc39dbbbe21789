// The price of one product as its buyer composed it, in integer cents. The
// builder's preview and the server use this same module; the server passes
// client input, so everything is checked against the product first.
import { EXTRA_OPTIONS, type ComponentKind, type ExtraOption } from '@/lib/vocabulary/catalogue';
import type { CatalogueProduct, ProductPart } from '@/lib/vocabulary/catalogue-types';
import {
  CHOICE_OPTION_MAX_LENGTH,
  EXCLUSIVE_OPTIONS,
  EXTRA_OPTION_LABELS,
  MAX_PRODUCT_QUANTITY,
  MENU_KINDS,
  OBSERVATION_MAX_LENGTH,
  componentsOf,
  compositionOf,
  isChoiceOption,
  isChosenKind,
  isExtraOption,
  repertoireLimit,
  type ItemQuantity,
  type ProductSelection,
  type RepertoireKind,
  type SelectedExtraOptions,
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

const INVALID = 'La selección no es válida.';

function fail(message: string): never {
  throw new PricingError(message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readInteger(value: unknown, min: number): number {
  return Number.isSafeInteger(value) && (value as number) >= min ? (value as number) : fail(INVALID);
}

function readId(value: unknown): number | null {
  return value === null || value === undefined ? null : readInteger(value, 1);
}

function readBoolean(value: unknown): boolean {
  return value === undefined ? false : typeof value === 'boolean' ? value : fail(INVALID);
}

function readItems(value: unknown): ItemQuantity[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) fail(INVALID);
  const items = value.map((item: unknown) =>
    isRecord(item)
      ? { product_id: readInteger(item.product_id, 1), quantity: readInteger(item.quantity, 0) }
      : fail(INVALID),
  );
  if (new Set(items.map((item) => item.product_id)).size !== items.length) fail(INVALID);
  return items.sort((a, b) => a.product_id - b.product_id);
}

function readText(value: unknown, max: number): string {
  if (typeof value !== 'string') fail(INVALID);
  const text = value.trim();
  return text.length > max ? fail(INVALID) : text;
}

function readExtraOptions(value: unknown): SelectedExtraOptions {
  if (value === undefined) return {};
  if (!isRecord(value)) fail(INVALID);
  const options: Record<string, string | true> = {};
  for (const key of Object.keys(value)) if (!isExtraOption(key)) fail(INVALID);
  for (const option of EXTRA_OPTIONS) {
    const raw = value[option];
    if (raw === undefined || raw === null || raw === false) continue;
    if (option === 'observation' || isChoiceOption(option)) {
      const text = readText(raw, option === 'observation' ? OBSERVATION_MAX_LENGTH : CHOICE_OPTION_MAX_LENGTH);
      if (text) options[option] = text;
    } else if (raw === true) options[option] = true;
    else fail(INVALID);
  }
  return options as SelectedExtraOptions;
}

/** The shape of a selection from untrusted JSON, in canonical form; throws PricingError. */
export function parseSelection(input: unknown): ProductSelection {
  if (!isRecord(input)) fail(INVALID);
  return {
    product_id: readInteger(input.product_id, 1),
    quantity: readInteger(input.quantity, 1),
    ingredients: readItems(input.ingredients),
    sauces: readItems(input.sauces),
    noIngredients: readBoolean(input.noIngredients),
    noSauces: readBoolean(input.noSauces),
    starter: readId(input.starter),
    dish: readId(input.dish),
    drink: readId(input.drink),
    dessert: readId(input.dessert),
    coffee: readId(input.coffee),
    pendingDrinks: readItems(input.pendingDrinks).filter((item) => item.quantity > 0),
    pendingDesserts: readItems(input.pendingDesserts).filter((item) => item.quantity > 0),
    extraOptions: readExtraOptions(input.extraOptions),
    gift: readBoolean(input.gift),
  };
}

type PartWords = { unknown: string; none: string; onlyOne?: string };

/** Units above the default cost extraPriceCents each; fewer than the default cost nothing less. */
function priceParts(parts: ProductPart[], chosen: ItemQuantity[], none: boolean, words: PartWords): PriceLine[] {
  const quantities = new Map(parts.map((part) => [part.id, none ? 0 : part.defaultQuantity]));
  for (const item of chosen) {
    const part = parts.find((candidate) => candidate.id === item.product_id) ?? fail(words.unknown);
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

function priceOptions(product: CatalogueProduct, options: SelectedExtraOptions): PriceLine[] {
  const set = Object.keys(options) as ExtraOption[];
  for (const [one, other] of EXCLUSIVE_OPTIONS) {
    if (set.includes(one) && set.includes(other)) {
      fail(`«${EXTRA_OPTION_LABELS[one]}» y «${EXTRA_OPTION_LABELS[other]}» no se pueden pedir juntas.`);
    }
  }
  return set.flatMap((option) => {
    const offer =
      product.extraOptions.find((candidate) => candidate.option === option) ??
      fail(`La opción «${EXTRA_OPTION_LABELS[option]}» no está disponible para este producto.`);
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

function priceMenuChoices(product: CatalogueProduct, selection: ProductSelection): PriceLine[] {
  const isMenu = compositionOf(product) === 'menu';
  if (isMenu && selection.dessert !== null && selection.coffee !== null)
    fail('El menú lleva postre o café, no los dos.');
  return MENU_KINDS.flatMap((kind) => {
    const id = selection[kind];
    if (id === null) return [];
    if (!isMenu) fail(`Este producto no tiene ${KIND_NAMES[kind]} a elegir.`);
    const choice =
      componentsOf(product, kind).find((component) => component.product_id === id) ??
      fail(`Ese ${KIND_NAMES[kind]} no es de este menú.`);
    return choice.extraPriceCents > 0 ? [{ label: `${choice.name} (suplemento)`, cents: choice.extraPriceCents }] : [];
  });
}

function pricePending(product: CatalogueProduct, kind: RepertoireKind, pending: ItemQuantity[]): PriceLine[] {
  if (pending.length === 0) return [];
  if (compositionOf(product) !== 'repertoire') fail(`Este producto no tiene ${KIND_NAMES[kind]} a elegir.`);
  const limit = repertoireLimit(product, kind);
  if (pending.reduce((total, item) => total + item.quantity, 0) > limit) {
    fail(`Como máximo puedes elegir ${limit} de ${KIND_NAMES[kind]}.`);
  }
  return pending.flatMap((item) => {
    const choice =
      componentsOf(product, kind).find((component) => component.product_id === item.product_id) ??
      fail(`Ese ${KIND_NAMES[kind]} no es de este producto.`);
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
  const chosen = parseSelection(selection);
  if (chosen.product_id !== product.id) fail('La selección no corresponde a este producto.');
  if (chosen.quantity > MAX_PRODUCT_QUANTITY) fail(`Como máximo puedes pedir ${MAX_PRODUCT_QUANTITY} unidades.`);
  if (chosen.gift && !product.isChildrensMenu) fail('Solo los menús infantiles llevan regalo.');
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
    ...priceOptions(product, chosen.extraOptions),
    ...priceMenuChoices(product, chosen),
    ...pricePending(product, 'drink', chosen.pendingDrinks),
    ...pricePending(product, 'dessert', chosen.pendingDesserts),
    ...priceIncluded(product),
  ];
  const unitCents = lines.reduce((total, line) => total + line.cents, 0);
  return { unitCents, totalCents: unitCents * chosen.quantity, lines };
}
