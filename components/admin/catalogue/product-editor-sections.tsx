'use client';

import { useTranslations } from 'next-intl';
import type { ProductEditorOptions } from '@/lib/admin/catalogue/product-editor-options';
import type { AllergenLevel } from '@/lib/admin/catalogue/product-resource';
import {
  ALLERGENS,
  DELIVERY_TYPES,
  EXTRA_OPTIONS,
  FIXED_OPTION_PRICES,
  PREFERENCES,
  type AllergenCode,
} from '@/lib/vocabulary/catalogue';
import { inputFromCents } from '@/lib/pricing/euros-input';
import { AllergenIcon } from '@/components/ui/allergen-icon';
import { toggle, without, type Draft } from './product-draft';
import { Check, NUMBER, Section } from './product-editor-fields';

// Two parts of the product editor: its allergens with what the customer will
// be shown, and where and how it is sold (types, restaurants and their
// prices, extra options, lifestyle preferences).

type Editing = { draft: Draft; update: (patch: Partial<Draft>) => void };

export function ProductAllergens({
  draft,
  update,
  derived,
}: Editing & { derived: { code: AllergenCode; level: AllergenLevel }[] }) {
  const t = useTranslations('CatalogueAdmin');
  const tAllergens = useTranslations('Allergens');
  return (
    <>
      <Section title={t('product.allergens')} hint={t('product.allergensHint')}>
        <div className="grid gap-2 sm:grid-cols-2">
          {ALLERGENS.map(({ code }) => (
            <label key={code} className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2">
                <AllergenIcon code={code} />
                {tAllergens(code)}
              </span>
              <select
                value={draft.allergens[code] ?? 'none'}
                onChange={(event) => {
                  const rest = without(draft.allergens, code);
                  const level = event.target.value;
                  update({ allergens: level === 'none' ? rest : { ...rest, [code]: level as AllergenLevel } });
                }}
                className="min-h-11 rounded-lg border border-line bg-white px-2 text-base"
              >
                {(['none', 'contains', 'traces'] as const).map((level) => (
                  <option key={level} value={level}>
                    {t('product.allergenLevel', { level })}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </Section>

      <section
        aria-labelledby="derived-allergens"
        aria-live="polite"
        className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300 sm:p-6"
        data-testid="derived-allergens"
      >
        <h2 id="derived-allergens" className="font-display text-lg font-bold">
          {t('product.derived')}
        </h2>
        <p className="text-sm text-muted">{t('product.derivedHint')}</p>
        {derived.length === 0 ? (
          <p className="mt-2 font-semibold">{t('product.derivedNone')}</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-2">
            {derived.map(({ code, level }) => (
              <li
                key={code}
                className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm text-amber-950"
              >
                <AllergenIcon code={code} className="h-4 w-4" />
                {tAllergens(code)}
                {level === 'traces' ? ` (${t('product.traces')})` : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function ProductSale({
  draft,
  update,
  restaurants,
  priceErrorOf,
}: Editing & {
  restaurants: ProductEditorOptions['restaurants'];
  /** The server's refusal of a restaurant's own price, shown at its input. */
  priceErrorOf: (restaurantId: number) => string | undefined;
}) {
  const t = useTranslations('CatalogueAdmin');
  const tPreferences = useTranslations('Preferences');
  const tOptions = useTranslations('ExtraOptions');
  return (
    <>
      <Section title={t('product.where')}>
        <div>
          <p className="font-semibold">{t('product.deliveryTypes')}</p>
          <div className="flex flex-wrap gap-x-6">
            {DELIVERY_TYPES.map((type) => (
              <Check
                key={type}
                label={t(`product.deliveryType.${type}`)}
                checked={draft.deliveryTypes.includes(type)}
                onChange={(on) => update({ deliveryTypes: toggle(draft.deliveryTypes, type, on) })}
              />
            ))}
          </div>
        </div>
        <div>
          <p className="font-semibold">{t('product.restaurants')}</p>
          <ul className="space-y-2">
            {restaurants.map((restaurant) => {
              const price = draft.restaurants[restaurant.id];
              const sold = price !== undefined;
              const error = sold ? priceErrorOf(restaurant.id) : undefined;
              const errorId = `restaurant-price-${restaurant.id}-error`;
              return (
                <li key={restaurant.id} className="flex flex-wrap items-end justify-between gap-2">
                  <Check
                    label={restaurant.name}
                    checked={sold}
                    onChange={(on) => {
                      const rest = without(draft.restaurants, restaurant.id);
                      update({ restaurants: on ? { ...rest, [restaurant.id]: '' } : rest });
                    }}
                  />
                  {sold ? (
                    <label className="text-sm font-semibold">
                      <span className="sr-only">{t('product.restaurantPrice', { name: restaurant.name })}</span>
                      <span aria-hidden="true">{t('product.ownPrice')}</span>
                      <input
                        inputMode="decimal"
                        value={price}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        onChange={(event) =>
                          update({ restaurants: { ...draft.restaurants, [restaurant.id]: event.target.value } })
                        }
                        className={`${NUMBER} ml-2 w-24 font-normal aria-invalid:border-red-700`}
                      />
                    </label>
                  ) : null}
                  {error ? (
                    <p id={errorId} className="basis-full text-right text-sm font-medium text-red-700">
                      {t('product.restaurantPriceError', { name: restaurant.name, error })}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      </Section>

      <Section title={t('product.options')}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {EXTRA_OPTIONS.map((option) => {
            const price = draft.options[option];
            const fixed = FIXED_OPTION_PRICES[option];
            return (
              <div key={option} className="flex flex-wrap items-center justify-between gap-2">
                <Check
                  label={tOptions(option)}
                  checked={price !== undefined}
                  onChange={(on) => {
                    const rest = without(draft.options, option);
                    update({ options: on ? { ...rest, [option]: inputFromCents(fixed ?? 0) } : rest });
                  }}
                />
                {price === undefined ? null : fixed !== undefined ? (
                  <span className="text-sm text-muted">{t('product.fixedOptionPrice', { price })}</span>
                ) : (
                  <input
                    inputMode="decimal"
                    aria-label={t('product.optionPrice', { name: tOptions(option) })}
                    value={price}
                    onChange={(event) => update({ options: { ...draft.options, [option]: event.target.value } })}
                    className={`${NUMBER} w-24`}
                  />
                )}
              </div>
            );
          })}
        </div>
      </Section>

      <Section title={t('product.preferences')}>
        <div className="flex flex-wrap gap-x-6">
          {PREFERENCES.map(({ code }) => (
            <Check
              key={code}
              label={tPreferences(code)}
              checked={draft.preferences.includes(code)}
              onChange={(on) => update({ preferences: toggle(draft.preferences, code, on) })}
            />
          ))}
        </div>
      </Section>
    </>
  );
}
