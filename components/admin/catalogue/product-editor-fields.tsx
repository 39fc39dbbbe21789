'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ProductEditorOptions } from '@/lib/admin/catalogue/product-editor-options';
import { COMPONENT_KINDS, type ComponentKind } from '@/lib/vocabulary/catalogue';
import { Button } from '@/components/ui/button';
import type { ComponentLine, PartLine } from './product-draft';

// The pieces of the product editor's form: a section, a checkbox, a quantity,
// and the rows of ingredients, sauces and components.

export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
      <legend className="px-1 font-display text-lg font-bold">{title}</legend>
      {hint ? <p className="mb-3 text-sm text-muted">{hint}</p> : null}
      <div className="space-y-4">{children}</div>
    </fieldset>
  );
}

export function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
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

export const NUMBER = 'min-h-11 w-20 rounded-lg border border-line bg-white px-2 text-base';

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
export function PartRows({
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

/** What a menu, combo or repertoire is made of. */
export function ComponentRows({
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
                  className="h-5 w-5 shrink-0 accent-brand"
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
