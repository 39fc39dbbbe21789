import {
  EXTRA_OPTION_LABELS,
  choiceValueLabel,
  ingredientOfFlag,
  isChoiceOption,
  isExtraOption,
  type ProductSelection,
} from '@/lib/pricing/selection';
import type { ProductChoice, ProductPart } from '@/lib/vocabulary/catalogue-types';

// What a customer reads under a line of the cart, the checkout, the
// confirmation, the history and the e-mail (issue 13): the changes from the
// dish as it comes and the choices by name, in plain Spanish:
// "Sin lechuga · Doble de queso cheddar · Salsa: kétchup · Bebida: Coca-Cola Zero · Postre: flan".
// Pure: the cart describes from the catalogue copy, the order describes once
// when it is placed and keeps the words with the line.

type Part = Pick<ProductPart, 'id' | 'slug' | 'name' | 'defaultQuantity'>;
/** What describing needs of a product (a CatalogueProduct has it all). */
export type DescribedProduct = {
  ingredients: readonly Part[];
  sauces: readonly Part[];
  components: readonly Pick<ProductChoice, 'productId' | 'name'>[];
};

/** The word before a menu's choice: «Primero: Ensalada mixta». */
export const MENU_WORDS = {
  starter: 'Primero',
  dish: 'Plato',
  drink: 'Bebida',
  dessert: 'Postre',
  coffee: 'Café',
} as const;
const LIST = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });

const lower = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
export const times = (quantity: number) => (quantity > 1 ? ` ×${quantity}` : '');

/** One part (ingredient or sauce) against how the product comes; null when unchanged. */
function partChange(part: Part, quantity: number): string | null {
  const byDefault = part.defaultQuantity;
  if (quantity === byDefault) return null;
  if (quantity === 0) return `Sin ${lower(part.name)}`;
  if (byDefault === 0) return `Con ${lower(part.name)}${times(quantity)}`;
  if (quantity === byDefault * 2) return `Doble de ${lower(part.name)}`;
  if (quantity > byDefault) return `${part.name} extra${times(quantity - byDefault)}`;
  return `${part.name} ×${quantity}`;
}

export function describeSelection(
  product: DescribedProduct,
  selection: ProductSelection,
  childName?: string | null,
): string[] {
  const details: string[] = [];
  const quantityOf = (list: ProductSelection['ingredients'], part: Part) =>
    list.find((item) => item.productId === part.id)?.quantity ?? part.defaultQuantity;

  if (selection.noIngredients) details.push('Sin ingredientes');
  else
    for (const part of product.ingredients) {
      const change = partChange(part, quantityOf(selection.ingredients, part));
      if (change) details.push(change);
    }

  if (selection.noSauces) details.push('Sin salsas');
  else {
    // Sauces chosen from none by default read as a choice: "Salsa: kétchup y mostaza".
    const chosen: string[] = [];
    for (const part of product.sauces) {
      const quantity = quantityOf(selection.sauces, part);
      if (part.defaultQuantity === 0 && quantity > 0) chosen.push(`${lower(part.name)}${times(quantity)}`);
      else {
        const change = partChange(part, quantity);
        if (change) details.push(change);
      }
    }
    if (chosen.length) details.push(`${chosen.length > 1 ? 'Salsas' : 'Salsa'}: ${LIST.format(chosen)}`);
  }

  const componentName = (id: number) =>
    product.components.find((component) => component.productId === id)?.name ?? `#${id}`;
  for (const kind of ['starter', 'dish', 'drink', 'dessert', 'coffee'] as const) {
    const id = selection[kind];
    if (id !== null) details.push(`${MENU_WORDS[kind]}: ${componentName(id)}`);
  }
  for (const item of [...selection.pendingDrinks, ...selection.pendingDesserts]) {
    details.push(`${componentName(item.productId)}${times(item.quantity)}`);
  }

  for (const [option, value] of Object.entries(selection.extraOptions)) {
    if (!isExtraOption(option) || option === 'observation' || !value) continue;
    // «Doble de queso» beside the cheddar at 2: the ingredient's line already says it (the cook must not read it twice).
    const part = ingredientOfFlag(product, option);
    if (part && !selection.noIngredients && quantityOf(selection.ingredients, part) !== part.defaultQuantity) continue;
    details.push(
      typeof value === 'string'
        ? `${EXTRA_OPTION_LABELS[option]}: ${isChoiceOption(option) ? choiceValueLabel(option, value) : value}`
        : EXTRA_OPTION_LABELS[option],
    );
  }
  if (childName) details.push(`Para ${childName}`);
  if (selection.gift) details.push('Con regalo');
  if (selection.extraOptions.observation) details.push(`Nota: «${selection.extraOptions.observation}»`);
  return details;
}
