'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import type { CartItemResource } from '@/lib/cart/cart';
import type { OrderContext } from '@/lib/vocabulary/catalogue-types';
import type { Photo } from '@/lib/vocabulary/photos';
import { toSelectionJson, type ProductSelection } from '@/lib/pricing/selection-json';
import { ApiError, apiFetch } from '@/lib/http/fetcher';
import { announceCart } from './cart-announcements';

export type CartItem = CartItemResource;
export const CART_KEY = '/api/cart';

/** How a cart call ended; `code` is the API's error code (e.g. cart_conflict) when it failed. */
export type CartResult = { ok: true } | { ok: false; code: string | null; status: number };

export type AddToCartInput = {
  context: OrderContext;
  selection: ProductSelection;
  name: string;
  category: string;
  totalCents: number;
  isAlcoholic: boolean;
  /** The thumbnail the line shows until the server's copy arrives. */
  photo?: Photo | null;
};

type Options = {
  /** False for visitors: they have no cart, so nothing is fetched. */
  enabled?: boolean;
  /** The server's copy of the items (checkout page) shown until the first fetch. */
  fallbackItems?: CartItem[];
  /** The server's count (header) shown until the items arrive. */
  fallbackCount?: number;
};

// Reading the cart never navigates away (an unverified user's 403 would send /verificar to itself).
// Lines the back office removed since the last read come with why, once (lib/cart/notices.ts).
const fetchCart = () =>
  apiFetch<{ data: CartItem[]; notices?: string[] }>(CART_KEY, { followAuthErrors: false }).then((body) => {
    for (const notice of body.notices ?? []) toast.warning(notice, { duration: 10_000 });
    return body.data;
  });

const contextBody = (context: OrderContext) => ({
  delivery_type: context.deliveryType,
  restaurant: context.restaurant,
  table_number: context.tableNumber,
});

/** Spec section 4: the cart's delivery type, restaurant and table come from its first item. */
export function cartContextOf(items: readonly CartItem[]): OrderContext | null {
  const first = items[0];
  return first
    ? { deliveryType: first.delivery_type, restaurant: first.restaurant, tableNumber: first.table_number }
    : null;
}

/** The same restaurant and delivery type (a table can change without emptying the cart). */
export function isSameShop(a: OrderContext, b: OrderContext): boolean {
  return a.deliveryType === b.deliveryType && a.restaurant === b.restaurant;
}

export function isSameContext(a: OrderContext, b: OrderContext): boolean {
  return (
    a.deliveryType === b.deliveryType &&
    a.restaurant === b.restaurant &&
    (a.tableNumber ?? null) === (b.tableNumber ?? null)
  );
}

/**
 * The signed-in customer's cart (GET /api/cart, one SWR key for the whole
 * page): changes show at once, are confirmed by the server (the cart is read
 * back after each one) and roll back when refused; each outcome is told in a
 * toast and in the cart's live region.
 */
export function useCart({ enabled = true, fallbackItems, fallbackCount = 0 }: Options = {}) {
  const t = useTranslations('Cart');
  const { data, error, isLoading, mutate } = useSWR<CartItem[]>(enabled ? CART_KEY : null, fetchCart, {
    fallbackData: fallbackItems,
  });
  const items = data ?? [];
  const count = data ? items.reduce((sum, item) => sum + item.quantity, 0) : fallbackCount;

  async function run(
    call: () => Promise<unknown>,
    optimistic: (current: CartItem[]) => CartItem[],
    success: string,
    quietCodes: readonly string[] = [],
    /** A way back, offered in the success toast, given the cart as the server now has it. */
    undo?: (list: CartItem[]) => (() => unknown) | null,
  ): Promise<CartResult> {
    try {
      const list = await mutate(
        async () => {
          await call();
          return fetchCart();
        },
        {
          optimisticData: (current) => optimistic(current ?? items),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      );
      const back = list && undo ? undo(list) : null;
      // A way back stays long enough to be used.
      toast.success(
        success,
        back ? { duration: 6000, action: { label: t('undo'), onClick: () => void back() } } : undefined,
      );
      announceCart(success);
      return { ok: true };
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      const code = apiError?.body.code ?? null;
      if (!code || !quietCodes.includes(code)) {
        const message = apiError?.body.message ?? t('failed');
        toast.error(message);
        announceCart(message);
      }
      return { ok: false, code, status: apiError?.status ?? 0 };
    }
  }

  /**
   * POST /api/cart. A cart_conflict (409) is left to the caller, which asks to
   * empty the cart. `undoable`: the toast offers "Deshacer" (a one-tap add, issue 13).
   */
  function add(input: AddToCartInput, { undoable = false }: { undoable?: boolean } = {}): Promise<CartResult> {
    const current = cartContextOf(items);
    const fits = !current || isSameContext(current, input.context);
    const provisional: CartItem = {
      id: -Date.now(),
      product: {
        product_id: input.selection.productId,
        quantity: input.selection.quantity,
        name: input.name,
        category: input.category,
        selection: toSelectionJson(input.selection),
        photo: input.photo ?? null,
      },
      quantity: input.selection.quantity,
      unit_price: Math.round(input.totalCents / Math.max(1, input.selection.quantity)),
      total_price: input.totalCents,
      delivery_type: input.context.deliveryType,
      restaurant: input.context.restaurant,
      restaurant_id: 0,
      table_number: input.context.tableNumber,
      available: true,
      is_alcoholic: input.isAlcoholic,
      // The server's words, IVA split and packaging arrive with the cart read back after the add.
      details: [],
      tax_split: [],
      packaging_units: 0,
    };
    return run(
      () =>
        apiFetch(CART_KEY, {
          method: 'POST',
          json: { ...contextBody(input.context), products: toSelectionJson(input.selection) },
        }),
      // A product for another cart context will be refused: show nothing until the customer decides.
      (list) => (fits ? [...list, provisional] : list),
      t('added', { product: input.name }),
      ['cart_conflict'],
      undoable ? (list) => undoAdd(list, input) : undefined,
    );
  }

  /** Takes back what an add put in: the units it added to the line that holds the product now. */
  function undoAdd(list: CartItem[], input: AddToCartInput): (() => unknown) | null {
    const line = list.findLast(
      (item) =>
        item.product.product_id === input.selection.productId &&
        JSON.stringify(item.product.selection) === JSON.stringify(toSelectionJson({ ...input.selection, quantity: 1 })),
    );
    if (!line) return null;
    return () => setQuantity(line, line.quantity - input.selection.quantity);
  }

  /** PUT /api/cart/{id}: the line's own context (it never changes) and what changes in it. */
  const putLine = (item: CartItem, change: Record<string, unknown>) =>
    apiFetch(`${CART_KEY}/${item.id}`, {
      method: 'PUT',
      json: {
        delivery_type: item.delivery_type,
        restaurant: item.restaurant,
        table_number: item.table_number,
        ...change,
      },
    });

  /** A new selection (its quantity included): "Editar" saves into the same line. */
  function update(item: CartItem, selection: ProductSelection, totalCents: number): Promise<CartResult> {
    return run(
      () => putLine(item, { products: toSelectionJson(selection) }),
      (list) =>
        list.map((line) =>
          line.id === item.id
            ? {
                ...line,
                quantity: selection.quantity,
                total_price: totalCents,
                product: { ...line.product, quantity: selection.quantity, selection: toSelectionJson(selection) },
              }
            : line,
        ),
      t('updated', { product: item.product.name }),
    );
  }

  /** PUT /api/cart/{id} with the new quantity; 0 removes the line. */
  function setQuantity(item: CartItem, quantity: number): Promise<CartResult> {
    if (quantity <= 0) return remove(item);
    return run(
      () => putLine(item, { quantity }),
      (list) =>
        list.map((line) =>
          line.id === item.id
            ? { ...line, quantity, total_price: line.unit_price * quantity, product: { ...line.product, quantity } }
            : line,
        ),
      t('quantityChanged', { product: item.product.name, count: quantity }),
    );
  }

  function remove(item: CartItem): Promise<CartResult> {
    return run(
      () => apiFetch(`${CART_KEY}/${item.id}`, { method: 'DELETE' }),
      (list) => list.filter((line) => line.id !== item.id),
      t('removed', { product: item.product.name }),
    );
  }

  /** Spec section 4: emptying clears the items and with them the cart's delivery type and table. */
  function empty(): Promise<CartResult> {
    return run(
      () => apiFetch(`${CART_KEY}/empty`, { method: 'POST' }),
      () => [],
      t('emptied'),
    );
  }

  /** POST /api/cart/add-extra: sets an extra's quantity (0 removes it). */
  function addExtra(
    context: OrderContext,
    extra: { productId: number; name: string; unitCents: number },
    quantity: number,
  ): Promise<CartResult> {
    return run(
      () =>
        apiFetch(`${CART_KEY}/add-extra`, {
          method: 'POST',
          json: { ...contextBody(context), product: extra.productId, quantity },
        }),
      (list) => {
        const isExtra = (line: CartItem) =>
          line.product.product_id === extra.productId && line.product.category === 'extra';
        if (quantity <= 0) return list.filter((line) => !isExtra(line));
        if (list.some(isExtra)) {
          return list.map((line) =>
            isExtra(line) ? { ...line, quantity, total_price: line.unit_price * quantity } : line,
          );
        }
        return list;
      },
      quantity > 0
        ? t('quantityChanged', { product: extra.name, count: quantity })
        : t('removed', { product: extra.name }),
      ['cart_conflict'],
    );
  }

  return {
    items,
    count,
    context: cartContextOf(items),
    isLoading,
    error: error as unknown,
    add,
    update,
    setQuantity,
    remove,
    empty,
    addExtra,
    /** Reads the cart again (after the server refused an order, say). */
    refresh: () => mutate(),
  };
}
