'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import type { ProductEditorOptions } from '@/lib/admin/catalogue/product-editor-options';
import type { AllergenLevel, ProductResource } from '@/lib/admin/catalogue/product-resource';
import { RESOURCE_PATHS } from '@/lib/admin/catalogue/sections';
import {
  ALLERGENS,
  PRODUCT_CATEGORIES,
  TAX_CATEGORIES,
  type ProductCategory,
  type TaxCategory,
} from '@/lib/vocabulary/catalogue';
import { apiFetch } from '@/lib/http/fetcher';
import { useSubmit, type FieldErrors } from '@/lib/hooks/use-submit';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FormErrorAlert } from '@/components/account/form-error-alert';
import { bodyOf, draftOf, type Draft, type PartLine } from './product-draft';
import { Check, ComponentRows, PartRows, Section } from './product-editor-fields';
import { ProductPhotoField } from './product-photo-field';
import { ProductAllergens, ProductSale } from './product-editor-sections';
import { SaveBar } from '@/components/admin/save-bar';

/** Fields shown beside their input; the errors of the others are listed at the top. */
const INLINE_FIELDS = ['name', 'slug', 'category', 'description', 'base_price_cents', 'sort_order'];
const COMPOSED: readonly ProductCategory[] = ['menu', 'combo', 'repertoire', 'daily_menu'];

/** The refusals of restaurants' own prices, by the field the API named and by restaurant. */
function restaurantPriceErrors(errors: FieldErrors | null, sent: readonly number[]) {
  const byField: Record<string, string> = {};
  const byRestaurant = new Map<number, string>();
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const index = /^restaurants\.(\d+)\.price_cents$/.exec(field)?.[1];
    const restaurantId = index === undefined ? undefined : sent[Number(index)];
    if (restaurantId === undefined || !messages[0]) continue;
    byField[field] = messages[0];
    byRestaurant.set(restaurantId, messages[0]);
  }
  return { byField, byRestaurant };
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
  const tForms = useTranslations('Forms');
  const router = useRouter();
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const { isSending, errors, errorOf, submit } = useSubmit();
  const alertRef = useRef<HTMLDivElement>(null);
  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  // The restaurants in the order the last save sent them: a refused own price («restaurants.1.price_cents»)
  // is shown at its restaurant's input.
  const [sentRestaurants, setSentRestaurants] = useState<number[]>([]);
  const priceErrors = useMemo(() => restaurantPriceErrors(errors, sentRestaurants), [errors, sentRestaurants]);
  const inlineFields = useMemo(() => [...INLINE_FIELDS, ...Object.keys(priceErrors.byField)], [priceErrors]);

  useEffect(() => {
    // An error of a field shown inline takes the focus there (useSubmit); any other, to the list at the top.
    if (errors && !Object.keys(errors).some((field) => inlineFields.includes(field))) alertRef.current?.focus();
  }, [errors, inlineFields]);

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
    const body = bodyOf(draft);
    setSentRestaurants(body.restaurants.map((row) => row.restaurant_id));
    const result = await submit(
      () =>
        apiFetch<{ data: ProductResource }>(
          product ? `${RESOURCE_PATHS.product}/${product.id}` : RESOURCE_PATHS.product,
          {
            method: product ? 'PUT' : 'POST',
            json: body,
          },
        ),
      form,
    );
    if (!result.ok) return;
    const saved = result.data.data;
    toast.success(product ? t('product.saved', { name: saved.name }) : t('product.created', { name: saved.name }));
    // Saved, but no customer can order it yet: said now, not discovered on the catalogue.
    if (saved.active && (saved.restaurants.length === 0 || saved.delivery_types.length === 0))
      toast.warning(t('product.offSale', { name: saved.name }), { duration: 10_000 });
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
        <FormErrorAlert errors={errors} fields={inlineFields} />
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
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="product-tax-category"
            label={t('product.taxCategory')}
            aria-describedby="product-tax-hint"
            value={draft.taxCategory}
            onChange={(event) => update({ taxCategory: event.target.value as TaxCategory })}
            error={errorOf('tax_category')}
          >
            {TAX_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`taxCategories.${category}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            id="product-packaging"
            label={t('product.packaging')}
            aria-describedby="product-tax-hint"
            inputMode="numeric"
            value={draft.packagingUnits}
            onChange={(event) => update({ packagingUnits: event.target.value })}
            error={errorOf('packaging_units')}
          />
          <p id="product-tax-hint" className="text-sm text-muted sm:col-span-2">
            {t('product.taxCategoryHint')} {t('product.packagingHint')}
          </p>
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

      <ProductAllergens draft={draft} update={update} derived={derived} />
      <ProductSale
        draft={draft}
        update={update}
        restaurants={options.restaurants}
        priceErrorOf={(id) => priceErrors.byRestaurant.get(id)}
      />

      {COMPOSED.includes(draft.category) || draft.components.length > 0 ? (
        <Section title={t('product.components')} hint={t('product.componentsHint')}>
          <ComponentRows
            lines={draft.components}
            products={options.products.filter((option) => option.id !== product?.id)}
            onChange={(components) => update({ components })}
          />
        </Section>
      ) : null}

      <SaveBar>
        <Button type="submit" isBusy={isSending} busyLabel={tForms('sending')}>
          {t('product.save')}
        </Button>
      </SaveBar>
    </form>
  );
}
