import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getOrder } from '@/app/api/orders/[id]/route';
import { POST as cancelOrder } from '@/app/api/orders/[id]/cancel/route';
import { POST as repeatOrder } from '@/app/api/orders/[id]/repeat/route';
import { PUT as updateCartItem, DELETE as deleteCartItem } from '@/app/api/cart/[id]/route';
import { PUT as updateAddress, DELETE as deleteAddress } from '@/app/api/user/addresses/[id]/route';
import { POST as defaultAddress } from '@/app/api/user/addresses/[id]/default/route';
import { PUT as updateChild, DELETE as deleteChild } from '@/app/api/user/children/[id]/route';
import { DELETE as deletePaymentMethod } from '@/app/api/user/payment-methods/[id]/route';
import { GET as getTicket } from '@/app/api/orders/[id]/ticket/route';
import { POST as requestInvoice } from '@/app/api/orders/[id]/invoice/route';
import { issueTicket } from '@/lib/invoices/issue';
import { db } from '@/lib/db';
import { ApiClient, confirmPassword, registerUser, setUpTemporaryFiles } from '../support/api-client';
import { cartBody, fakeClockFrom, fillCart, newKey, orderBody, productId, selection, shop } from '../support/ordering';

// The cross-customer matrix (issue 9, scope 12): customer B calls every
// endpoint that takes an id with customer A's ids, with every method. Never a
// 2xx, never A's data in the answer, and A's data unchanged afterwards. A
// back-office endpoint that takes an id is added as one more row.

setUpTemporaryFiles();
fakeClockFrom();

type Row = {
  name: string;
  call: (client: ApiClient, ids: Ids) => ReturnType<ApiClient['call']>;
};
type Ids = { order: string; cartItem: number; address: number; child: number; paymentMethod: number };

const withId = (id: number | string) => ({ params: { id: String(id) } });

const MATRIX: Row[] = [
  { name: 'GET /api/orders/{id}', call: (c, ids) => c.get(getOrder, `/api/orders/${ids.order}`, withId(ids.order)) },
  {
    name: 'POST /api/orders/{id}/cancel',
    call: (c, ids) => c.post(cancelOrder, `/api/orders/${ids.order}/cancel`, withId(ids.order)),
  },
  {
    name: 'POST /api/orders/{id}/repeat',
    call: (c, ids) => c.post(repeatOrder, `/api/orders/${ids.order}/repeat`, withId(ids.order)),
  },
  {
    name: 'PUT /api/cart/{id}',
    call: (c, ids) =>
      c.put(updateCartItem, `/api/cart/${ids.cartItem}`, { ...withId(ids.cartItem), json: { quantity: 7 } }),
  },
  {
    name: 'DELETE /api/cart/{id}',
    call: (c, ids) => c.delete(deleteCartItem, `/api/cart/${ids.cartItem}`, withId(ids.cartItem)),
  },
  {
    name: 'PUT /api/user/addresses/{id}',
    call: (c, ids) =>
      c.put(updateAddress, `/api/user/addresses/${ids.address}`, {
        ...withId(ids.address),
        json: {
          street: 'Calle Robada',
          number: '1',
          postal_code: '46006',
          province: 'Valencia',
          town: 'Valencia',
          country: 'España',
        },
      }),
  },
  {
    name: 'DELETE /api/user/addresses/{id}',
    call: (c, ids) => c.delete(deleteAddress, `/api/user/addresses/${ids.address}`, withId(ids.address)),
  },
  {
    name: 'POST /api/user/addresses/{id}/default',
    call: (c, ids) => c.post(defaultAddress, `/api/user/addresses/${ids.address}/default`, withId(ids.address)),
  },
  {
    name: 'PUT /api/user/children/{id}',
    call: (c, ids) =>
      c.put(updateChild, `/api/user/children/${ids.child}`, {
        ...withId(ids.child),
        json: { name: 'Otro', birth_date: '2020-01-01' },
      }),
  },
  {
    name: 'DELETE /api/user/children/{id}',
    call: (c, ids) => c.delete(deleteChild, `/api/user/children/${ids.child}`, withId(ids.child)),
  },
  {
    name: 'DELETE /api/user/payment-methods/{id}',
    call: (c, ids) =>
      c.delete(deletePaymentMethod, `/api/user/payment-methods/${ids.paymentMethod}`, withId(ids.paymentMethod)),
  },
  {
    name: 'GET /api/orders/{id}/ticket',
    call: (c, ids) => c.get(getTicket, `/api/orders/${ids.order}/ticket`, withId(ids.order)),
  },
  {
    name: 'POST /api/orders/{id}/invoice',
    call: (c, ids) =>
      c.post(requestInvoice, `/api/orders/${ids.order}/invoice`, {
        ...withId(ids.order),
        json: { nif: '12345678Z', name: 'Ladrón de facturas', address: 'Calle Falsa 123, Madrid' },
      }),
  },
];

/** Everything of A's that B could read or change. */
async function snapshotOf(userId: number) {
  const [orders, cart, addresses, children, paymentMethods] = await Promise.all([
    db.order.findMany({
      where: { userId },
      select: { id: true, status: true, totalCents: true, invoiceNif: true, _count: { select: { invoices: true } } },
    }),
    db.cartItem.findMany({ where: { userId }, select: { id: true, quantity: true, selection: true } }),
    db.address.findMany({ where: { userId }, select: { id: true, street: true, isDefault: true } }),
    db.child.findMany({ where: { userId }, select: { id: true, name: true } }),
    db.paymentMethod.findMany({ where: { userId }, select: { id: true, last4: true } }),
  ]);
  return { orders, cart, addresses, children, paymentMethods };
}

describe('customer B against customer A’s ids (the cross-customer matrix)', () => {
  let a: { id: number; client: ApiClient };
  let b: ApiClient;
  let ids: Ids;
  let secrets: string[];

  beforeAll(async () => {
    a = await registerUser({ name: 'Ana Propietaria' });
    const other = await registerUser({ name: 'Beto Curioso' });
    b = other.client;
    await confirmPassword(b, other.password);
    const address = await db.address.create({
      data: {
        userId: a.id,
        street: 'Carrer de la Pau',
        number: '7',
        postalCode: '46006',
        province: 'Valencia',
        town: 'Valencia',
        country: 'España',
        isDefault: true,
      },
    });
    const child = await db.child.create({ data: { userId: a.id, name: 'Nieves', birthDate: new Date('2019-05-04') } });
    const card = await db.paymentMethod.create({
      data: {
        userId: a.id,
        gateway: 'redsys',
        gatewayReference: 'ref-a',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
      },
    });
    const store = shop(a.client);
    const burger = await productId('burger-clasica');
    await fillCart(store, [cartBody(selection(burger))]);
    const placed = await store.placeOrder(
      orderBody({ address_id: address.id, customer_name: 'Ana Propietaria' }),
      newKey(),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // A's ticket exists, so B's call has something to leak.
    const orderRow = await db.order.findUniqueOrThrow({ where: { publicId: placed.body.data.id } });
    await db.$transaction((tx) => issueTicket(tx, orderRow.id));
    const [item] = await fillCart(store, [cartBody(selection(burger))]);
    ids = {
      order: placed.body.data.id,
      cartItem: item!.id,
      address: address.id,
      child: child.id,
      paymentMethod: card.id,
    };
    secrets = ['Ana Propietaria', 'Carrer de la Pau', 'Nieves', '4242', placed.body.data.number];
  });

  it.each(MATRIX.map((row) => [row.name, row] as const))(
    '%s: refused, leaks nothing, changes nothing',
    async (_name, row) => {
      const before = await snapshotOf(a.id);
      const response = await row.call(b, ids);
      expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const text = response.bytes.toString('utf8');
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(await snapshotOf(a.id)).toEqual(before);
    },
  );

  it('A can still do each of these herself (the matrix is not refusing everyone)', async () => {
    expect((await a.client.get(getOrder, `/api/orders/${ids.order}`, withId(ids.order))).status).toBe(200);
    expect(
      (
        await a.client.put(updateChild, `/api/user/children/${ids.child}`, {
          ...withId(ids.child),
          json: { name: 'Nieves', birth_date: '2019-05-04' },
        })
      ).status,
    ).toBe(200);
  });
});
