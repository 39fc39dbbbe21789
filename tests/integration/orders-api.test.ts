import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import type { CartItemResource } from '@/lib/cart/cart';
import type { DeliveryType } from '@/lib/vocabulary/catalogue';
import { readOutbox } from '@/lib/mail/transport';
import { computeTotals } from '@/lib/orders/totals';
import { setUpTemporaryFiles } from '../support/api-client';
import {
  cartBody,
  fillCart,
  fillLunchCart,
  linesOf,
  newKey,
  orderBody,
  productId,
  restaurantBySlug,
  selection,
  shop,
  signInCustomer,
  fakeClockFrom,
  type Shop,
} from '../support/ordering';

// POST /api/orders: idempotent by Idempotency-Key, every price and total the
// server's. The address, availability, alcohol and time checks are in
// orders-checkout.test.ts; listing, cancelling and repeating in
// orders-history.test.ts.

setUpTemporaryFiles();
const clock = fakeClockFrom();

let customer: Shop;
let userId: number;
let email: string;
let burger: number;
let beer: number;
let homeAddress: number;

beforeAll(async () => {
  const signedIn = await signInCustomer();
  customer = shop(signedIn.client);
  ({ userId, email } = signedIn);
  burger = await productId('burger-clasica');
  beer = await productId('cerveza-tercio');
  homeAddress = (await db.address.findFirstOrThrow({ where: { userId, isDefault: true, postalCode: '46006' } })).id;
});

beforeEach(async () => {
  // A minute per test: each test may place up to 10 orders (the per-customer rate limit).
  clock.advance(61_000);
  await db.cartItem.deleteMany({ where: { userId } });
});

const orderCount = () => db.order.count({ where: { userId } });

/** What lib/orders/totals.ts makes of these cart lines at this restaurant. */
async function expectedTotals(cart: CartItemResource[], deliveryType: DeliveryType, postalCode?: string) {
  const restaurant = await restaurantBySlug(cart[0]!.restaurant);
  const served = postalCode
    ? await db.restaurantPostalCode.findUniqueOrThrow({
        where: { restaurantId_postalCode: { restaurantId: restaurant.id, postalCode } },
      })
    : null;
  return computeTotals({
    lines: cart.map((item) => ({
      totalCents: item.total_price,
      taxSplit: item.tax_split.map((share) => ({ rate: share.rate, grossCents: share.amount })),
      packagingUnits: item.packaging_units,
    })),
    packaging: { unitCents: 5, rate: 10 },
    deliveryType,
    minimumOrderCents: restaurant.minimumOrderCents,
    minimumOrderSurchargeCents: restaurant.minimumOrderSurchargeCents,
    shippingCents: served ? (served.shippingCostCents ?? restaurant.shippingCostCents) : 0,
  });
}

const lunchCart = () => fillLunchCart(customer);

describe('POST /api/orders', () => {
  it('needs an Idempotency-Key header and a cart', async () => {
    await fillCart(customer, [cartBody(selection(burger))]);
    const withoutKey = await customer.placeOrder(orderBody({ address_id: homeAddress }), null);
    expect(withoutKey.status).toBe(422);
    expect(withoutKey.body).toEqual({
      code: 'validation_failed',
      message: 'Revisa los datos introducidos',
      errors: { _: ['Falta la cabecera Idempotency-Key.'] },
    });

    await customer.empty();
    const empty = await customer.placeOrder(orderBody({ address_id: homeAddress }));
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ code: 'cart_empty', message: 'Tu pedido está vacío.' });
    expect(await orderCount()).toBe(0);
  });

  it('places a delivery order to the default address with the server totals, empties the cart and mails a confirmation', async () => {
    const cart = await lunchCart();
    expect(cart.map((item) => item.quantity)).toEqual([2, 1, 1]);
    const totals = await expectedTotals(cart, 'delivery', '46006');
    expect(totals.tax.map((line) => line.rate)).toEqual([10, 21]);
    const ruzafa = await restaurantBySlug('valencia-ruzafa');

    const response = await customer.placeOrder(orderBody({ address_id: homeAddress, observation: 'Sin prisa' }));
    expect(response.status).toBe(201);
    const order = response.body.data;
    expect(order).toMatchObject({
      status: 'received',
      delivery_type: 'delivery',
      table_number: null,
      restaurant: {
        name: 'valencia-ruzafa',
        commercial_name: ruzafa.commercialName,
        city: 'Valencia',
        time_zone: 'Europe/Madrid',
      },
      address: {
        street: 'Carrer de Cadis',
        number: '45',
        floor: '3',
        door: '7',
        postal_code: '46006',
        town: 'Valencia',
        province: 'Valencia',
      },
      scheduled_for: null,
      asap: true,
      observation: 'Sin prisa',
      customer_name: 'Lucía Martínez García',
      customer_phone: '612487390',
      payment_method: 'cash',
      lines: linesOf(cart),
      discounts: [],
      subtotal: totals.subtotalCents,
      discount: 0,
      surcharge: totals.surchargeCents,
      shipping: totals.shippingCents,
      total: totals.totalCents,
      tax_total: totals.taxCents,
      packaging: { units: totals.packagingUnits, amount: totals.packagingCents },
      taxes: totals.tax.map((tax) => ({ rate: tax.rate, base: tax.baseCents, quota: tax.taxCents })),
      can_cancel: true,
      status_history: [{ status: 'received', note: null, at: expect.any(String) }],
    });
    expect(order.shipping).toBe(ruzafa.shippingCostCents);
    // Three burgers and a beer: four single-use containers at the default 0,05 € (issue 16).
    expect(order.packaging).toEqual({ units: 4, amount: 20 });
    expect(order.total).toBe(order.subtotal + order.surcharge + order.shipping + order.packaging.amount);
    const taxed = order.taxes.reduce(
      (sum: number, tax: { base: number; quota: number }) => sum + tax.base + tax.quota,
      0,
    );
    expect(taxed).toBe(order.total);
    expect(order.id).toMatch(/^[\w-]{22}$/);
    expect(order.number).toMatch(/^RUZ-[2-9A-HJKMNP-Z]{6}$/);

    expect(await customer.cart()).toEqual([]);
    const stored = await db.order.findUniqueOrThrow({ where: { publicId: order.id }, include: { lines: true } });
    expect(stored).toMatchObject({
      userId,
      restaurantId: ruzafa.id,
      totalCents: totals.totalCents,
      taxCents: totals.taxCents,
    });
    expect(stored.lines).toHaveLength(cart.length);
    // Each line keeps its split by rate: the beer at 21 %, the burgers at 10 %.
    expect(stored.lines.map((line) => JSON.parse(line.taxSplit!))).toEqual(
      cart.map((item) => item.tax_split.map((share) => ({ rate: share.rate, gross_cents: share.amount }))),
    );
    expect(
      await db.orderTax.findMany({
        where: { orderId: stored.id },
        orderBy: { rate: 'asc' },
        select: { rate: true, baseCents: true, taxCents: true },
      }),
    ).toEqual(totals.tax.map((tax) => ({ rate: tax.rate, baseCents: tax.baseCents, taxCents: tax.taxCents })));

    const [mail] = readOutbox({ to: email });
    expect(mail?.subject).toBe(`Pedido ${order.number} recibido`);
    expect(mail?.text).toContain(`/pedido-confirmado/${order.id}`);
    // The floor and door too, as the order page and the ticket write them.
    expect(mail?.text).toContain('Te lo llevamos a Carrer de Cadis 45 · Piso 3, puerta 7 · 46006 Valencia.');
  });

  it('answers a retry with the same key with the same order, and refuses the key for another request', async () => {
    await lunchCart();
    const key = newKey();
    const before = await orderCount();
    const first = await customer.placeOrder(orderBody({ address_id: homeAddress }), key);
    expect(first.status).toBe(201);

    const retry = await customer.placeOrder(orderBody({ address_id: homeAddress }), key);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await orderCount()).toBe(before + 1);

    const other = await customer.placeOrder(orderBody({ address_id: homeAddress, observation: 'Otra cosa' }), key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      code: 'idempotency_key_reused',
      message: 'Esta clave de idempotencia ya se usó con otro pedido.',
    });

    // A new cart under the old key is another request too.
    await fillCart(customer, [cartBody(selection(beer))]);
    const newCart = await customer.placeOrder(orderBody({ address_id: homeAddress }), key);
    expect(newCart.status).toBe(422);
    expect(newCart.body.code).toBe('idempotency_key_reused');
    expect(await orderCount()).toBe(before + 1);
    expect(await customer.cart()).toHaveLength(1);
  });

  it('creates exactly one order for 50 simultaneous requests with one key', async () => {
    const cart = await lunchCart();
    const key = newKey();
    const [ordersBefore, linesBefore] = await Promise.all([orderCount(), db.orderLine.count()]);

    const responses = await Promise.all(
      Array.from({ length: 50 }, () => customer.placeOrder(orderBody({ address_id: homeAddress }), key)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => [200, 201, 409].includes(status))).toBe(true);
    const succeeded = responses.filter((response) => response.status < 300);
    const ids = new Set(succeeded.map((response) => response.body.data.id));
    expect(ids.size).toBe(1);
    for (const response of responses.filter((candidate) => candidate.status === 409))
      expect(response.body.code).toBe('conflict');

    expect(await orderCount()).toBe(ordersBefore + 1);
    expect(await db.orderLine.count()).toBe(linesBefore + cart.length);
    const [id] = ids;
    const stored = await db.order.findUniqueOrThrow({
      where: { publicId: id },
      include: { _count: { select: { lines: true } } },
    });
    expect(stored._count.lines).toBe(cart.length);
    expect(
      await db.idempotencyRecord.findMany({ where: { userId, key }, select: { status: true, orderId: true } }),
    ).toEqual([{ status: 'completed', orderId: stored.id }]);
  });

  it('adds the minimum-order surcharge and shipping to a small delivery, and neither to a takeaway', async () => {
    const small = await fillCart(customer, [cartBody(selection(beer))]);
    const deliveryTotals = await expectedTotals(small, 'delivery', '46006');
    expect(deliveryTotals.surchargeCents).toBeGreaterThan(0);
    const delivery = await customer.placeOrder(orderBody({ address_id: homeAddress }));
    expect(delivery.status).toBe(201);
    expect(delivery.body.data).toMatchObject({
      subtotal: deliveryTotals.subtotalCents,
      surcharge: deliveryTotals.surchargeCents,
      shipping: deliveryTotals.shippingCents,
      total: deliveryTotals.totalCents,
      tax_total: deliveryTotals.taxCents,
    });

    const takeawayCart = await fillCart(customer, [cartBody(selection(beer), { delivery_type: 'recoger' })]);
    const takeawayTotals = await expectedTotals(takeawayCart, 'takeaway');
    // An address sent for a takeaway is ignored.
    const takeaway = await customer.placeOrder(orderBody({ address_id: homeAddress }));
    expect(takeaway.status).toBe(201);
    expect(takeaway.body.data).toMatchObject({
      delivery_type: 'takeaway',
      address: null,
      subtotal: takeawayTotals.subtotalCents,
      surcharge: 0,
      shipping: 0,
      // Only the beer's cup is added (Ley 7/2022 art. 55).
      packaging: { units: 1, amount: 5 },
      total: takeawayTotals.subtotalCents + 5,
      tax_total: takeawayTotals.taxCents,
    });
    const [mail] = readOutbox({ to: email });
    expect(mail?.text).toContain('Recógelo en Casa Elefante Ruzafa, Carrer de Sueca, 32');
  });
});
