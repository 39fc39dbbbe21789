import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { revalidateCatalogue } from '@/lib/site/settings';
import { registerUser, setUpTemporaryFiles } from '../support/api-client';
import {
  cartBody,
  fillCart,
  orderBody,
  priceAt,
  productId,
  restaurantBySlug,
  selection,
  setAvailable,
  shop,
  signInCustomer,
  fakeClockFrom,
  type Shop,
} from '../support/ordering';

// A customer's orders: the list, one order by its public id, cancelling
// before the restaurant accepts it, and "repetir pedido" at today's prices.
// Every read and change is the customer's own: another's order is not found.

setUpTemporaryFiles();
const clock = fakeClockFrom();

let customer: Shop;
let userId: number;
let other: Shop;
let burger: number;
let beer: number;
let homeAddress: number;

beforeAll(async () => {
  const signedIn = await signInCustomer();
  customer = shop(signedIn.client);
  userId = signedIn.userId;
  other = shop((await registerUser()).client);
  burger = await productId('burger-clasica');
  beer = await productId('cerveza-tercio');
  homeAddress = (await db.address.findFirstOrThrow({ where: { userId, isDefault: true } })).id;
});

beforeEach(async () => {
  clock.advance(61_000);
  await db.cartItem.deleteMany({ where: { userId } });
});

const notFound = { code: 'not_found', message: 'No encontramos ese pedido.' };

/** Fills the cart and places a delivery order to the default address; answers the order resource. */
async function placeOrder(bodies: unknown[]) {
  await fillCart(customer, bodies);
  const response = await customer.placeOrder(orderBody({ address_id: homeAddress }));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  // Keeps the timestamps of successive orders and status changes apart.
  clock.advance(1_000);
  return response.body.data;
}

describe('GET /api/orders and /api/orders/{id}', () => {
  it('lists the orders newest first and reads one by its public id', async () => {
    const first = await placeOrder([cartBody(selection(burger))]);
    const second = await placeOrder([cartBody(selection(burger, { quantity: 2 })), cartBody(selection(beer))]);

    const list = await customer.orders();
    expect(list.status).toBe(200);
    expect(list.body.data.slice(0, 2)).toEqual([
      {
        id: second.id,
        number: second.number,
        status: 'received',
        delivery_type: 'delivery',
        table_number: null,
        total: second.total,
        created_at: second.created_at,
        restaurant: 'Casa Elefante Ruzafa',
        items: 3,
      },
      expect.objectContaining({ id: first.id, items: 1 }),
    ]);
    expect(list.body.data).toHaveLength(await db.order.count({ where: { userId } }));

    const read = await customer.order(second.id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ data: second });

    const internal = await db.order.findUniqueOrThrow({ where: { publicId: second.id } });
    const byInternalId = await customer.order(String(internal.id));
    expect(byInternalId.status).toBe(404);
    expect(byInternalId.body).toEqual(notFound);
  });

  it("answers 404 for another customer's order to read, cancel or repeat it, and changes nothing", async () => {
    const order = await placeOrder([cartBody(selection(burger))]);

    for (const response of [await other.order(order.id), await other.cancel(order.id), await other.repeat(order.id)]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(notFound);
    }
    expect((await other.orders()).body).toEqual({ data: [] });
    expect(await other.cart()).toEqual([]);
    expect((await customer.order(order.id)).body.data).toMatchObject({ status: 'received', can_cancel: true });
  });
});

describe('POST /api/orders/{id}/cancel', () => {
  it("cancels a 'received' order and records the change", async () => {
    const order = await placeOrder([cartBody(selection(burger))]);
    const response = await customer.cancel(order.id);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: order.id,
      status: 'cancelled',
      cancel_reason: 'Cancelado por el cliente',
      can_cancel: false,
      status_history: [
        { status: 'received', note: null, at: order.created_at },
        { status: 'cancelled', note: 'Cancelado por el cliente', at: expect.any(String) },
      ],
    });
    const stored = await db.order.findUniqueOrThrow({
      where: { publicId: order.id },
      select: { status: true, statusChanges: { orderBy: { id: 'asc' }, select: { status: true, changedById: true } } },
    });
    expect(stored).toEqual({
      status: 'cancelled',
      statusChanges: [
        { status: 'received', changedById: null },
        { status: 'cancelled', changedById: userId },
      ],
    });

    const again = await customer.cancel(order.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('order_not_cancellable');
  });

  it('refuses once the restaurant has accepted the order', async () => {
    const order = await placeOrder([cartBody(selection(burger))]);
    await db.order.update({ where: { publicId: order.id }, data: { status: 'accepted' } });

    const response = await customer.cancel(order.id);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      code: 'order_not_cancellable',
      message: 'El restaurante ya ha aceptado tu pedido: ya no se puede cancelar.',
    });
    const stored = await db.order.findUniqueOrThrow({
      where: { publicId: order.id },
      include: { statusChanges: true },
    });
    expect(stored.status).toBe('accepted');
    expect(stored.statusChanges.map((change) => change.status)).toEqual(['received']);
    expect((await customer.order(order.id)).body.data.can_cancel).toBe(false);
  });
});

describe('POST /api/orders/{id}/repeat', () => {
  it("puts every line back in the cart at today's prices", async () => {
    const order = await placeOrder([
      cartBody(selection(burger, { quantity: 2 })),
      cartBody(selection(burger, { extra_options: { double_cheese: true } })),
    ]);
    const ruzafa = await restaurantBySlug('valencia-ruzafa');
    const where = { restaurantId_productId: { restaurantId: ruzafa.id, productId: burger } };
    const { priceCents: ownPrice } = await db.restaurantProduct.findUniqueOrThrow({ where });
    const today = (await priceAt('valencia-ruzafa', 'burger-clasica')) + 150;
    // A price change is stamped like the back office's (lib/catalogue/cache.ts).
    await db.restaurantProduct.update({ where, data: { priceCents: today } });
    await revalidateCatalogue();
    try {
      const response = await customer.repeat(order.id);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { added: ['La Clásica', 'La Clásica'], missing: [] } });

      const cart = await customer.cart();
      expect(cart.map((item) => [item.quantity, item.unit_price, item.total_price])).toEqual([
        [2, today, 2 * today],
        [1, today + 100, today + 100],
      ]);
      expect(cart.map((item) => item.product.selection)).toEqual(
        order.lines.map((line: { selection: unknown }) => line.selection),
      );
      expect(cart[0]).toMatchObject({ restaurant: 'valencia-ruzafa', delivery_type: 'delivery', table_number: null });
      expect(order.lines[0].unit_price).toBe(today - 150);
    } finally {
      await db.restaurantProduct.update({ where, data: { priceCents: ownPrice } });
      await revalidateCatalogue();
    }
  });

  it('adds what is still sold and names what is not', async () => {
    const order = await placeOrder([cartBody(selection(burger)), cartBody(selection(beer))]);
    await setAvailable('valencia-ruzafa', 'cerveza-tercio', false);
    try {
      const response = await customer.repeat(order.id);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { added: ['La Clásica'], missing: ['Cerveza (33 cl)'] } });
      expect((await customer.cart()).map((item) => item.product.product_id)).toEqual([burger]);
    } finally {
      await setAvailable('valencia-ruzafa', 'cerveza-tercio', true);
    }
  });

  it('refuses an order none of whose products is sold any more', async () => {
    const order = await placeOrder([cartBody(selection(beer, { quantity: 2 }))]);
    await setAvailable('valencia-ruzafa', 'cerveza-tercio', false);
    try {
      const response = await customer.repeat(order.id);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ code: 'order_not_repeatable', message: 'Este pedido no se puede repetir' });
      expect(await customer.cart()).toEqual([]);
    } finally {
      await setAvailable('valencia-ruzafa', 'cerveza-tercio', true);
    }
  });

  it('answers 409 when the cart holds products of another restaurant, and leaves it alone', async () => {
    const order = await placeOrder([cartBody(selection(burger))]);
    const cart = await fillCart(customer, [cartBody(selection(beer), { restaurant: 'valencia-benimaclet' })]);

    const response = await customer.repeat(order.id);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('cart_conflict');
    expect(await customer.cart()).toEqual(cart);
  });
});
