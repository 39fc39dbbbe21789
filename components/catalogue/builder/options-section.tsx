'use client';

import { useTranslations } from 'next-intl';
import type { BuilderAction, BuilderState } from '@/lib/catalogue/builder';
import {
  CHOICE_VALUES,
  compositionOf,
  ingredientOfFlag,
  isChoiceOption,
  OBSERVATION_MAX_LENGTH,
  type FlagOption,
} from '@/lib/pricing/product-price';
import { useChoiceWords } from '@/lib/hooks/use-choice-words';
import { formatEuros } from '@/lib/pricing/money';

/** The extra options the product offers (and only those), the gift of children's menus. */
export function OptionsSection({
  state,
  dispatch,
}: {
  state: BuilderState;
  dispatch: (action: BuilderAction) => void;
}) {
  const t = useTranslations('Builder');
  const tOptions = useTranslations('ExtraOptions');
  const product = state.product;
  if (!product) return null;
  // A menu's coffee alcohol is offered with its coffee (ChoicesSection).
  const offered = product.extraOptions.filter(
    (extra) => extra.option !== 'coffee_alcohol' || compositionOf(product) !== 'menu',
  );
  // A flag that an ingredient's control already says («Sin lechuga» beside Lechuga) is left to the ingredient.
  const flags = offered.filter(
    (extra) =>
      extra.option !== 'observation' && !isChoiceOption(extra.option) && !ingredientOfFlag(product, extra.option),
  );
  const egg = offered.find((extra) => extra.option === 'egg');
  const vegetables = offered.find((extra) => extra.option === 'vegetables');
  const infusion = offered.find((extra) => extra.option === 'infusion');
  // The spirit goes with the coffee's alcohol (a menu's is asked under its coffee).
  const spirit =
    state.extraOptions.coffee_alcohol && compositionOf(product) !== 'menu'
      ? offered.find((extra) => extra.option === 'spirit')
      : undefined;
  const hasObservation = offered.some((extra) => extra.option === 'observation');
  const price = (cents: number) => (cents > 0 ? ` (${t('extraPrice', { price: formatEuros(cents) })})` : '');
  // No heading over nothing: a menu offering only its coffee's spirit asks it under the coffee.
  const shown = [flags.length > 0, egg, vegetables, infusion, spirit, hasObservation, product.isChildrensMenu];
  if (!shown.some(Boolean)) return null;

  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">{t('options')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {flags.map((extra) => {
          const option = extra.option as FlagOption;
          return (
            <label key={option} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="h-5 w-5 shrink-0 accent-brand"
                checked={state.extraOptions[option]}
                onChange={(event) => dispatch({ type: 'setOption', option, value: event.target.checked })}
              />
              {tOptions(option)}
              <span className="text-sm text-muted">{price(extra.priceCents)}</span>
            </label>
          );
        })}
        {egg ? (
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="h-5 w-5 shrink-0 accent-brand"
              checked={state.extraOptions.egg !== null}
              onChange={(event) =>
                dispatch({ type: 'setChoiceOption', option: 'egg', value: event.target.checked ? 'frito' : null })
              }
            />
            {t('eggChoice')}
            <span className="text-sm text-muted">{price(egg.priceCents)}</span>
          </label>
        ) : null}
        {product.isChildrensMenu ? (
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="h-5 w-5 shrink-0 accent-brand"
              checked={state.gift}
              onChange={(event) => dispatch({ type: 'setGift', value: event.target.checked })}
            />
            {t('gift')}
          </label>
        ) : null}
      </div>
      {product.isChildrensMenu ? <p className="text-sm text-muted">{t('giftHint')}</p> : null}
      {infusion ? (
        <ChoiceOptionSelect option="infusion" label={t('infusion')} state={state} dispatch={dispatch} />
      ) : null}
      {spirit ? <ChoiceOptionSelect option="spirit" label={t('spirit')} state={state} dispatch={dispatch} /> : null}
      {vegetables ? (
        <label className="block">
          <span className="font-medium">
            {t('vegetables')}
            <span className="text-sm font-normal text-muted">{price(vegetables.priceCents)}</span>
          </span>
          <select
            className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2"
            value={state.extraOptions.vegetables ?? ''}
            onChange={(event) =>
              dispatch({ type: 'setChoiceOption', option: 'vegetables', value: event.target.value || null })
            }
          >
            <option value="">{t('vegetablesNone')}</option>
            <option value="plancha">{t('vegetablesGrilled')}</option>
            <option value="vapor">{t('vegetablesSteamed')}</option>
          </select>
        </label>
      ) : null}
      {hasObservation ? (
        <label className="block">
          <span className="font-medium">{t('observation')}</span>
          <textarea
            rows={2}
            maxLength={OBSERVATION_MAX_LENGTH}
            aria-describedby="observation-hint"
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2"
            value={state.extraOptions.observation}
            onChange={(event) => dispatch({ type: 'setObservation', text: event.target.value })}
          />
          <span id="observation-hint" className="text-sm text-muted">
            {t('observationHint')}
          </span>
        </label>
      ) : null}
    </fieldset>
  );
}

/** A choice option the product asks for (which infusion, which spirit): one of the values the server accepts. */
export function ChoiceOptionSelect({
  option,
  label,
  state,
  dispatch,
}: {
  option: 'infusion' | 'spirit';
  label: string;
  state: BuilderState;
  dispatch: (action: BuilderAction) => void;
}) {
  const t = useTranslations('Builder');
  const words = useChoiceWords();
  return (
    <label className="block">
      <span className="font-medium">{label}</span>
      <select
        className="mt-1 block min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2"
        value={state.extraOptions[option] ?? ''}
        onChange={(event) => dispatch({ type: 'setChoiceOption', option, value: event.target.value || null })}
      >
        <option value="">{t(option === 'infusion' ? 'infusionNone' : 'spiritNone')}</option>
        {Object.keys(CHOICE_VALUES[option]).map((value) => (
          <option key={value} value={value}>
            {capitalise(words(option, value))}
          </option>
        ))}
      </select>
    </label>
  );
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
