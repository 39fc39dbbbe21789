'use client';

import { useTranslations } from 'next-intl';
import type { BuilderAction, BuilderState, PartList } from '@/lib/catalogue/builder';
import { formatEuros } from '@/lib/pricing/money';
import { Stepper } from '@/components/ui/stepper';

/** Ingredients or sauces: steppers, or one radio group in only-one mode, and the "without" flag. */
export function PartsSection({
  list,
  state,
  dispatch,
}: {
  list: PartList;
  state: BuilderState;
  dispatch: (action: BuilderAction) => void;
}) {
  const t = useTranslations('Builder');
  const items = state[list];
  if (items.length === 0) return null;
  const isOnlyOne = list === 'ingredients' && state.product?.onlyOneIngredient;
  const isNone = list === 'ingredients' ? state.noIngredients : state.noSauces;
  const heading = list === 'ingredients' ? t('ingredients') : t('sauces');
  // A surcharge shows only where it can be charged: units beyond what the product includes (issue 13).
  const extra = (item: (typeof items)[number]) =>
    item.extraPriceCents > 0 && item.maxQuantity > item.defaultQuantity
      ? ` (${t(item.defaultQuantity > 0 ? 'extraUnitPrice' : 'extraPrice', { price: formatEuros(item.extraPriceCents) })})`
      : '';

  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">{isOnlyOne ? `${heading}: ${t('chooseIngredient')}` : heading}</legend>
      {isOnlyOne ? (
        <div className="space-y-2">
          {items.map((item) => (
            <label key={item.productId} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name={`builder-${list}`}
                className="h-5 w-5 shrink-0 accent-brand"
                checked={item.quantity > 0}
                onChange={() => dispatch({ type: 'chooseIngredient', productId: item.productId })}
              />
              {item.name}
              {extra(item)}
            </label>
          ))}
        </div>
      ) : (
        // A row per part, divided: a price note on two lines stays with its own part on a phone.
        <ul className="divide-y divide-line">
          {items.map((item) =>
            item.maxQuantity <= 1 ? (
              <li key={item.productId} className="py-1">
                {/* The whole row is the checkbox's label: a thumb-sized target. */}
                <label className="flex min-h-11 items-center justify-between gap-3">
                  <span>
                    {item.name}
                    <span className="text-sm text-muted">{extra(item)}</span>
                  </span>
                  <input
                    type="checkbox"
                    aria-label={item.name}
                    className="h-5 w-5 shrink-0 accent-brand"
                    checked={item.quantity > 0}
                    onChange={(event) =>
                      dispatch({
                        type: 'setItemQuantity',
                        list,
                        productId: item.productId,
                        quantity: event.target.checked ? 1 : 0,
                      })
                    }
                  />
                </label>
              </li>
            ) : (
              <li key={item.productId} className="flex min-h-11 items-center justify-between gap-3 py-1">
                <span>
                  {item.name}
                  <span className="text-sm text-muted">{extra(item)}</span>
                </span>
                <Stepper
                  label={item.name}
                  value={item.quantity}
                  max={item.maxQuantity}
                  onChange={(quantity) =>
                    dispatch({ type: 'setItemQuantity', list, productId: item.productId, quantity })
                  }
                />
              </li>
            ),
          )}
        </ul>
      )}
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="h-5 w-5 shrink-0 accent-brand"
            checked={isNone}
            onChange={(event) =>
              dispatch(
                list === 'ingredients'
                  ? { type: 'setNoIngredients', value: event.target.checked }
                  : { type: 'setNoSauces', value: event.target.checked },
              )
            }
          />
          {list === 'ingredients' ? t('noIngredients') : t('noSauces')}
        </label>
        {!isOnlyOne && items.length > 1 ? (
          <button
            type="button"
            className="min-h-11 font-semibold text-brand underline"
            onClick={() => dispatch({ type: 'defaultAllToOne', list })}
          >
            {t('defaultAll')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
