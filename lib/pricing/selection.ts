// The selection of one product, as the builder produces it, the cart stores it
// and the server receives it; and what a product lets its buyer choose. Shared
// by the builder (lib/catalogue/builder.ts) and the pricing (./product-price.ts).
import { EXTRA_OPTIONS, type ComponentKind, type ExtraOption } from '@/lib/vocabulary/catalogue';
import type { CatalogueProduct, ProductChoice } from '@/lib/vocabulary/catalogue-types';
import type { ItemQuantity, ProductSelection } from './selection-json';

// The wire form, the serializer and the plain selection, apart for the cart's code on every page.
export * from './selection-json';

/** Extra options that hold a short text choice instead of a flag. */
export const CHOICE_OPTIONS = ['egg', 'vegetables', 'spirit', 'infusion'] as const;
export type ChoiceOption = (typeof CHOICE_OPTIONS)[number];

/**
 * The values each choice option takes, with their words: the builder offers
 * these and the server refuses any other (the kitchen must know which
 * infusion to make and which spirit goes in the coffee).
 */
export const CHOICE_VALUES: Record<ChoiceOption, Readonly<Record<string, string>>> = {
  egg: { frito: 'frito' },
  vegetables: { plancha: 'a la plancha', vapor: 'al vapor' },
  spirit: { brandy: 'brandy', ron: 'ron', anis: 'anís', whisky: 'whisky' },
  infusion: { manzanilla: 'manzanilla', 'poleo-menta': 'poleo menta', 'te-verde': 'té verde', 'te-negro': 'té negro' },
};

/** The words of a choice option's value ("poleo-menta" → "poleo menta"); an unknown one as it is. */
export function choiceValueLabel(option: ChoiceOption, value: string): string {
  return Object.hasOwn(CHOICE_VALUES[option], value) ? CHOICE_VALUES[option][value]! : value;
}
export type FlagOption = Exclude<ExtraOption, 'observation' | ChoiceOption>;
export const FLAG_OPTIONS = EXTRA_OPTIONS.filter(
  (option): option is FlagOption => option !== 'observation' && !isChoiceOption(option),
);

export function isChoiceOption(option: string): option is ChoiceOption {
  return (CHOICE_OPTIONS as readonly string[]).includes(option);
}

export function isExtraOption(option: string): option is ExtraOption {
  return (EXTRA_OPTIONS as readonly string[]).includes(option);
}

export const OBSERVATION_MAX_LENGTH = 250;
export const CHOICE_OPTION_MAX_LENGTH = 50;

/** Flags that contradict each other: setting one clears the other; the server refuses both. */
export const EXCLUSIVE_OPTIONS: ReadonlyArray<readonly [FlagOption, FlagOption]> = [
  ['medium_spicy', 'very_spicy'],
  ['double_cheese', 'no_cheese'],
  ['double_bacon', 'no_bacon'],
];

export const EXTRA_OPTION_LABELS: Record<ExtraOption, string> = {
  observation: 'Observaciones',
  egg: 'Huevo',
  vegetables: 'Verduras',
  spirit: 'Licor',
  infusion: 'Infusión',
  no_garlic: 'Sin ajo',
  no_white_pepper: 'Sin pimienta blanca',
  no_chives: 'Sin cebollino',
  no_lemon: 'Sin limón',
  no_peanut: 'Sin cacahuete',
  no_cream: 'Sin nata',
  no_syrup: 'Sin sirope',
  no_ice: 'Sin hielo',
  no_mayonnaise: 'Sin mayonesa',
  no_sesame: 'Sin sésamo',
  medium_spicy: 'Picante medio',
  very_spicy: 'Muy picante',
  no_lemon_drink: 'Sin limón en la bebida',
  no_orange_drink: 'Sin naranja en la bebida',
  no_cheese: 'Sin queso',
  no_tomato: 'Sin tomate',
  no_bacon: 'Sin bacon',
  no_lettuce: 'Sin lechuga',
  double_bacon: 'Doble de bacon',
  double_cheese: 'Doble de queso',
  no_onion: 'Sin cebolla',
  coffee_alcohol: 'Con alcohol',
};

/** Whether the line carries alcohol: the product, or an alcoholic component it includes or its buyer chose. */
export function carriesAlcohol(product: CatalogueProduct, selection: ProductSelection): boolean {
  if (product.isAlcoholic || selection.extraOptions.coffee_alcohol) return true;
  const chosen = new Set([selection.drink, ...selection.pendingDrinks.map((item) => item.productId)]);
  return product.components.some(
    (component) => component.isAlcoholic && (chosen.has(component.productId) || component.kind !== 'drink'),
  );
}

/**
 * How a product is made of others: a menu chooses one of each kind it offers
 * (and a dessert or a coffee, not both); a repertoire includes its other
 * components and lets its buyer choose drinks and desserts up to their limit;
 * a combo (or anything else with components) includes them all as they are.
 */
export type Composition = 'menu' | 'repertoire' | 'combo' | 'single';

export function compositionOf(product: CatalogueProduct): Composition {
  switch (product.category) {
    case 'menu':
    case 'daily_menu':
      return 'menu';
    case 'repertoire':
      return 'repertoire';
    case 'combo':
      return 'combo';
    default:
      return 'single';
  }
}

export const MENU_KINDS = ['starter', 'dish', 'drink', 'dessert', 'coffee'] as const satisfies readonly ComponentKind[];
export const REPERTOIRE_KINDS = ['drink', 'dessert'] as const satisfies readonly ComponentKind[];
export type RepertoireKind = (typeof REPERTOIRE_KINDS)[number];

/** Whether the buyer chooses the components of this kind (else they are included as they are). */
export function isChosenKind(product: CatalogueProduct, kind: ComponentKind): boolean {
  const composition = compositionOf(product);
  return (
    composition === 'menu' || (composition === 'repertoire' && (REPERTOIRE_KINDS as readonly string[]).includes(kind))
  );
}

export function componentsOf(product: CatalogueProduct, kind: ComponentKind): ProductChoice[] {
  return product.components.filter((component) => component.kind === kind);
}

/**
 * Whether a menu's chosen coffee can take a dash of liquor (spec section 9:
 * "adding alcohol to the coffee option adds 0,50 euro", a menu's coffee too).
 */
export function coffeeTakesAlcohol(product: CatalogueProduct, coffee: number | null): boolean {
  return componentsOf(product, 'coffee').some((choice) => choice.productId === coffee && choice.allowsCoffeeAlcohol);
}

/** Most units of a kind a repertoire lets its buyer choose in all: the largest maxQuantity of the kind. */
export function repertoireLimit(product: CatalogueProduct, kind: RepertoireKind): number {
  return Math.max(0, ...componentsOf(product, kind).map((component) => component.maxQuantity));
}

function sum(items: ItemQuantity[]): number {
  return items.reduce((total, item) => total + item.quantity, 0);
}

/**
 * What is still missing for the product to be ordered, in Spanish. Structural
 * problems (unknown ids, too many units) are priceSelection's; these are the
 * choices the buyer has yet to make.
 */
/**
 * Flags that say what an ingredient's own control says («Sin queso», «Doble
 * de bacon»). On a product that has that ingredient, the ingredient is the one
 * source of truth (issue 13): the builder does not offer the flag, and the
 * server refuses a selection where the two disagree.
 */
const FLAG_INGREDIENT: Partial<Record<FlagOption, string>> = {
  no_cheese: 'queso',
  double_cheese: 'queso',
  no_bacon: 'bacon',
  double_bacon: 'bacon',
  no_lettuce: 'lechuga',
  no_tomato: 'tomate',
  no_onion: 'cebolla',
};

/** The product's ingredient that a flag duplicates, if it has one (matched by the ingredient's slug). */
export function ingredientOfFlag<Part extends { slug: string }>(
  product: { ingredients: readonly Part[] },
  option: ExtraOption,
): Part | undefined {
  const stem = FLAG_INGREDIENT[option as FlagOption];
  return stem ? product.ingredients.find((part) => part.slug === stem || part.slug.startsWith(`${stem}-`)) : undefined;
}

/** A flag against its ingredient's quantity: «Sin queso» with cheese, or «Doble de queso» without any. */
function flagContradictions(product: CatalogueProduct, selection: ProductSelection): string[] {
  const problems: string[] = [];
  for (const option of FLAG_OPTIONS) {
    if (!selection.extraOptions[option]) continue;
    const part = ingredientOfFlag(product, option);
    if (!part) continue;
    const quantity = selection.noIngredients
      ? 0
      : (selection.ingredients.find((item) => item.productId === part.id)?.quantity ?? part.defaultQuantity);
    const isRemoval = option.startsWith('no_');
    if (isRemoval ? quantity > 0 : quantity === 0)
      problems.push(
        `«${EXTRA_OPTION_LABELS[option]}» no casa con ${part.name.toLowerCase()} ×${quantity} en los ingredientes: elige la cantidad en los ingredientes.`,
      );
  }
  return problems;
}

/**
 * The groups of choices the buyer must take one of (what selectionProblems
 * asks for): a menu's starter, dish and drink, and its dessert or coffee; a
 * repertoire's drinks and desserts. Empty groups are left out.
 */
export function requiredChoiceGroups(product: CatalogueProduct): ProductChoice[][] {
  const composition = compositionOf(product);
  const groups: ComponentKind[][] =
    composition === 'menu'
      ? [['starter'], ['dish'], ['drink'], ['dessert', 'coffee']]
      : composition === 'repertoire'
        ? [['drink'], ['dessert']]
        : [];
  return groups
    .map((kinds) => kinds.flatMap((kind) => componentsOf(product, kind)))
    .filter((choices) => choices.length > 0);
}

export function selectionProblems(product: CatalogueProduct, selection: ProductSelection): string[] {
  const problems: string[] = [];
  const offers = (kind: ComponentKind) => componentsOf(product, kind).length > 0;
  const composition = compositionOf(product);
  if (composition === 'menu') {
    if (offers('starter') && selection.starter === null) problems.push('Elige un primero.');
    if (offers('dish') && selection.dish === null) problems.push('Elige un plato.');
    if (offers('drink') && selection.drink === null) problems.push('Elige una bebida.');
    if (selection.dessert === null && selection.coffee === null) {
      if (offers('dessert') && offers('coffee')) problems.push('Elige un postre o un café.');
      else if (offers('dessert')) problems.push('Elige un postre.');
      else if (offers('coffee')) problems.push('Elige un café.');
    }
  }
  if (composition === 'repertoire') {
    if (offers('drink') && sum(selection.pendingDrinks) === 0) problems.push('Elige una bebida.');
    if (offers('dessert') && sum(selection.pendingDesserts) === 0) problems.push('Elige un postre.');
  }
  const offersOption = (option: ExtraOption) => product.extraOptions.some((offer) => offer.option === option);
  if (offersOption('infusion') && !selection.extraOptions.infusion) problems.push('Elige la infusión.');
  if (offersOption('spirit') && selection.extraOptions.coffee_alcohol && !selection.extraOptions.spirit) {
    problems.push('Elige el licor del café.');
  }
  if (product.onlyOneIngredient && product.ingredients.length > 0 && !selection.noIngredients) {
    const quantities = new Map(product.ingredients.map((part) => [part.id, part.defaultQuantity]));
    for (const item of selection.ingredients) quantities.set(item.productId, item.quantity);
    if (![...quantities.values()].some((quantity) => quantity > 0)) problems.push('Elige un ingrediente.');
  }
  problems.push(...flagContradictions(product, selection));
  return problems;
}
