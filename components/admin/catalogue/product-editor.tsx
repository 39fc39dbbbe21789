'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import type { AllergenLevel, ProductEditorOptions, ProductResource } from '@/lib/admin/catalogue/products';
import { RESOURCE_PATHS } from '@/lib/admin/catalogue/sections';
import {
  ALLERGENS,
  COMPONENT_KINDS,
  DELIVERY_TYPES,
  EXTRA_OPTIONS,
  LEMON_LINE,
  PREFERENCES,
  PRODUCT_CATEGORIES,
  type AllergenCode,
  type ComponentKind,
  type DeliveryType,
  type ProductCategory,
} from '@/lib/vocabulary/catalogue';
import { apiFetch } from '@/lib/http/fetcher';
import { useSubmit } from '@/lib/hooks/use-submit';
import { centsFromInput, inputFromCents } from '@/lib/pricing/euros-input';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { AllergenIcon } from '@/components/ui/allergen-icon';
import { FormErrorAlert } from '@/components/account/form-error-alert';
import { ProductPhotoField } from './product-photo-field';

type PartLine = { id: number | null; defaultQuantity: number; maxQuantity: number };
type ComponentLine = {
  productId: number | null;
  kind: ComponentKind;
  quantity: number;
  maxQuantity: number;
  extraPrice: string;
  isDefault: boolean;
};

type Draft = {
  name: string;
  slug: string;
  category: ProductCategory;
  description: string;
  price: string;
  sortOrder: string;
  spiciness: number;
  active: boolean;
  isAlcoholic: boolean;
  isChildrensMenu: boolean;
  onlyOneIngredient: boolean;
  allowsCoffeeAlcohol: boolean;
  lemonLine: boolean;
  preferences: string[];
  allergens: Partial<Record<AllergenCode, AllergenLevel>>;
  ingredients: PartLine[];
  sauces: PartLine[];
  /** Options of the builder it offers, with their price as typed. */
  options: Partial<Record<string, string>>;
  deliveryTypes: DeliveryType[];
  /** Restaurants that sell it, with their own price as typed ('' : the base price). */
  restaurants: Partial<Record<number, string>>;
  components: ComponentLine[];
};

/** Fields shown beside their input; the errors of the others are listed at the top. */
const INLINE_FIELDS = ['name', 'slug', 'category', 'description', 'base_price_cents', 'sort_order'];
const COMPOSED: readonly ProductCategory[] = ['menu', 'combo', 'repertoire', 'daily_menu'];

function draftOf(product: ProductResource | null): Draft {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    category: product?.category ?? 'burger',
    description: product?.description ?? '',
    price: product ? inputFromCents(product.base_price_cents) : '',
    sortOrder: String(product?.sort_order ?? 0),
    spiciness: product?.spiciness ?? 0,
    active: product?.active ?? true,
    isAlcoholic: product?.is_alcoholic ?? false,
    isChildrensMenu: product?.is_childrens_menu ?? false,
    onlyOneIngredient: product?.only_one_ingredient ?? false,
    allowsCoffeeAlcohol: product?.allows_coffee_alcohol ?? false,
    lemonLine: product?.brand_line === LEMON_LINE,
    preferences: product?.preferences ?? [],
    allergens: Object.fromEntries((product?.allergens ?? []).map(({ code, level }) => [code, level])),
    ingredients: (product?.ingredients ?? []).map((line) => ({
      id: line.ingredient_id,
      defaultQuantity: line.default_quantity,
      maxQuantity: line.max_quantity,
    })),
    sauces: (product?.sauces ?? []).map((line) => ({
      id: line.sauce_id,
      defaultQuantity: line.default_quantity,
      maxQuantity: line.max_quantity,
    })),
    options: Object.fromEntries(
      (product?.extra_options ?? []).map(({ option, price_cents }) => [option, inputFromCents(price_cents)]),
    ),
    deliveryTypes: product?.delivery_types ?? [],
    restaurants: Object.fromEntries(
      (product?.restaurants ?? []).map((row) => [
        row.restaurant_id,
        row.price_cents === null ? '' : inputFromCents(row.price_cents),
      ]),
    ),
    components: (product?.components ?? []).map((line) => ({
      productId: line.product_id,
      kind: line.kind as ComponentKind,
      quantity: line.quantity,
      maxQuantity: line.max_quantity,
      extraPrice: inputFromCents(line.extra_price_cents),
      isDefault: line.is_default,
    })),
  };
}

function bodyOf(draft: Draft) {
  const partLines = (lines: PartLine[], key: 'ingredient_id' | 'sauce_id') =>
    lines
      .filter((line) => line.id !== null)
      .map((line) => ({ [key]: line.id, default_quantity: line.defaultQuantity, max_quantity: line.maxQuantity }));
  return {
    name: draft.name,
    ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
    category: draft.category,
    description: draft.description,
    base_price_cents: centsFromInput(draft.price, null),
    sort_order: /^\d{1,5}$/.test(draft.sortOrder.trim()) ? Number(draft.sortOrder) : draft.sortOrder,
    spiciness: draft.spiciness,
    active: draft.active,
    is_alcoholic: draft.isAlcoholic,
    is_childrens_menu: draft.isChildrensMenu,
    only_one_ingredient: draft.onlyOneIngredient,
    allows_coffee_alcohol: draft.allowsCoffeeAlcohol,
    brand_line: draft.lemonLine ? LEMON_LINE : null,
    preferences: draft.preferences,
    allergens: Object.entries(draft.allergens).map(([code, level]) => ({ code, level })),
    ingredients: partLines(draft.ingredients, 'ingredient_id'),
    sauces: partLines(draft.sauces, 'sauce_id'),
    extra_options: Object.entries(draft.options).map(([option, price]) => ({
      option,
      price_cents: centsFromInput(price ?? ''),
    })),
    delivery_types: draft.deliveryTypes,
    restaurants: Object.entries(draft.restaurants).map(([id, price]) => ({
      restaurant_id: Number(id),
      price_cents: centsFromInput(price ?? '', null),
    })),
    components: draft.components
      .filter((line) => line.productId !== null)
      .map((line) => ({
        product_id: line.productId,
        kind: line.kind,
        quantity: line.quantity,
        max_quantity: line.maxQuantity,
        extra_price_cents: centsFromInput(line.extraPrice),
        is_default: line.isDefault,
      })),
  };
}

const toggle = <T,>(list: T[], value: T, on: boolean) =>
  on ? [...list, value] : list.filter((item) => item !== value);

/** A copy of `record` without `key`. */
function without<T extends object>(record: T, key: PropertyKey): T {
  const copy = { ...record };
  delete (copy as Record<PropertyKey, unknown>)[key];
  return copy;
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
      <legend className="px-1 font-display text-lg font-bold">{title}</legend>
      {hint ? <p className="mb-3 text-sm text-muted">{hint}</p> : null}
      <div className="space-y-4">{children}</div>
    </fieldset>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 shrink-0 accent-brand"
      />
      {label}
    </label>
  );
}

const NUMBER = 'min-h-11 w-20 rounded-lg border border-line bg-white px-2 text-base';

/** A quantity of 0 to 10 with its label above it. */
function QuantityInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className="text-sm font-semibold">
      {label}
      <input
        type="number"
        min={0}
        max={10}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={`${NUMBER} block font-normal`}
      />
    </label>
  );
}
const SELECT = 'min-h-11 w-full rounded-lg border border-line bg-white px-2 text-base';

/** Rows of ingredients or sauces: which, how many by default, how many at most. */
function PartRows({
  kind,
  lines,
  choices,
  onChange,
}: {
  kind: 'ingredient' | 'sauce';
  lines: PartLine[];
  choices: { id: number; name: string }[];
  onChange: (lines: PartLine[]) => void;
}) {
  const t = useTranslations('CatalogueAdmin.product');
  const set = (index: number, patch: Partial<PartLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const nameOf = (id: number | null) => choices.find((choice) => choice.id === id)?.name ?? t('choose');
  return (
    <>
      {lines.length > 0 ? (
        <ul className="space-y-2">
          {lines.map((line, index) => (
            <li key={index} className="grid grid-cols-[1fr_auto_auto_auto] items-end gap-2">
              <label className="text-sm font-semibold">
                {t(kind)} {index + 1}
                <select
                  value={line.id ?? ''}
                  onChange={(event) => set(index, { id: event.target.value ? Number(event.target.value) : null })}
                  className={`${SELECT} font-normal`}
                >
                  <option value="">{t('choose')}</option>
                  {choices.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.name}
                    </option>
                  ))}
                </select>
              </label>
              <QuantityInput
                label={t('defaultQuantity')}
                value={line.defaultQuantity}
                onChange={(defaultQuantity) => set(index, { defaultQuantity })}
              />
              <QuantityInput
                label={t('maxQuantity')}
                value={line.maxQuantity}
                onChange={(maxQuantity) => set(index, { maxQuantity })}
              />
              <Button
                variant="ghost"
                onClick={() => onChange(lines.filter((_, at) => at !== index))}
                aria-label={t('removeNamed', { name: nameOf(line.id) })}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        variant="secondary"
        onClick={() =>
          onChange([...lines, { id: null, defaultQuantity: kind === 'ingredient' ? 1 : 0, maxQuantity: 1 }])
        }
      >
        {kind === 'ingredient' ? t('addIngredient') : t('addSauce')}
      </Button>
    </>
  );
}

/**
 * The product editor of the catalogue admin (issue 14): every field the
 * catalogue and the builder read, and, as it is edited, the allergens the
 * customer will be shown, so that nothing is sold as safe by mistake.
 */
export function ProductEditor({
  product,
  options,
}: {
  product: ProductResource | null;
  options: ProductEditorOptions;
}) {
  const t = useTranslations('CatalogueAdmin');
  const tAllergens = useTranslations('Allergens');
  const tPreferences = useTranslations('Preferences');
  const tOptions = useTranslations('ExtraOptions');
  const tForms = useTranslations('Forms');
  const router = useRouter();
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const { isSending, errors, errorOf, submit } = useSubmit();
  const alertRef = useRef<HTMLDivElement>(null);
  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  useEffect(() => {
    // An error of a field shown inline takes the focus there (useSubmit); any other, to the list at the top.
    if (errors && !Object.keys(errors).some((field) => INLINE_FIELDS.includes(field))) alertRef.current?.focus();
  }, [errors]);

  const derived = useMemo(() => {
    const levels = new Map<string, AllergenLevel>(
      Object.entries(draft.allergens).map(([code, level]) => [code, level!]),
    );
    const lookup = (lines: PartLine[], choices: { id: number; allergens: string[] }[]) => {
      for (const line of lines) {
        for (const code of choices.find((choice) => choice.id === line.id)?.allergens ?? [])
          levels.set(code, 'contains');
      }
    };
    lookup(draft.ingredients, options.ingredients);
    lookup(draft.sauces, options.sauces);
    // What a menu or combo includes by default brings its allergens too.
    for (const line of draft.components) {
      if (line.quantity <= 0) continue;
      for (const { code, level } of options.products.find((option) => option.id === line.productId)?.allergens ?? [])
        if (levels.get(code) !== 'contains') levels.set(code, level);
    }
    return ALLERGENS.filter(({ code }) => levels.has(code)).map(({ code }) => ({ code, level: levels.get(code)! }));
  }, [draft.allergens, draft.ingredients, draft.sauces, draft.components, options]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await submit(
      () =>
        apiFetch<{ data: ProductResource }>(
          product ? `${RESOURCE_PATHS.product}/${product.id}` : RESOURCE_PATHS.product,
          {
            method: product ? 'PUT' : 'POST',
            json: bodyOf(draft),
          },
        ),
      form,
    );
    if (!result.ok) return;
    const saved = result.data.data;
    toast.success(product ? t('product.saved', { name: saved.name }) : t('product.created', { name: saved.name }));
    if (product) {
      setDraft(draftOf(saved));
      router.refresh();
    } else {
      router.replace(`/admin/catalogo/productos/${saved.id}`);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-6">
      <div ref={alertRef} tabIndex={-1} className="outline-none">
        <FormErrorAlert errors={errors} fields={INLINE_FIELDS} />
      </div>

      <Section title={t('product.basics')}>
        <TextField
          id="product-name"
          label={t('product.name')}
          isRequired
          maxLength={80}
          autoComplete="off"
          value={draft.name}
          onChange={(event) => update({ name: event.target.value })}
          error={errorOf('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="product-category"
            label={t('product.category')}
            isRequired
            value={draft.category}
            onChange={(event) => update({ category: event.target.value as ProductCategory })}
            error={errorOf('category')}
          >
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            id="product-price"
            label={t('product.price')}
            isRequired
            inputMode="decimal"
            autoComplete="off"
            value={draft.price}
            onChange={(event) => update({ price: event.target.value })}
            error={errorOf('base_price_cents')}
          />
        </div>
        <TextAreaField
          id="product-description"
          label={t('product.description')}
          rows={3}
          maxLength={500}
          value={draft.description}
          onChange={(event) => update({ description: event.target.value })}
          error={errorOf('description')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id="product-slug"
            label={t('product.slug')}
            maxLength={80}
            autoComplete="off"
            value={draft.slug}
            placeholder={t('product.slugHint')}
            onChange={(event) => update({ slug: event.target.value })}
            error={errorOf('slug')}
          />
          <TextField
            id="product-sort"
            label={t('product.sortOrder')}
            inputMode="numeric"
            value={draft.sortOrder}
            onChange={(event) => update({ sortOrder: event.target.value })}
            error={errorOf('sort_order')}
          />
          <SelectField
            id="product-spiciness"
            label={t('product.spiciness')}
            value={draft.spiciness}
            onChange={(event) => update({ spiciness: Number(event.target.value) })}
          >
            {[0, 1, 2, 3].map((level) => (
              <option key={level} value={level}>
                {t('product.spicinessLevel', { level: String(level) })}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Check label={t('product.active')} checked={draft.active} onChange={(active) => update({ active })} />
          <Check
            label={t('product.alcoholic')}
            checked={draft.isAlcoholic}
            onChange={(isAlcoholic) => update({ isAlcoholic })}
          />
          <Check
            label={t('product.childrensMenu')}
            checked={draft.isChildrensMenu}
            onChange={(isChildrensMenu) => update({ isChildrensMenu })}
          />
          <Check
            label={t('product.onlyOne')}
            checked={draft.onlyOneIngredient}
            onChange={(onlyOneIngredient) => update({ onlyOneIngredient })}
          />
          <Check
            label={t('product.coffeeAlcohol')}
            checked={draft.allowsCoffeeAlcohol}
            onChange={(allowsCoffeeAlcohol) => update({ allowsCoffeeAlcohol })}
          />
          <Check
            label={t('product.lemonLine')}
            checked={draft.lemonLine}
            onChange={(lemonLine) => update({ lemonLine })}
          />
        </div>
      </Section>

      <Section title={t('product.photo')}>
        <ProductPhotoField product={product} />
      </Section>

      <Section title={t('product.ingredients')} hint={t('product.ingredientsHint')}>
        <PartRows
          kind="ingredient"
          lines={draft.ingredients}
          choices={options.ingredients}
          onChange={(ingredients) => update({ ingredients })}
        />
      </Section>

      <Section title={t('product.sauces')}>
        <PartRows
          kind="sauce"
          lines={draft.sauces}
          choices={options.sauces}
          onChange={(sauces) => update({ sauces })}
        />
      </Section>

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
            {options.restaurants.map((restaurant) => {
              const price = draft.restaurants[restaurant.id];
              const sold = price !== undefined;
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
                        onChange={(event) =>
                          update({ restaurants: { ...draft.restaurants, [restaurant.id]: event.target.value } })
                        }
                        className={`${NUMBER} ml-2 w-24 font-normal`}
                      />
                    </label>
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
            return (
              <div key={option} className="flex flex-wrap items-center justify-between gap-2">
                <Check
                  label={tOptions(option)}
                  checked={price !== undefined}
                  onChange={(on) => {
                    const rest = without(draft.options, option);
                    update({ options: on ? { ...rest, [option]: '0,00' } : rest });
                  }}
                />
                {price !== undefined ? (
                  <input
                    inputMode="decimal"
                    aria-label={t('product.optionPrice', { name: tOptions(option) })}
                    value={price}
                    onChange={(event) => update({ options: { ...draft.options, [option]: event.target.value } })}
                    className={`${NUMBER} w-24`}
                  />
                ) : null}
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

      {COMPOSED.includes(draft.category) || draft.components.length > 0 ? (
        <Section title={t('product.components')} hint={t('product.componentsHint')}>
          <ComponentRows
            lines={draft.components}
            products={options.products.filter((option) => option.id !== product?.id)}
            onChange={(components) => update({ components })}
          />
        </Section>
      ) : null}

      <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-line bg-cream/95 px-4 py-3 backdrop-blur">
        <Button type="submit" isBusy={isSending} busyLabel={tForms('sending')}>
          {t('product.save')}
        </Button>
      </div>
    </form>
  );
}

/** What a menu, combo or repertoire is made of. */
function ComponentRows({
  lines,
  products,
  onChange,
}: {
  lines: ComponentLine[];
  products: ProductEditorOptions['products'];
  onChange: (lines: ComponentLine[]) => void;
}) {
  const t = useTranslations('CatalogueAdmin');
  const set = (index: number, patch: Partial<ComponentLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  return (
    <>
      <ul className="space-y-3">
        {lines.map((line, index) => {
          const name = products.find((option) => option.id === line.productId)?.name ?? t('product.choose');
          return (
            <li
              key={index}
              className="grid grid-cols-2 items-end gap-2 rounded-xl p-2 ring-1 ring-line sm:grid-cols-[2fr_1fr_auto_auto_auto_auto_auto]"
            >
              <label className="col-span-2 text-sm font-semibold sm:col-span-1">
                {t('product.componentProduct')}
                <select
                  value={line.productId ?? ''}
                  onChange={(event) =>
                    set(index, { productId: event.target.value ? Number(event.target.value) : null })
                  }
                  className={`${SELECT} font-normal`}
                >
                  <option value="">{t('product.choose')}</option>
                  {products.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name} · {t(`categories.${option.category}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-sm font-semibold">
                {t('product.componentKind')}
                <select
                  value={line.kind}
                  onChange={(event) => set(index, { kind: event.target.value as ComponentKind })}
                  className={`${SELECT} font-normal`}
                >
                  {COMPONENT_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`product.kinds.${kind}`)}
                    </option>
                  ))}
                </select>
              </label>
              <QuantityInput
                label={t('product.quantity')}
                value={line.quantity}
                onChange={(quantity) => set(index, { quantity })}
              />
              <QuantityInput
                label={t('product.maxQuantity')}
                value={line.maxQuantity}
                onChange={(maxQuantity) => set(index, { maxQuantity })}
              />
              <label className="text-sm font-semibold">
                {t('product.extraPrice')}
                <input
                  inputMode="decimal"
                  value={line.extraPrice}
                  onChange={(event) => set(index, { extraPrice: event.target.value })}
                  className={`${NUMBER} block w-24 font-normal`}
                />
              </label>
              <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
                <input
                  type="checkbox"
                  checked={line.isDefault}
                  onChange={(event) => set(index, { isDefault: event.target.checked })}
                  className="h-5 w-5 accent-brand"
                />
                {t('product.isDefault')}
              </label>
              <Button
                variant="ghost"
                onClick={() => onChange(lines.filter((_, at) => at !== index))}
                aria-label={t('product.removeNamed', { name })}
              >
                {t('product.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        onClick={() =>
          onChange([
            ...lines,
            { productId: null, kind: 'dish', quantity: 1, maxQuantity: 1, extraPrice: '0,00', isDefault: false },
          ])
        }
      >
        {t('product.addComponent')}
      </Button>
    </>
  );
}
