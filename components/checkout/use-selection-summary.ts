'use client';

import { useTranslations } from 'next-intl';
import { isExtraOption, type ProductSelection } from '@/lib/pricing/selection';
import { useChoiceWords } from '@/lib/hooks/use-choice-words';

const CHOSEN_KINDS = ['starter', 'dish', 'drink', 'dessert', 'coffee'] as const;
const LIST = new Intl.ListFormat('es', { style: 'long', type: 'conjunction' });
const count = (items: { quantity: number }[]) => items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * A short Spanish description of a cart line's selection. The cart item
 * carries the product's name only, not its components', so chosen components
 * are told by kind and count, and extra options by their names.
 */
export function useSelectionSummary(): (selection: ProductSelection) => string[] {
  const t = useTranslations('Cart.summary');
  const tOptions = useTranslations('ExtraOptions');
  const words = useChoiceWords();
  return (selection) => {
    const parts: string[] = [];
    const kinds = CHOSEN_KINDS.filter((kind) => selection[kind] !== null).map((kind) => t(`kinds.${kind}`));
    if (kinds.length) parts.push(t('choices', { kinds: LIST.format(kinds) }));
    if (selection.pendingDrinks.length) parts.push(t('drinks', { count: count(selection.pendingDrinks) }));
    if (selection.pendingDesserts.length) parts.push(t('desserts', { count: count(selection.pendingDesserts) }));
    if (selection.noIngredients) parts.push(t('noIngredients'));
    else if (selection.ingredients.length) parts.push(t('ingredients', { count: selection.ingredients.length }));
    if (selection.noSauces) parts.push(t('noSauces'));
    else if (selection.sauces.length) parts.push(t('sauces', { count: selection.sauces.length }));
    for (const [option, value] of Object.entries(selection.extraOptions)) {
      if (!isExtraOption(option) || option === 'observation' || !value) continue;
      parts.push(
        typeof value === 'string'
          ? t('choice', { option: tOptions(option), value: words(option, value) })
          : tOptions(option),
      );
    }
    if (selection.gift) parts.push(t('gift'));
    if (selection.extraOptions.observation) parts.push(t('observation', { text: selection.extraOptions.observation }));
    return parts;
  };
}
