import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { CLAIM_LEASE_MS } from '@/lib/orders/place-order';
import { POST as statusRoute } from '@/app/api/admin/orders/[id]/status/route';
import { DEMO, setUpTemporaryFiles, signIn } from '../support/api-client';
import {
  cartBody,
  fakeClockFrom,
  fillCart,
  newKey,
  orderBody,
  productId,
  selection,
  shop,
  signInCustomer,
  type Shop,
} from '../support/ordering';

// Findings 3 (an idempotency key stuck for 24 h after a crash) and 9 (a
// 198-unit line, a silent clamp of 10^6 units, table 999 of a 24-table restaurant).

setUpTemporaryFiles();
const clock = fakeClockFrom();

let customer: Shop;
let userId: number;
let burger: number;
let fries: number;
let homeAddress: number;

beforeAll(async () => {
  const signedIn = await signInCustomer();
  customer = shop(signedIn.client);
  userId = signedIn.userId;
  [burger, fries] = await Promise.all([productId('burger-clasica'), productId('patatas-fritas')]);
  homeAddress = (await db.address.findFirstOrThrow({ where: { userId, isDefault: true, postalCode: '46006' } })).id;
});

beforeEach(async () => {
  clock.advance(61_000);
  await db.cartItem.deleteMany({ where: { userId } });
});

describe('an idempotency key whose first request died (finding 3)', () => {
  /** What a request killed between its claim and its transaction leaves: a processing claim, no order. */
  async function claimLeftByACrash(key: string, leaseEndsIn: number) {
    const record = await db.idempotencyRecord.create({
      data: {
        userId,
        key,
        requestHash: 'dead-request:dead-cart',
        status: 'processing',
        leaseExpiresAt: new Date(Date.now() + leaseEndsIn),
        expiresAt: new Date(Date.now() + 24 * 3_600_000),
      },
    });
    return record.id;
  }

  it('is taken over by a retry once its lease has passed: the order is placed once', async () => {
    await fillCart(customer, [cartBody(selection(burger))]);
    const key = newKey();
    const body = orderBody({ address_id: homeAddress });
    // The dead request had the same body: the claim stores the hash of body and cart.
    const recordId = await claimLeftByACrash(key, -1);
    await db.idempotencyRecord.update({
      where: { id: recordId },
      data: { requestHash: (await bodyHashOf(body)) + ':dead-cart' },
    });
    const before = await db.order.count({ where: { userId } });
    const retried = await customer.placeOrder(body, key);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    const again = await customer.placeOrder(body, key);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(retried.body.data.id);
    expect(await db.order.count({ where: { userId } })).toBe(before + 1);
  });

  it('still makes a retry wait, then 409, while the first request holds its lease', async () => {
    await fillCart(customer, [cartBody(selection(burger))]);
    const key = newKey();
    await claimLeftByACrash(key, CLAIM_LEASE_MS);
    const pending = customer.placeOrder(orderBody({ address_id: homeAddress }), key);
    // Only Date is faked: let the retry poll a little, then move past its 5-second wait (not past the lease).
    await new Promise((resolve) => setTimeout(resolve, 300));
    clock.advance(6_000);
    const response = await pending;
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Tu pedido se está procesando. Espera un momento.');
  });

  it('is not taken over by a request with another body (422)', async () => {
    await fillCart(customer, [cartBody(selection(burger))]);
    const key = newKey();
    await claimLeftByACrash(key, -1);
    const response = await customer.placeOrder(orderBody({ address_id: homeAddress, observation: 'Otra cosa' }), key);
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('idempotency_key_reused');
  });

  it('two retries after the same crash place one order', async () => {
    await fillCart(customer, [cartBody(selection(burger))]);
    const key = newKey();
    const body = orderBody({ address_id: homeAddress });
    const recordId = await claimLeftByACrash(key, -1);
    await db.idempotencyRecord.update({
      where: { id: recordId },
      data: { requestHash: (await bodyHashOf(body)) + ':dead-cart' },
    });
    const before = await db.order.count({ where: { userId } });
    const [a, b] = await Promise.all([customer.placeOrder(body, key), customer.placeOrder(body, key)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(await db.order.count({ where: { userId } })).toBe(before + 1);
  });
});

async function bodyHashOf(body: unknown): Promise<string> {
  const { createHash } = await import('node:crypto');
  const { placeOrderSchema } = await import('@/lib/validations/order');
  return createHash('sha256')
    .update(JSON.stringify(placeOrderSchema.parse(body)))
    .digest('hex');
}

describe('the totals a client sends are checked, never charged (decision 044)', () => {
  it('refuses a lower total or subtotal with 409, and a malformed one with 422, writing nothing', async () => {
    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    const before = await db.order.count({ where: { userId } });
    // The server's amounts, as its refusal of a total of 0 states them.
    const probe = await customer.placeOrder(orderBody({ expected_total: 0 }), newKey());
    expect(probe.status).toBe(409);
    const { subtotal, total } = probe.body.totals as { subtotal: number; total: number };
    for (const [claimed, code] of [
      [{ expected_total: total - 1 }, 'order_total_changed'],
      [{ expected_subtotal: subtotal - 1 }, 'order_prices_changed'],
      [{ expected_subtotal: 0, expected_total: 0 }, 'order_prices_changed'],
    ] as const) {
      const refused = await customer.placeOrder(orderBody(claimed), newKey());
      expect([refused.status, refused.body.code]).toEqual([409, code]);
    }
    for (const malformed of [-1, 0.5, 1e12, '2130'])
      expect((await customer.placeOrder(orderBody({ expected_total: malformed }), newKey())).status).toBe(422);
    expect(await db.order.count({ where: { userId } })).toBe(before);
    expect(await customer.cart()).toHaveLength(1);
  });
});

describe('cart lines stay within 1–99 units and tables within the restaurant (finding 9)', () => {
  it('refuses an edit that merges into a 99-unit line (would be 198) with 422 and changes nothing', async () => {
    const [big] = await fillCart(customer, [cartBody(selection(burger, { quantity: 99 }))]);
    await fillCart(customer, [cartBody(selection(burger, { extra_options: { double_cheese: true } }))]);
    const other = (await customer.cart()).find((item) => item.id !== big!.id)!;
    const merged = await customer.update(other.id, cartBody(selection(burger, { quantity: 99 })));
    expect(merged.status).toBe(422);
    expect(merged.body.errors.quantity[0]).toMatch(/99 unidades/);
    expect((await customer.cart()).map((item) => item.quantity).sort()).toEqual([1, 99]);
  });

  it('refuses an add that would take a line past 99 instead of clamping it', async () => {
    await fillCart(customer, [cartBody(selection(burger, { quantity: 98 }))]);
    const response = await customer.add(cartBody(selection(burger, { quantity: 2 })));
    expect(response.status).toBe(422);
    expect((await customer.cart())[0]!.quantity).toBe(98);
  });

  it.each([100, 1_000_000])('refuses %i units in one add with 422 (never a silent clamp)', async (quantity) => {
    const response = await customer.add(cartBody(selection(burger, { quantity })));
    expect(response.status).toBe(422);
    expect(await customer.cart()).toEqual([]);
  });

  it('refuses 100 extras through add-extra', async () => {
    const response = await customer.addExtra({
      delivery_type: 'recoger',
      restaurant: 'valencia-ruzafa',
      table_number: null,
      product: fries,
      quantity: 100,
    });
    expect(response.status).toBe(422);
  });

  it('refuses table 999 of a 24-table restaurant, in the cart and at checkout', async () => {
    const inCart = await customer.add(
      cartBody(selection(burger), { delivery_type: 'fast', restaurant: 'valencia-ruzafa', table_number: 999 }),
    );
    expect(inCart.status).toBe(422);
    expect(inCart.body.errors.table_number).toBeDefined();
    await fillCart(customer, [
      cartBody(selection(burger), { delivery_type: 'fast', restaurant: 'valencia-ruzafa', table_number: null }),
    ]);
    const before = await db.order.count({ where: { userId } });
    const placed = await customer.placeOrder(orderBody({ table_number: 999 }));
    expect(placed.status).toBe(422);
    expect(placed.body.errors.table_number[0]).toMatch(/entre 1 y 24/);
    expect(await db.order.count({ where: { userId } })).toBe(before);
  });
});

describe('choice options take only the values the kitchen makes (issue 13 item 13)', () => {
  it.each([
    ['a spirit nobody pours', { coffee_alcohol: true, spirit: 'vodka' }],
    ['a spirit without the alcohol (free liquor)', { spirit: 'brandy' }],
    ['a key every object has', { coffee_alcohol: true, spirit: 'constructor' }],
    ['a prototype key', { coffee_alcohol: true, spirit: '__proto__' }],
    ['a long text', { coffee_alcohol: true, spirit: 'b'.repeat(10_000) }],
  ])('refuses %s with 422 and adds nothing', async (_, extra_options) => {
    const coffee = await productId('cafe-solo');
    const response = await customer.add({
      ...cartBody(selection(coffee, { extra_options })),
      delivery_type: 'fast',
    });
    expect(response.status).toBe(422);
    expect(await db.cartItem.count({ where: { userId } })).toBe(0);
  });
});

describe('half of a surrogate pair in a text (review of issue 11)', () => {
  // JSON may escape one half of a pair (\ud83d) where UTF-8 cannot carry it: the
  // database stored U+FFFD while the order's answer and its e-mail echoed the original.
  it.each([
    ['the observation', { observation: 'Sin cebolla \ud83d por favor' }],
    ['the customer name', { customer_name: 'Lucía \udc00' }],
    ['a key', { ['\ud800']: 'x' }],
  ])('in %s: 422 with a clear message, no order, the cart kept', async (_, overrides) => {
    const cart = await fillCart(customer, [cartBody(selection(burger))]);
    const before = await db.order.count({ where: { userId } });
    const placed = await customer.placeOrder(orderBody({ address_id: homeAddress, ...overrides }));
    expect(placed.status).toBe(422);
    expect(placed.body.message).toBe('El texto contiene caracteres no válidos.');
    expect(await db.order.count({ where: { userId } })).toBe(before);
    expect(await customer.cart()).toEqual(cart);
  });

  it('keeps a whole pair (an emoji) as it was written', async () => {
    await fillCart(customer, [cartBody(selection(burger))]);
    const placed = await customer.placeOrder(
      orderBody({ address_id: homeAddress, observation: 'Sin cebolla 🍔 por favor' }),
    );
    expect(placed.status).toBe(201);
    const stored = await db.order.findUniqueOrThrow({ where: { publicId: placed.body.data.id } });
    expect(stored.observation).toBe('Sin cebolla 🍔 por favor');
  });
});

describe('loyalty points of orders that can still be cancelled (security probe, stop 35)', () => {
  const points = async () =>
    (await db.loyaltyLedgerEntry.aggregate({ where: { userId }, _sum: { points: true } }))._sum.points ?? 0;

  it('six orders placed, or accepted, then cancelled buy no discount; handed over, they do', async () => {
    const start = await points();
    if (start !== 0)
      await db.loyaltyLedgerEntry.create({ data: { userId, points: -start, reason: 'adjustment', note: 'test' } });
    const twoBurgers = () => cartBody(selection(burger, { quantity: 2 }), { delivery_type: 'recoger' });
    const placed: string[] = [];
    for (let index = 0; index < 6; index++) {
      await fillCart(customer, [twoBurgers()]);
      const order = await customer.placeOrder(orderBody());
      expect(order.status).toBe(201);
      placed.push(order.body.data.id);
    }
    const { client: staff, tokens } = await signIn(DEMO.staff);
    staff.bearer = tokens.access_token;
    const move = async (id: string, body: Record<string, unknown>) => {
      const moved = await staff.post(statusRoute, `/api/admin/orders/${id}/status`, { params: { id }, json: body });
      expect(moved.status).toBe(200);
    };
    // Waiting (the customer may cancel) or accepted (the restaurant may, on a no-show): no point yet.
    for (const id of placed) await move(id, { status: 'accepted', prep_minutes: 20 });
    expect(await points()).toBe(0);
    const [line] = await fillCart(customer, [twoBurgers()]);
    const refused = await customer.placeOrder(orderBody({ loyalty_cart_item_id: line!.id }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ loyalty: ['Necesitas 6 puntos para el descuento de tu tarjeta.'] });

    // Handed over, they count.
    for (const id of placed) for (const status of ['preparing', 'ready', 'collected']) await move(id, { status });
    expect(await points()).toBe(6);
    expect((await customer.cancel(placed[0]!)).status).toBe(409);
    const redeemed = await customer.placeOrder(orderBody({ loyalty_cart_item_id: line!.id }));
    expect(redeemed.status).toBe(201);
    expect(await points()).toBe(0);
  });
});
