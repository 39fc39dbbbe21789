import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { readOutbox } from '@/lib/mail/transport';
import { includedTax } from '@/lib/tax/rates';
import { issueTicket } from '@/lib/invoices/issue';
import { setUpTemporaryFiles } from '../support/api-client';
import {
  cartBody,
  fakeClockFrom,
  fillCart,
  orderBody,
  priceAt,
  productId,
  selection,
  shop,
  signInCustomer,
  type Shop,
} from '../support/ordering';

// IVA per line and the packaging line (issue 16, decision 028): the rate of
// each line comes from its tax category and the delivery type, a menu splits
// between rates, base and quota are kept per rate, and takeaway and delivery
// carry "Envase de un solo uso" × n.

setUpTemporaryFiles();
const clock = fakeClockFrom();

let customer: Shop;
let userId: number;
let email: string;
const ids: Record<string, number> = {};
const prices: Record<string, number> = {};

beforeAll(async () => {
  const signedIn = await signInCustomer();
  customer = shop(signedIn.client);
  ({ userId, email } = signedIn);
  for (const slug of ['burger-clasica', 'coca-cola', 'cerveza-tercio', 'menu-hamburguesa', 'helado-vainilla']) {
    ids[slug] = await productId(slug);
    prices[slug] = await priceAt('valencia-ruzafa', slug);
  }
});

beforeEach(async () => {
  clock.advance(61_000);
  await db.cartItem.deleteMany({ where: { userId } });
});

const colaBeerBurger = (context: Record<string, unknown>) =>
  fillCart(customer, [
    cartBody(selection(ids['coca-cola']!), context),
    cartBody(selection(ids['cerveza-tercio']!), context),
    cartBody(selection(ids['burger-clasica']!), context),
  ]);

async function place() {
  const response = await customer.placeOrder(orderBody());
  expect(response.status).toBe(201);
  return response.body.data;
}

const perRate = (gross: Record<number, number>) =>
  Object.entries(gross).map(([rate, cents]) => ({
    rate: Number(rate),
    base: cents - includedTax(cents, Number(rate)),
    quota: includedTax(cents, Number(rate)),
  }));

describe('IVA per line', () => {
  it('takeaway: the cola and the beer at 21 %, the burger and three containers at 10 %', async () => {
    const cart = await colaBeerBurger({ delivery_type: 'recoger' });
    expect(cart.map((item) => item.tax_split.map((share) => share.rate))).toEqual([[21], [21], [10]]);
    const order = await place();

    expect(order.packaging).toEqual({ units: 3, amount: 15 });
    const drinks = prices['coca-cola']! + prices['cerveza-tercio']!;
    expect(order.taxes).toEqual(perRate({ 10: prices['burger-clasica']! + 15, 21: drinks }));
    expect(
      order.taxes.reduce((sum: number, tax: { base: number; quota: number }) => sum + tax.base + tax.quota, 0),
    ).toBe(order.total);
    expect(order.tax_total).toBe(order.taxes.reduce((sum: number, tax: { quota: number }) => sum + tax.quota, 0));

    const lines = await db.orderLine.findMany({ where: { order: { publicId: order.id } }, orderBy: { id: 'asc' } });
    expect(lines.map((line) => JSON.parse(line.taxSplit!))).toEqual([
      [{ rate: 21, gross_cents: prices['coca-cola'] }],
      [{ rate: 21, gross_cents: prices['cerveza-tercio'] }],
      [{ rate: 10, gross_cents: prices['burger-clasica'] }],
    ]);

    const [mail] = readOutbox({ to: email });
    expect(mail?.text).toContain('Envase de un solo uso × 3');
    expect(mail?.text).toMatch(/IVA 21 %: base [\d,]+\s€, cuota [\d,]+\s€/);
  });

  it('at the counter: the cola and the beer are 10 % (served on the premises, LIVA art. 91.Uno.2.2º), nothing is packed', async () => {
    await colaBeerBurger({ delivery_type: 'fast', table_number: 3 });
    const order = await place();
    expect(order.packaging).toEqual({ units: 0, amount: 0 });
    expect(order.taxes).toEqual(
      perRate({ 10: prices['burger-clasica']! + prices['coca-cola']! + prices['cerveza-tercio']! }),
    );
  });

  it('splits a menu with a cola between 10 % and 21 % taken away, pro rata of the à-la-carte prices', async () => {
    const menu = selection(ids['menu-hamburguesa']!, {
      kind: 'menu',
      dish: ids['burger-clasica'],
      drink: ids['coca-cola'],
      dessert: ids['helado-vainilla'],
      coffee: null,
    });
    const [line] = await fillCart(customer, [cartBody(menu, { delivery_type: 'recoger' })]);
    const alaCarte = prices['burger-clasica']! + prices['coca-cola']! + prices['helado-vainilla']!;
    const cola = Math.round((line!.total_price * prices['coca-cola']!) / alaCarte);
    expect(line!.tax_split).toEqual([
      { rate: 10, amount: line!.total_price - cola },
      { rate: 21, amount: cola },
    ]);
    const order = await place();
    expect(order.packaging.units).toBe(line!.packaging_units);
    expect(order.taxes.map((tax: { rate: number }) => tax.rate)).toEqual([10, 21]);
  });

  it('delivers an order of beer with its shipping and surcharge at 21 %, on the order and on its ticket (decision 038)', async () => {
    const home = await db.address.findFirstOrThrow({ where: { userId, postalCode: '46006', number: { not: null } } });
    await fillCart(customer, [cartBody(selection(ids['cerveza-tercio']!), { delivery_type: 'domicilio' })]);
    const order = await customer.placeOrder(orderBody({ address_id: home.id }));
    expect(order.status).toBe(201);
    const placed = order.body.data;
    expect(placed.shipping).toBeGreaterThan(0);
    expect(placed.surcharge).toBeGreaterThan(0);
    expect(placed.taxes).toEqual(
      perRate({ 10: placed.packaging.amount, 21: prices['cerveza-tercio']! + placed.shipping + placed.surcharge }),
    );

    const { id } = await db.order.findUniqueOrThrow({ where: { publicId: placed.id }, select: { id: true } });
    await db.$transaction((tx) => issueTicket(tx, id));
    const ticket = await db.invoice.findFirstOrThrow({ where: { orderId: id } });
    const lines = JSON.parse(ticket.lines) as { description: string; tax_rate: number; total: number }[];
    expect(lines.filter((line) => /envío|Suplemento/.test(line.description))).toEqual([
      expect.objectContaining({ description: 'Suplemento por pedido mínimo', tax_rate: 21, total: placed.surcharge }),
      expect.objectContaining({ description: 'Gastos de envío', tax_rate: 21, total: placed.shipping }),
    ]);
    expect(JSON.parse(ticket.taxes)).toEqual(placed.taxes);
  });

  it('charges the packaging at the price and rate the settings say', async () => {
    await db.setting.createMany({
      data: [
        { key: 'packaging_price_cents', value: '10' },
        { key: 'packaging_tax_rate', value: '21' },
      ],
    });
    try {
      await fillCart(customer, [cartBody(selection(ids['burger-clasica']!), { delivery_type: 'recoger' })]);
      const order = await place();
      expect(order.packaging).toEqual({ units: 1, amount: 10 });
      expect(order.taxes).toEqual(perRate({ 10: prices['burger-clasica']!, 21: 10 }));
    } finally {
      await db.setting.deleteMany({ where: { key: { in: ['packaging_price_cents', 'packaging_tax_rate'] } } });
    }
  });
});
