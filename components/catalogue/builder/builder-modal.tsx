'use client';

import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import {
  builderReducer,
  chosenAllergens,
  initialBuilderState,
  priceOf,
  selectionOf,
  validateSelection,
} from '@/lib/catalogue/builder';
import type { CatalogueProduct } from '@/lib/vocabulary/catalogue-types';
import type { ProductSelection } from '@/lib/pricing/product-price';
import { formatEuros } from '@/lib/pricing/money';
import { MAX_PRODUCT_QUANTITY } from '@/lib/pricing/product-price';
import { Dialog } from '@/components/ui/dialog';
import { ProductImage } from '@/components/ui/product-image';
import { Stepper } from '@/components/ui/stepper';
import { FormAlert } from '@/components/ui/field';
import { AllergenModal } from '../allergen-modal';
import { ChoicesSection } from './choices-section';
import { OptionsSection } from './options-section';
import { ChildSection } from './child-section';
import { PartsSection } from './parts-section';
import { Button } from '@/components/ui/button';
import type { AllergenCode } from '@/lib/vocabulary/catalogue';

export type BuiltProduct = { product: CatalogueProduct; selection: ProductSelection; totalCents: number };

/** The product builder: compose any product, see its price and allergens live. */
export function BuilderModal({
  product,
  previous = null,
  editing = null,
  onClose,
  onConfirm,
  flagged = [],
  withChild = true,
}: {
  product: CatalogueProduct | null;
  /** The same product as the cart already holds it: offered as "igual que el anterior". */
  previous?: ProductSelection | null;
  /** A cart line's selection being changed ("Editar"): the builder opens with it and saves instead of adding. */
  editing?: ProductSelection | null;
  onClose: () => void;
  onConfirm: (built: BuiltProduct) => void;
  /** The allergens the customer filters the catalogue by: a menu's choices that have one say so. */
  flagged?: AllergenCode[];
  /** Offer the signed-in customer's children for a children's menu; not when staff build for a caller. */
  withChild?: boolean;
}) {
  const t = useTranslations('Builder');
  const [state, dispatch] = useReducer(builderReducer, initialBuilderState);
  const [problems, setProblems] = useState<string[]>([]);
  const [isAllergensOpen, setAllergensOpen] = useState(false);
  if (product !== state.product) {
    dispatch({ type: 'setProduct', product });
    if (product && editing?.productId === product.id) {
      dispatch({ type: 'sameAsPrevious', previous: editing });
      dispatch({ type: 'setQuantity', quantity: editing.quantity });
    }
    if (problems.length) setProblems([]);
  }
  // A refused «Añadir» brings its reasons into view and to the keyboard: they sit at the top of a
  // long modal, out of sight of the button (a QA pass saw "nothing happen").
  const problemsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length === 0) return;
    problemsRef.current?.focus({ preventScroll: true });
    problemsRef.current?.scrollIntoView?.({ block: 'center' });
  }, [problems]);
  const isEditing = editing !== null && editing.productId === product?.id;
  const price = state.product === product ? priceOf(state) : null;

  function confirm() {
    const found = validateSelection(state);
    const selection = selectionOf(state);
    if (found.length > 0 || !product || !selection || !price) {
      setProblems(found);
      return;
    }
    onConfirm({ product, selection, totalCents: price.totalCents });
  }

  return (
    <>
      <Dialog
        isOpen={product !== null}
        onClose={onClose}
        title={product?.name ?? ''}
        size="lg"
        footer={
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Stepper
              label={product?.name ?? ''}
              value={state.quantity}
              min={1}
              max={MAX_PRODUCT_QUANTITY}
              onChange={(quantity) => dispatch({ type: 'setQuantity', quantity })}
            />
            <Button size="lg" onClick={confirm} disabled={!product?.orderable}>
              {!product?.orderable
                ? t('unavailable')
                : t(isEditing ? 'save' : 'add', { price: formatEuros(price?.totalCents ?? 0) })}
            </Button>
          </div>
        }
      >
        {product ? (
          <div className="space-y-6">
            {product.photo ? (
              <ProductImage
                photo={product.photo}
                sizes="(min-width: 640px) 672px, 100vw"
                priority="eager"
                className="-mx-5 -mt-4 aspect-[16/9] sm:aspect-[2/1]"
              />
            ) : null}
            {product.description ? <p className="text-muted">{product.description}</p> : null}
            {!isEditing && previous && previous.productId === product.id ? (
              <Button variant="secondary" onClick={() => dispatch({ type: 'sameAsPrevious', previous })}>
                {t('sameAsPrevious')}
              </Button>
            ) : null}
            {problems.length > 0 ? (
              <div ref={problemsRef} tabIndex={-1} className="scroll-mt-4 outline-none">
                <FormAlert>
                  {t('problems')}: {problems.join(' ')}
                </FormAlert>
              </div>
            ) : null}
            <ChoicesSection state={state} dispatch={dispatch} flagged={flagged} />
            <PartsSection list="ingredients" state={state} dispatch={dispatch} />
            <PartsSection list="sauces" state={state} dispatch={dispatch} />
            {withChild ? <ChildSection state={state} dispatch={dispatch} /> : null}
            <OptionsSection state={state} dispatch={dispatch} />
            <div className="flex items-center justify-between border-t border-line pt-4">
              <button
                type="button"
                onClick={() => setAllergensOpen(true)}
                className="min-h-11 font-semibold text-brand underline"
              >
                {t('allergens')}
              </button>
              <p className="text-lg font-bold" aria-live="polite">
                {t('total')}: <span data-testid="builder-total">{formatEuros(price?.totalCents ?? 0)}</span>
              </p>
            </div>
          </div>
        ) : null}
      </Dialog>
      {product ? (
        <AllergenModal
          productName={product.name}
          allergens={chosenAllergens(state)}
          isOpen={isAllergensOpen}
          onClose={() => setAllergensOpen(false)}
        />
      ) : null}
    </>
  );
}
