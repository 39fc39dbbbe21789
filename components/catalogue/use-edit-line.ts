'use client';

import { useEffect, useRef } from 'react';
import type { CartItem } from '@/lib/hooks/use-cart';
import type { CatalogueSection, ProductSummary } from '@/lib/vocabulary/catalogue-types';
import { EDIT_PARAM } from '@/lib/ordering/context';

/**
 * "Editar" on a cart line opens the catalogue with ?editar={line}: once the
 * cart and the products are there, `open` gets the line and its product, once
 * (the parameter leaves the address, so a reload does not reopen it). The
 * address is read in an effect: on a client navigation it changes after the
 * page's first render.
 */
export function useEditLine({
  items,
  isCartLoaded,
  sections,
  allLoaded,
  open,
}: {
  items: readonly CartItem[];
  isCartLoaded: boolean;
  sections: Record<CatalogueSection, ProductSummary[]>;
  allLoaded: boolean;
  open: (line: CartItem, product: ProductSummary) => void;
}) {
  const isHandled = useRef(false);
  useEffect(() => {
    if (isHandled.current || !isCartLoaded || !allLoaded) return;
    isHandled.current = true;
    const url = new URL(window.location.href);
    const lineId = Number(url.searchParams.get(EDIT_PARAM));
    if (!lineId) return;
    url.searchParams.delete(EDIT_PARAM);
    window.history.replaceState(window.history.state, '', url);
    const line = items.find((item) => item.id === lineId);
    const product =
      line &&
      Object.values(sections)
        .flat()
        .find((summary) => summary.id === line.product.product_id);
    if (line && product) open(line, product);
  }, [isCartLoaded, allLoaded, items, sections, open]);
}
