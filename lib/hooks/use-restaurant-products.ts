'use client';

import { useEffect, useReducer, useRef } from 'react';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import type { CatalogueProduct, CatalogueSection } from '@/lib/vocabulary/catalogue-types';
import { listsOf, PRODUCT_LISTS, productsReducer, productsStateFrom, sectionsOf } from '@/lib/catalogue/products-store';
import { apiFetch } from '@/lib/http/fetcher';
import { productFromJson, type CatalogueProductJson } from '@/lib/catalogue/product-json';

const TYPE_PARAM: Record<DeliveryType, string> = { delivery: 'domicilio', takeaway: 'recoger', fast: 'fast' };

/**
 * The catalogue lists of a restaurant and delivery type. Starts from the
 * server-rendered sections; when the delivery type changes on the page, every
 * list loads again from the API, each with its own loaded flag.
 */
export function useRestaurantProducts(
  restaurant: string,
  deliveryType: DeliveryType,
  isKitchenClosed: boolean,
  initial: Record<CatalogueSection, CatalogueProduct[]>,
) {
  const [state, dispatch] = useReducer(productsReducer, initial, (sections) => productsStateFrom(listsOf(sections)));
  const loadedFor = useRef(`${restaurant}:${deliveryType}`);

  useEffect(() => {
    const key = `${restaurant}:${deliveryType}`;
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    if (isKitchenClosed) {
      dispatch({ type: 'skipped' });
      return;
    }
    let isCurrent = true;
    dispatch({ type: 'loading' });
    for (const list of PRODUCT_LISTS) {
      apiFetch<{ data: CatalogueProductJson[] }>(
        `/api/restaurant/${restaurant}/${list}?type=${TYPE_PARAM[deliveryType]}`,
      )
        .then(({ data }) => isCurrent && dispatch({ type: 'loaded', list, products: data.map(productFromJson) }))
        // A failed list shows as empty rather than leaving the spinner up forever.
        .catch(() => isCurrent && dispatch({ type: 'loaded', list, products: [] }));
    }
    return () => {
      isCurrent = false;
    };
  }, [restaurant, deliveryType, isKitchenClosed]);

  return { sections: sectionsOf(state.lists), loaded: state.loaded, allLoaded: state.allLoaded };
}
