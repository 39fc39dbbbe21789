import { beforeAll, describe, expect, it } from 'vitest';
import { GET as salesRoute } from '@/app/api/admin/reports/sales/route';
import { db } from '@/lib/db';
import { issueTicket } from '@/lib/invoices/issue';
import { DEMO, signIn, setUpTemporaryFiles, type ApiClient } from '../support/api-client';
import {
  cartBody,
  fakeClockFrom,
  fillCart,
  orderBody,
  productId,
  selection,
  shop,
  signInCustomer,
  type Shop,
} from '../support/ordering';

// The IVA by rate of a sales report (GET /api/admin/reports/sales, `taxes` and
// `tax_totals`): orders placed here through the API at 10 % and 21 %, one
// delivered with its shipping split between both, one with a discount, one at
// the counter, one at another restaurant, one cancelled, one waiting for its
// online payment, and one written as orders were before IVA was kept per rate.
// The rows must be the sums of the tickets of the orders the report counts,
// and add up to its sales to the cent.

setUpTemporaryFiles();
const clock = fakeClockFrom();

const DAY = '2026-11-24';
const RANGE = `from=${DAY}&to=${DAY}`;

type Placed = { id: number; publicId: string; restaurant: string; total: number; sale: boolean };
type Row = { rate: number; base_cents: number; tax_cents: number; total_cents: number };

let customer: Shop;
let userId: number;
let manager: ApiClient;
const placed: Placed[] = [];
let delivery: { shipping: number; shippingSplit: { rate: number; gross_cents: number }[] };
let discounted: { discount: number; rates: number[] };

async function place(restaurant: string, bodies: unknown[], overrides: Record<string, unknown> = {}) {
  clock.advance(61_000);
  await fillCart(customer, bodies);
  const response = await customer.placeOrder(orderBody(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const order = await db.order.findUniqueOrThrow({
    where: { publicId: response.body.data.id },
    select: { id: true, publicId: true, totalCents: true, status: true },
  });
  const entry = {
    id: order.id,
    publicId: order.publicId,
    restaurant,
    total: order.totalCents,
    sale: order.status !== 'pending_payment',
  };
  placed.push(entry);
  return { entry, data: response.body.data };
}

beforeAll(async () => {
  const signedIn = await signInCustomer();
  customer = shop(signedIn.client);
  userId = signedIn.userId;
  const session = await signIn(DEMO.manager);
  manager = session.client;
  manager.bearer = session.tokens.access_token;
  const [burger, beer, cola] = await Promise.all([
    productId('burger-clasica'),
    productId('cerveza-tercio'),
    productId('coca-cola'),
  ]);
  await db.cartItem.deleteMany({ where: { userId } });

  // Delivered: the burger at 10 %, the beer at 21 %, and the shipping split between both (decision 038).
  const home = await db.address.findFirstOrThrow({ where: { userId, postalCode: '46006', number: { not: null } } });
  const sent = await place('valencia-ruzafa', [cartBody(selection(burger)), cartBody(selection(beer))], {
    address_id: home.id,
  });
  const sentRow = await db.order.findUniqueOrThrow({ where: { id: sent.entry.id } });
  delivery = { shipping: sentRow.shippingCents, shippingSplit: JSON.parse(sentRow.shippingTaxSplit ?? '[]') };

  // Taken away from 20 €: the automatic 10 % off comes off both rates.
  const takeaway = { delivery_type: 'recoger' };
  const away = await place('valencia-ruzafa', [
    cartBody(selection(burger, { quantity: 2 }), takeaway),
    cartBody(selection(cola, { quantity: 2 }), takeaway),
  ]);
  discounted = {
    discount: away.data.discount,
    rates: away.data.taxes.map((tax: { rate: number }) => tax.rate),
  };

  // At the counter the beer is 10 % too.
  await place('valencia-ruzafa', [cartBody(selection(beer), { delivery_type: 'fast', table_number: 3 })]);

  // Another restaurant.
  await place('valencia-benimaclet', [
    cartBody(selection(beer), { delivery_type: 'recoger', restaurant: 'valencia-benimaclet' }),
    cartBody(selection(burger), { delivery_type: 'recoger', restaurant: 'valencia-benimaclet' }),
  ]);

  // Cancelled by the customer before the restaurant accepted it: not a sale.
  const cancelled = await place('valencia-ruzafa', [
    cartBody(selection(beer, { quantity: 3 }), takeaway),
    cartBody(selection(burger), takeaway),
  ]);
  expect((await customer.cancel(cancelled.entry.publicId)).status).toBe(200);
  cancelled.entry.sale = false;

  // Written as orders were before IVA was kept per rate: no OrderTax rows, no splits stored.
  const legacy = await db.order.create({
    data: {
      publicId: `iva-informe-${crypto.randomUUID()}`,
      number: 'IVA-000001',
      userId,
      restaurantId: (await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } })).id,
      deliveryType: 'delivery',
      status: 'delivered',
      customerName: 'Cliente de antes',
      subtotalCents: 1590,
      discountCents: 100,
      shippingCents: 250,
      totalCents: 1740,
      taxCents: 170,
      paymentMethod: 'cash',
      createdAt: clock.now(),
      lines: {
        create: [
          {
            productId: beer,
            productName: 'Cerveza',
            category: 'drink',
            quantity: 2,
            unitPriceCents: 300,
            totalCents: 600,
          },
          {
            productId: burger,
            productName: 'La Clásica',
            category: 'burger',
            quantity: 1,
            unitPriceCents: 990,
            totalCents: 990,
          },
        ],
      },
      discounts: { create: { kind: 'promotion', label: 'Antes', amountCents: 100 } },
    },
  });
  placed.push({ id: legacy.id, publicId: legacy.publicId, restaurant: 'valencia-ruzafa', total: 1740, sale: true });

  // Waiting for its online payment: not a sale yet (placed last: its cart is kept aside).
  await place('valencia-ruzafa', [cartBody(selection(beer, { quantity: 4 }), takeaway)], { payment_method: 'card' });

  // Every sale's ticket, as the hand-over or the payment would issue it.
  for (const order of placed.filter((entry) => entry.sale)) await db.$transaction((tx) => issueTicket(tx, order.id));
});

const report = (query: string) => manager.get(salesRoute, `/api/admin/reports/sales?${query}`);

/** The tickets' IVA of `orders`, added up by rate (rates at 0 left out, as the report does). */
async function ticketsByRate(orders: Placed[]): Promise<Row[]> {
  const tickets = await db.invoice.findMany({ where: { orderId: { in: orders.map((order) => order.id) } } });
  expect(tickets.map((ticket) => ticket.type)).toEqual(orders.map(() => 'F2'));
  const byRate = new Map<number, { base: number; quota: number }>();
  for (const ticket of tickets)
    for (const tax of JSON.parse(ticket.taxes) as { rate: number; base: number; quota: number }[]) {
      const sum = byRate.get(tax.rate) ?? { base: 0, quota: 0 };
      byRate.set(tax.rate, { base: sum.base + tax.base, quota: sum.quota + tax.quota });
    }
  return [...byRate]
    .filter(([, sum]) => sum.base !== 0 || sum.quota !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, sum]) => ({ rate, base_cents: sum.base, tax_cents: sum.quota, total_cents: sum.base + sum.quota }));
}

const sumOf = (rows: Row[]) => ({
  base_cents: rows.reduce((sum, row) => sum + row.base_cents, 0),
  tax_cents: rows.reduce((sum, row) => sum + row.tax_cents, 0),
  total_cents: rows.reduce((sum, row) => sum + row.total_cents, 0),
});

describe('IVA by rate in the sales report', () => {
  it('the fixtures cover what the rows must add up: both rates, a split shipping, a discount on both rates', () => {
    expect(delivery.shipping).toBeGreaterThan(0);
    expect(delivery.shippingSplit.map((share) => share.rate)).toEqual([10, 21]);
    expect(discounted.discount).toBeGreaterThan(0);
    expect(discounted.rates).toEqual([10, 21]);
    expect(placed.filter((order) => !order.sale)).toHaveLength(2);
  });

  it('are the sums of the tickets of the sales, and add up to the report’s sales to the cent', async () => {
    const response = await report(RANGE);
    expect(response.status).toBe(200);
    const { data } = response.body;
    const sales = placed.filter((order) => order.sale);
    expect(data.totals.orders).toBe(sales.length);
    expect(data.totals.total_cents).toBe(sales.reduce((sum, order) => sum + order.total, 0));

    expect(data.taxes).toEqual(await ticketsByRate(sales));
    expect(data.taxes.map((row: Row) => row.rate)).toEqual([10, 21]);
    for (const row of data.taxes as Row[]) expect(row.total_cents).toBe(row.base_cents + row.tax_cents);
    expect(data.tax_totals).toEqual(sumOf(data.taxes));
    expect(data.tax_totals.total_cents).toBe(data.totals.total_cents);
  });

  it('follow the report’s filters: one restaurant, and the same rows whatever the grouping', async () => {
    const ruzafa = placed.filter((order) => order.sale && order.restaurant === 'valencia-ruzafa');
    const one = (await report(`${RANGE}&restaurant=valencia-ruzafa&group_by=payment`)).body.data;
    expect(one.taxes).toEqual(await ticketsByRate(ruzafa));
    expect(one.tax_totals.total_cents).toBe(one.totals.total_cents);
    expect(one.tax_totals.total_cents).toBe(ruzafa.reduce((sum, order) => sum + order.total, 0));

    const byDay = (await report(RANGE)).body.data;
    for (const groupBy of ['restaurant', 'type', 'payment']) {
      const grouped = (await report(`${RANGE}&group_by=${groupBy}`)).body.data;
      expect({ taxes: grouped.taxes, tax_totals: grouped.tax_totals }).toEqual({
        taxes: byDay.taxes,
        tax_totals: byDay.tax_totals,
      });
    }
  });

  it('an order from before IVA was kept per rate counts as its ticket says, not all at 10 %', async () => {
    const legacy = placed.find((order) => order.publicId.startsWith('iva-informe-'))!;
    expect(await db.orderTax.count({ where: { orderId: legacy.id } })).toBe(0);
    const own = await ticketsByRate([legacy]);
    expect(own.map((row) => row.rate)).toEqual([10, 21]);
    const withIt = (await report(RANGE)).body.data.taxes as Row[];
    // Out of the report (cancelled), it takes exactly its ticket's amounts off each rate.
    await db.order.update({ where: { id: legacy.id }, data: { status: 'cancelled' } });
    try {
      const without = (await report(RANGE)).body.data.taxes as Row[];
      const difference = withIt.map((row) => {
        const rest = without.find((entry) => entry.rate === row.rate);
        return {
          rate: row.rate,
          base_cents: row.base_cents - (rest?.base_cents ?? 0),
          tax_cents: row.tax_cents - (rest?.tax_cents ?? 0),
          total_cents: row.total_cents - (rest?.total_cents ?? 0),
        };
      });
      expect(difference).toEqual(own);
    } finally {
      await db.order.update({ where: { id: legacy.id }, data: { status: 'delivered' } });
    }
  });

  it('a period without sales has no rows and zero sums', async () => {
    const response = await report('from=2026-11-20&to=2026-11-23');
    expect(response.body.data.taxes).toEqual([]);
    expect(response.body.data.tax_totals).toEqual({ base_cents: 0, tax_cents: 0, total_cents: 0 });
  });

  it('the sales CSV keeps its single table: no IVA rows in it', async () => {
    const csv = await manager.get(salesRoute, `/api/admin/reports/sales?${RANGE}&format=csv`);
    const lines = csv.bytes.toString('utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFDía;Pedidos;Ventas (€);Descuentos (€);Ticket medio (€)');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^Total;/);
  });
});
