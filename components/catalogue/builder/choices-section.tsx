'use client';

import { useTranslations } from 'next-intl';
import type { BuilderAction, BuilderState } from '@/lib/catalogue/builder';
import {
  coffeeTakesAlcohol,
  compositionOf,
  componentsOf,
  MENU_KINDS,
  repertoireLimit,
  REPERTOIRE_KINDS,
} from '@/lib/pricing/product-price';
import { formatEuros } from '@/lib/pricing/money';
import { Stepper } from '@/components/ui/stepper';
import { ChoiceOptionSelect } from './options-section';
import type { AllergenCode } from '@/lib/vocabulary/catalogue';
import type { ProductAllergenInfo } from '@/lib/vocabulary/catalogue-types';

/** «Lleva gluten» / «Trazas de lácteos» beside a choice, for the allergens the customer filters by. */
function FlaggedAllergens({
  allergens,
  flagged,
  name,
}: {
  allergens: ProductAllergenInfo[];
  flagged: AllergenCode[];
  name: (code: AllergenCode) => string;
}) {
  const t = useTranslations('Builder');
  const hits = allergens.filter((allergen) => flagged.includes(allergen.code));
  if (hits.length === 0) return null;
  const names = (level: ProductAllergenInfo['level']) =>
    hits
      .filter((allergen) => allergen.level === level)
      .map((allergen) => name(allergen.code).toLocaleLowerCase('es'))
      .join(', ');
  const contains = names('contains');
  const traces = names('traces');
  return (
    <span className="text-sm font-semibold text-red-800" data-testid="choice-flagged">
      {[contains && t('flaggedContains', { allergens: contains }), traces && t('flaggedTraces', { allergens: traces })]
        .filter(Boolean)
        .join(' · ')}
    </span>
  );
}

/** What a menu lets the buyer choose, what a repertoire adds, what a combo includes. */
export function ChoicesSection({
  state,
  dispatch,
  flagged = [],
}: {
  state: BuilderState;
  dispatch: (action: BuilderAction) => void;
  /** The allergens the customer filters by: a choice that has one says which, beside its name. */
  flagged?: AllergenCode[];
}) {
  const t = useTranslations('Builder');
  const tAllergens = useTranslations('Allergens');
  const tOptions = useTranslations('ExtraOptions');
  const product = state.product;
  if (!product || product.components.length === 0) return null;
  const composition = compositionOf(product);
  const extra = (cents: number) => (cents > 0 ? ` (${t('extraPrice', { price: formatEuros(cents) })})` : '');

  if (composition === 'menu') {
    const offersBoth = componentsOf(product, 'dessert').length > 0 && componentsOf(product, 'coffee').length > 0;
    const alcohol = product.extraOptions.find((offer) => offer.option === 'coffee_alcohol');
    return (
      <div className="space-y-5">
        {offersBoth ? <p className="text-sm text-muted">{t('dessertOrCoffee')}</p> : null}
        {MENU_KINDS.map((kind) => {
          const options = componentsOf(product, kind);
          if (options.length === 0) return null;
          return (
            <fieldset key={kind} className="space-y-2">
              <legend className="text-lg font-semibold">{t(`kinds.${kind}`)}</legend>
              {options.map((option) => (
                <label key={option.productId} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name={`builder-${kind}`}
                    className="h-5 w-5 shrink-0 accent-brand"
                    checked={state[kind] === option.productId}
                    onChange={() => dispatch({ type: 'choose', kind, productId: option.productId })}
                  />
                  {option.name}
                  <span className="text-sm text-muted">{extra(option.extraPriceCents)}</span>
                  <FlaggedAllergens allergens={option.allergens} flagged={flagged} name={tAllergens} />
                </label>
              ))}
              {kind === 'coffee' && alcohol && coffeeTakesAlcohol(product, state.coffee) ? (
                <label className="ml-8 flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    className="h-5 w-5 shrink-0 accent-brand"
                    checked={state.extraOptions.coffee_alcohol}
                    onChange={(event) =>
                      dispatch({ type: 'setOption', option: 'coffee_alcohol', value: event.target.checked })
                    }
                  />
                  {tOptions('coffee_alcohol')}
                  <span className="text-sm text-muted">{extra(alcohol.priceCents)}</span>
                </label>
              ) : null}
              {kind === 'coffee' &&
              state.extraOptions.coffee_alcohol &&
              coffeeTakesAlcohol(product, state.coffee) &&
              product.extraOptions.some((offer) => offer.option === 'spirit') ? (
                <div className="ml-8">
                  <ChoiceOptionSelect option="spirit" label={t('spirit')} state={state} dispatch={dispatch} />
                </div>
              ) : null}
            </fieldset>
          );
        })}
      </div>
    );
  }

  const included = product.components.filter(
    (component) => composition !== 'repertoire' || !(REPERTOIRE_KINDS as readonly string[]).includes(component.kind),
  );
  return (
    <div className="space-y-5">
      {included.length > 0 ? (
        <div>
          <h3 className="text-lg font-semibold">{t('included')}</h3>
          <ul className="mt-2 list-inside list-disc">
            {included.map((component) => (
              <li key={`${component.kind}-${component.productId}`}>
                {component.quantity > 1 ? `${component.quantity} × ` : ''}
                {component.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {composition === 'repertoire'
        ? REPERTOIRE_KINDS.map((kind) => {
            const options = componentsOf(product, kind);
            if (options.length === 0) return null;
            const pending = kind === 'drink' ? state.pendingDrinks : state.pendingDesserts;
            return (
              <fieldset key={kind} className="space-y-2">
                <legend className="text-lg font-semibold">
                  {kind === 'drink' ? t('pendingDrinks') : t('pendingDesserts')}{' '}
                  <span className="text-sm font-normal text-muted">
                    {t('upTo', { count: repertoireLimit(product, kind) })}
                  </span>
                </legend>
                <ul className="space-y-2">
                  {options.map((option) => {
                    const quantity = pending.find((item) => item.productId === option.productId)?.quantity ?? 0;
                    return (
                      <li key={option.productId} className="flex items-center justify-between gap-3">
                        <span>
                          {option.name}
                          <span className="text-sm text-muted">{extra(option.extraPriceCents)}</span>{' '}
                          <FlaggedAllergens allergens={option.allergens} flagged={flagged} name={tAllergens} />
                        </span>
                        <Stepper
                          label={option.name}
                          value={quantity}
                          max={option.maxQuantity}
                          onChange={(next) =>
                            dispatch({
                              type: next > quantity ? 'choosePending' : 'unchoosePending',
                              kind,
                              productId: option.productId,
                            })
                          }
                        />
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            );
          })
        : null}
    </div>
  );
}
