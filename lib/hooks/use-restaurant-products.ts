'use client';

import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import type { CatalogueProduct, CatalogueSection, ProductSummary } from '@/lib/vocabulary/catalogue-types';
import {
  listHolding,
  listsOf,
  PRODUCT_LISTS,
  productsReducer,
  productsStateFrom,
  sectionsOf,
  type ProductList,
} from '@/lib/catalogue/products-store';
import { apiFetch } from '@/lib/http/fetcher';
import { productFromJson, type CatalogueProductJson } from '@/lib/catalogue/product-json';

const TYPE_PARAM: Record<DeliveryType, string> = { delivery: 'domicilio', takeaway: 'recoger', fast: 'fast' };

/**
 * The catalogue lists of a restaurant and delivery type. Starts from the
 * server-rendered summaries; when the delivery type changes on the page, every
 * list loads again from the API, each with its own loaded flag. The builder's
 * details of a product come from its list in the API when first asked for
 * (`details`), or earlier when the customer points at it (`prefetch`).
 */
export function useRestaurantProducts(
  restaurant: string,
  deliveryType: DeliveryType,
  isKitchenClosed: boolean,
  initial: Record<CatalogueSection, ProductSummary[]>,
) {
  const [state, dispatch] = useReducer(productsReducer, initial, (sections) => productsStateFrom(listsOf(sections)));
  const loadedFor = useRef(`${restaurant}:${deliveryType}`);
  const requests = useRef(new Map<string, Promise<CatalogueProduct[]>>());

  /** One request per list, restaurant and type at a time; a failed one is asked again next time. */
  const fetchList = useCallback(
    (list: ProductList) => {
      const key = `${restaurant}:${deliveryType}:${list}`;
      let request = requests.current.get(key);
      if (!request) {
        request = apiFetch<{ data: CatalogueProductJson[] }>(
          `/api/restaurant/${restaurant}/${list}?type=${TYPE_PARAM[deliveryType]}`,
        ).then(({ data }) => data.map(productFromJson));
        request.catch(() => requests.current.delete(key));
        requests.current.set(key, request);
      }
      return request;
    },
    [restaurant, deliveryType],
  );

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
      fetchList(list)
        .then((products) => isCurrent && dispatch({ type: 'loaded', list, products }))
        // A failed list shows as empty rather than leaving the spinner up forever.
        .catch(() => isCurrent && dispatch({ type: 'loaded', list, products: [] }));
    }
    return () => {
      isCurrent = false;
    };
  }, [restaurant, deliveryType, isKitchenClosed, fetchList]);

  const { lists, details: known } = state;
  /** The full product behind a card; null when it is no longer sold. Rejects when the API cannot be reached. */
  const details = useCallback(
    async (product: ProductSummary): Promise<CatalogueProduct | null> => {
      const found = known[product.id];
      if (found) return found;
      const list = listHolding(lists, product.id);
      if (!list) return null;
      const products = await fetchList(list);
      dispatch({ type: 'loaded', list, products });
      return products.find((candidate) => candidate.id === product.id) ?? null;
    },
    [known, lists, fetchList],
  );
  const prefetch = useCallback(
    (product: ProductSummary) => {
      const list = known[product.id] ? undefined : listHolding(lists, product.id);
      if (list) fetchList(list).catch(() => undefined);
    },
    [known, lists, fetchList],
  );

  return { sections: sectionsOf(lists), loaded: state.loaded, allLoaded: state.allLoaded, details, prefetch };
}
