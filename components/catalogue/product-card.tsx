'use client';

import { useTranslations } from 'next-intl';
import type { FilterVerdict } from '@/lib/catalogue/filters';
import type { ProductSummary } from '@/lib/vocabulary/catalogue-types';
import { formatEuros } from '@/lib/pricing/money';
import { AllergenBadges } from './allergen-badges';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/ui/product-image';

/** A product of the catalogue: name, description, price, allergens, lifestyle tags and actions. */
export function ProductCard({
  product,
  imagePriority = 'none',
  verdict,
  isOpening,
  onIntent,
  onOpen,
  onAllergens,
}: {
  product: ProductSummary;
  /** The first cards are above the fold: their photos load at once. */
  imagePriority?: 'high' | 'eager' | 'none' | 'deferred';
  verdict: FilterVerdict;
  /** While its details load for the builder. */
  isOpening: boolean;
  /** The customer is about to open it: its details can start loading. */
  onIntent: () => void;
  onOpen: () => void;
  onAllergens: () => void;
}) {
  const t = useTranslations('Catalogue');
  const tAllergens = useTranslations('Allergens');
  const tPreferences = useTranslations('Preferences');
  const names = (codes: string[]) => codes.map((code) => tAllergens(code as 'gluten')).join(', ');
  const isFlagged = verdict.contains.length > 0 || verdict.traces.length > 0;
  const isCustomisable = product.isCustomisable;

  return (
    <article
      aria-labelledby={`product-${product.id}`}
      // A long word or a pasted address wraps instead of widening the card past the screen.
      className={`flex h-full min-w-0 flex-col rounded-2xl border bg-white p-4 shadow-sm wrap-anywhere ${isFlagged ? 'border-red-700' : 'border-line'}`}
    >
      {product.photo ? (
        <ProductImage
          photo={product.photo}
          sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
          priority={imagePriority}
          className="-mx-4 -mt-4 mb-3 aspect-[16/9] rounded-t-2xl"
        />
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <h3 id={`product-${product.id}`} className="text-lg font-semibold leading-snug">
          {product.name}
        </h3>
        <p className="shrink-0 font-bold text-brand">{formatEuros(product.priceCents)}</p>
      </div>
      {product.description ? (
        <p className="mt-1 flex-1 text-sm text-muted">{product.description}</p>
      ) : (
        <div className="flex-1" />
      )}
      {isFlagged ? (
        <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-900" role="note">
          {verdict.contains.length > 0 ? t('containsFiltered', { allergens: names(verdict.contains) }) : null}
          {verdict.contains.length > 0 && verdict.traces.length > 0 ? ' · ' : null}
          {verdict.traces.length > 0 ? t('tracesFiltered', { allergens: names(verdict.traces) }) : null}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <AllergenBadges allergens={product.allergens} />
        {product.preferences.map((code) => (
          <span key={code} className="rounded-full bg-olive/10 px-2 py-0.5 text-xs font-semibold text-olive">
            {tPreferences(code)}
          </span>
        ))}
        {product.isAlcoholic ? (
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
            {t('alcoholic')}
          </span>
        ) : null}
      </div>
      {/* Delivery and takeaway take a daily menu at any time, for a time within its hours; fast service only then. */}
      {product.category === 'daily_menu' ? (
        <p className={`mt-2 text-sm font-semibold ${product.orderable ? 'text-muted' : 'text-amber-900'}`}>
          {t('dailyMenuHours')}
        </p>
      ) : null}
      <div className="mt-4 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={onAllergens}
          className="min-h-11 text-sm font-semibold text-brand underline"
          aria-label={`${t('allergensButton')}: ${product.name}`}
        >
          {t('allergensButton')}
        </button>
        <Button
          onClick={onOpen}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          aria-busy={isOpening || undefined}
          disabled={!product.orderable}
          aria-label={`${isCustomisable ? t('customise') : t('add')}: ${product.name}`}
          className="text-sm disabled:cursor-not-allowed disabled:bg-stone-400"
        >
          {isCustomisable ? t('customise') : t('add')}
        </Button>
      </div>
    </article>
  );
}
