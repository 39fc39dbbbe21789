import { afterAll, beforeAll, expect, vi } from 'vitest';
import { GET as getCartRoute, POST as addToCartRoute } from '@/app/api/cart/route';
import { PUT as updateCartRoute, DELETE as deleteCartRoute } from '@/app/api/cart/[id]/route';
import { POST as emptyCartRoute } from '@/app/api/cart/empty/route';
import { POST as addExtraRoute } from '@/app/api/cart/add-extra/route';
import { GET as slotsRoute } from '@/app/api/checkout/slots/route';
import { GET as listOrdersRoute, POST as placeOrderRoute } from '@/app/api/orders/route';
import { GET as getOrderRoute } from '@/app/api/orders/[id]/route';
import { POST as cancelOrderRoute } from '@/app/api/orders/[id]/cancel/route';
import { POST as repeatOrderRoute } from '@/app/api/orders/[id]/repeat/route';
import { db } from '@/lib/db';
import { createSession } from '@/lib/auth/sessions';
import { revalidateCatalogue } from '@/lib/site/settings';
import { selectionKindOf, type ProductCategory, type SelectionKind } from '@/lib/vocabulary/catalogue';
import type { CartItemResource } from '@/lib/cart/cart';
import { ApiClient, DEMO, signIn } from './api-client';

// Helpers of the cart and orders API tests (tests/integration/cart-*.test.ts,
// orders-*.test.ts): a fake clock inside opening hours, seeded ids by slug,
// request bodies, and the cart and order routes bound to a signed-in client.

/**
 * Tuesday 24 November 2026, 13:00 in Madrid (CET, UTC+1): every seeded
 * restaurant's lunch shift is open (Ruzafa and Benimaclet: 12:30–16:00) and
 * alcohol is on sale (from 12:00).
 */
export const TUESDAY_LUNCH = new Date('2026-11-24T12:00:00Z');

/**
 * Fakes only Date (placeOrder polls with the real setTimeout) from `start`,
 * before the file signs anyone in, so tokens and sessions follow the clock.
 * The clock only moves forward: the rate limits (10 new orders a minute per
 * customer) and sessions would not survive going back.
 */
export function fakeClockFrom(start: Date = TUESDAY_LUNCH) {
  let now = start.getTime();
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  return {
    advance(ms: number) {
      now += ms;
      vi.setSystemTime(now);
    },
    now: () => new Date(now),
  };
}

/** The demo customer, signed in; the bearer token is used (no CSRF header needed). */
export async function signInCustomer(): Promise<{ client: ApiClient; userId: number; email: string }> {
  const { client, tokens } = await signIn(DEMO.customer);
  client.bearer = tokens.access_token;
  const user = await db.user.findUniqueOrThrow({ where: { email: DEMO.customer.email }, select: { id: true } });
  return { client, userId: user.id, email: DEMO.customer.email };
}

/** Kinds of the products looked up by productId, for selection(). */
const kinds = new Map<number, SelectionKind>();

export async function productId(slug: string): Promise<number> {
  const product = await db.product.findUniqueOrThrow({ where: { slug }, select: { id: true, category: true } });
  kinds.set(product.id, selectionKindOf(product.category as ProductCategory));
  return product.id;
}

export const restaurantBySlug = (slug: string) => db.restaurant.findUniqueOrThrow({ where: { slug } });

/** The price a restaurant sells a product at (its own price, else the base price). */
export async function priceAt(restaurantSlug: string, productSlug: string): Promise<number> {
  const row = await db.restaurantProduct.findFirstOrThrow({
    where: { restaurant: { slug: restaurantSlug }, product: { slug: productSlug } },
    select: { priceCents: true, product: { select: { basePriceCents: true } } },
  });
  return row.priceCents ?? row.product.basePriceCents;
}

/** Marks a product sold out (or back) at a restaurant. */
export async function setAvailable(restaurantSlug: string, productSlug: string, isAvailable: boolean) {
  const [restaurant, product] = await Promise.all([restaurantBySlug(restaurantSlug), productId(productSlug)]);
  await db.restaurantProduct.update({
    where: { restaurantId_productId: { restaurantId: restaurant.id, productId: product } },
    data: { isAvailable },
  });
  await revalidateCatalogue();
}

/** A selection as the builder sends it in `products` (kind from productId's lookup); the server fills the rest. */
export const selection = (id: number, extra: Record<string, unknown> = {}) => ({
  kind: kinds.get(id) ?? 'dish',
  product_id: id,
  quantity: 1,
  ...extra,
});

/** The POST /api/cart body; delivery to valencia-ruzafa unless told otherwise. */
export const cartBody = (
  products: unknown,
  context: { delivery_type?: string; restaurant?: string; table_number?: number | null } = {},
) => ({
  delivery_type: 'domicilio',
  restaurant: 'valencia-ruzafa',
  table_number: null,
  ...context,
  products,
});

/** The POST /api/orders body: as soon as possible, cash. */
export const orderBody = (overrides: Record<string, unknown> = {}) => ({
  asap: true,
  customer_name: 'Lucía Martínez García',
  customer_phone: '612 487 390',
  payment_method: 'cash',
  ...overrides,
});

let keys = 0;
export const newKey = () => `test-key-${Date.now()}-${(keys += 1)}-${Math.random().toString(36).slice(2)}`;

const withId = (id: number | string) => ({ params: { id: String(id) } });

/** The cart and order routes as one client calls them. */
export function shop(client: ApiClient) {
  return {
    cart: async (): Promise<CartItemResource[]> => {
      const response = await client.get(getCartRoute, '/api/cart');
      if (response.status !== 200) throw new Error(`GET /api/cart answered ${response.status}`);
      return response.body.data;
    },
    add: (body: unknown) => client.post(addToCartRoute, '/api/cart', { json: body }),
    update: (id: number | string, body: unknown) =>
      client.put(updateCartRoute, `/api/cart/${id}`, { ...withId(id), json: body }),
    remove: (id: number | string) => client.delete(deleteCartRoute, `/api/cart/${id}`, withId(id)),
    empty: () => client.post(emptyCartRoute, '/api/cart/empty', { json: {} }),
    addExtra: (body: unknown) => client.post(addExtraRoute, '/api/cart/add-extra', { json: body }),
    slots: () => client.get(slotsRoute, '/api/checkout/slots'),
    placeOrder: async (body: unknown, key: string | null = newKey()) => {
      const response = await client.post(placeOrderRoute, '/api/orders', {
        json: body,
        headers: key === null ? {} : { 'Idempotency-Key': key },
      });
      // A new order's answer is built from what its transaction wrote, not read back
      // (lib/orders/place-order.ts): every order placed in these tests checks it is what the database holds.
      if (response.status === 201) {
        const id = String(response.body.data.id);
        expect(response.body.data).toEqual(
          (await client.get(getOrderRoute, `/api/orders/${id}`, withId(id))).body.data,
        );
      }
      return response;
    },
    orders: () => client.get(listOrdersRoute, '/api/orders'),
    order: (id: string) => client.get(getOrderRoute, `/api/orders/${id}`, withId(id)),
    cancel: (id: string) => client.post(cancelOrderRoute, `/api/orders/${id}/cancel`, withId(id)),
    repeat: (id: string) => client.post(repeatOrderRoute, `/api/orders/${id}/repeat`, withId(id)),
  };
}
export type Shop = ReturnType<typeof shop>;

/** Adds each body to the cart (each must answer 201) and answers the cart as GET /api/cart shows it. */
export async function fillCart(customer: Shop, bodies: unknown[]): Promise<CartItemResource[]> {
  for (const body of bodies) {
    const response = await customer.add(body);
    if (response.status !== 201)
      throw new Error(`POST /api/cart answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return customer.cart();
}

/** The lines of an order resource as the cart they came from prices them. */
export const linesOf = (cart: CartItemResource[]) =>
  cart.map((item) => ({
    id: expect.any(Number),
    product_id: item.product.product_id,
    name: item.product.name,
    category: item.product.category,
    quantity: item.quantity,
    unit_price: item.unit_price,
    total_price: item.total_price,
    selection: item.product.selection,
  }));

/** Two plain burgers (one line), a burger with double cheese and a beer, for delivery from valencia-ruzafa. */
export async function fillLunchCart(customer: Shop): Promise<CartItemResource[]> {
  const [burger, beer] = await Promise.all([productId('burger-clasica'), productId('cerveza-tercio')]);
  return fillCart(customer, [
    cartBody(selection(burger)),
    cartBody(selection(burger)),
    cartBody(selection(burger, { extra_options: { double_cheese: true } })),
    cartBody(selection(beer)),
  ]);
}

/** A verified customer with a session, made directly (hashing 50 passwords would take a minute). */
export async function quickCustomer(index: number) {
  const user = await db.user.create({
    data: {
      name: `Cliente ${index}`,
      email: `rapido-${index}-${Date.now()}@example.com`,
      passwordHash: '!',
      emailVerifiedAt: new Date(),
    },
  });
  const { tokens } = await createSession(user.id);
  return {
    userId: user.id,
    customer: shop(new ApiClient({ bearer: tokens.access_token })),
    client: new ApiClient({ bearer: tokens.access_token }),
  };
}
