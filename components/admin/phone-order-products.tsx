'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatEuros } from '@/lib/pricing/money';
import type { PhoneOrderProduct } from '@/lib/orders/phone-order-form';
import { describeSelection } from '@/lib/pricing/describe-selection';
import type { BuiltProduct } from '@/components/catalogue/builder/builder-modal';
import { matchesSearch } from '@/lib/catalogue/filters';
import { PRODUCT_CATEGORIES } from '@/lib/vocabulary/catalogue';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Stepper } from '@/components/ui/stepper';

/** A product built for the caller in the catalogue's builder: a menu's courses, a burger without onion. */
export type BuiltLine = BuiltProduct & { key: number };

/**
 * The phone-order form's products: the lines built in the builder, then the
 * carta by section, A to Z in each, narrowed by what staff type (a chosen
 * product always stays). A product as it comes takes a quantity; one with
 * parts or choices opens the builder (`onBuild`, which the form owns: its
 * dialog must sit outside the form).
 */
export function PhoneOrderProducts({
  products,
  quantities,
  onQuantities,
  built,
  onRemove,
  onBuild,
  error,
}: {
  products: PhoneOrderProduct[];
  quantities: Record<number, number>;
  onQuantities: (quantities: Record<number, number>) => void;
  /** The built lines of products the current type sells. */
  built: BuiltLine[];
  onRemove: (key: number) => void;
  onBuild: (productId: number) => void;
  error?: string;
}) {
  const t = useTranslations('PhoneOrder');
  const [search, setSearch] = useState('');
  const groups = PRODUCT_CATEGORIES.map(
    (category) =>
      [
        category,
        products
          .filter(
            (product) =>
              product.category === category &&
              ((quantities[product.id] ?? 0) > 0 || matchesSearch({ name: product.name, description: '' }, search)),
          )
          .sort((a, b) => a.name.localeCompare(b.name, 'es')),
      ] as const,
  ).filter(([, inCategory]) => inCategory.length > 0);

  return (
    <fieldset className="rounded-2xl bg-white p-5 ring-1 ring-line">
      <legend className="px-1 font-display text-xl font-bold">{t('products')}</legend>
      <p className="text-sm text-muted">{t('productsHint')}</p>
      {error ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
      <div className="mt-3 max-w-sm">
        <TextField
          id="product_search"
          label={t('search')}
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {built.length > 0 ? (
        <section aria-labelledby="phone-built" className="mt-4 rounded-xl bg-cream/60 p-3">
          <h2 id="phone-built" className="font-semibold">
            {t('built')}
          </h2>
          <ul className="divide-y divide-line">
            {built.map((line) => (
              <li key={line.key} className="flex items-start justify-between gap-3 py-2">
                <span>
                  <span className="font-semibold">
                    {line.selection.quantity} × {line.product.name}
                  </span>{' '}
                  <span className="text-sm text-muted">{formatEuros(line.totalCents)}</span>
                  <span className="block text-sm">{describeSelection(line.product, line.selection).join(' · ')}</span>
                </span>
                <Button
                  variant="ghost"
                  aria-label={t('removeBuilt', { name: line.product.name })}
                  onClick={() => onRemove(line.key)}
                >
                  {t('remove')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {groups.length === 0 ? <p className="mt-3 text-muted">{t('noMatch')}</p> : null}
      {groups.map(([category, inCategory]) => (
        <section key={category} aria-labelledby={`phone-products-${category}`} className="mt-4">
          <h2 id={`phone-products-${category}`} className="font-semibold">
            {t(`categories.${category}`)}
          </h2>
          <ul className="divide-y divide-line">
            {inCategory.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-3 py-2">
                <span>
                  <span className="font-semibold">{product.name}</span>{' '}
                  <span className="text-sm text-muted">{formatEuros(product.price_cents)}</span>
                </span>
                <span className="flex flex-wrap items-center justify-end gap-2">
                  {product.customizable ? (
                    <Button
                      variant="ghost"
                      aria-label={t(product.needs_choices ? 'chooseFor' : 'customizeFor', { name: product.name })}
                      onClick={() => onBuild(product.id)}
                    >
                      {t(product.needs_choices ? 'choose' : 'customize')}
                    </Button>
                  ) : null}
                  {product.needs_choices ? null : (
                    <Stepper
                      label={product.name}
                      value={quantities[product.id] ?? 0}
                      min={0}
                      max={99}
                      onChange={(value) => onQuantities({ ...quantities, [product.id]: value })}
                    />
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </fieldset>
  );
}
