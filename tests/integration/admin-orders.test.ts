import { readFileSync } from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as listRoute, POST as phoneOrderRoute } from '@/app/api/admin/orders/route';
import { GET as customersRoute } from '@/app/api/admin/customers/route';
import { GET as usersRoute } from '@/app/api/admin/users/route';
import { GET as streamRoute } from '@/app/api/admin/orders/stream/route';
import { POST as statusRoute } from '@/app/api/admin/orders/[id]/status/route';
import { PUT as kitchenRoute } from '@/app/api/admin/restaurants/[slug]/kitchen/route';
import { PUT as availabilityRoute } from '@/app/api/admin/restaurants/[slug]/availability/route';
import { PUT as maintenanceRoute } from '@/app/api/admin/settings/maintenance/route';
import { GET as readyBoardRoute } from '@/app/api/restaurant/[name]/ready-board/route';
import { GET as kitchenBoardRoute } from '@/app/api/admin/kitchen/route';
import { PUT as slotCapacityRoute } from '@/app/api/admin/restaurants/[slug]/slot-capacity/route';
import { PUT as serviceRoute } from '@/app/api/admin/restaurants/[slug]/service/route';
import { POST as preparedRoute } from '@/app/api/admin/kitchen/lines/[id]/prepared/route';
import { POST as recallRoute } from '@/app/api/admin/kitchen/recall/route';
import { ApiClient as Anonymous } from '../support/api-client';
import { db } from '@/lib/db';
import { DELIVERY_TRAVEL_MINUTES } from '@/lib/orders/slots';
import { setSetting } from '@/lib/site/settings';
import type { DeliveryType, OrderStatus } from '@/lib/vocabulary/catalogue';
import { allowedTransitions } from '@/lib/vocabulary/order-status';
import { DEMO, mailedLink, setUpTemporaryFiles, signIn, type ApiClient } from '../support/api-client';

const outboxMessages = () => readOutbox({ to: DEMO.customer.email });
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
import { readOutbox } from '@/lib/mail/transport';
import { phoneOrderForm } from '@/lib/orders/phone-order-form';
import { orderConfirmationMessage } from '@/lib/orders/order-mail';
import { getRestaurantControls } from '@/lib/restaurants/controls';

// The restaurant's side of an order through its API: who may see and change
// which orders, the status workflow by delivery type, conflicts, the
// restaurant's switches, maintenance with staff exempt, and the live stream.

setUpTemporaryFiles();
const clock = fakeClockFrom();

let customer: Shop;
let customerClient: ApiClient;
let staff: ApiClient;
let manager: ApiClient;
let burger: number;
/** La Clásica without its onion: the ingredient says it (a «Sin cebolla» flag beside it would contradict it). */
let withoutOnion: { ingredients: { product_id: number; quantity: number }[] };

async function staffClient(credentials: { email: string; password: string }): Promise<ApiClient> {
  const { client, tokens } = await signIn(credentials);
  client.bearer = tokens.access_token;
  return client;
}

let signedInAt = 0;

/** Signs everyone in again; access tokens last an hour of the faked clock. */
async function signEveryoneIn() {
  const signedIn = await signInCustomer();
  customerClient = signedIn.client;
  customer = shop(signedIn.client);
  staff = await staffClient(DEMO.staff);
  manager = await staffClient(DEMO.manager);
  signedInAt = clock.now().getTime();
}

beforeAll(async () => {
  await signEveryoneIn();
  burger = await productId('burger-clasica');
  const onion = await db.ingredient.findUniqueOrThrow({ where: { slug: 'cebolla' } });
  withoutOnion = { ingredients: [{ product_id: onion.id, quantity: 0 }] };
});

beforeEach(async () => {
  // A minute between tests: placing orders is rate limited per customer.
  clock.advance(60_000);
  if (clock.now().getTime() - signedInAt > 20 * 60_000) await signEveryoneIn();
  await db.cartItem.deleteMany({});
  await setSetting('maintenance', 'false');
});

/** Places a takeaway order of two burgers at `restaurant`; answers its public id. */
async function placeTakeaway(restaurant = 'valencia-ruzafa', deliveryType = 'recoger'): Promise<string> {
  await fillCart(customer, [cartBody(selection(burger, { quantity: 2 }), { delivery_type: deliveryType, restaurant })]);
  const placed = await customer.placeOrder(orderBody());
  expect(placed.status).toBe(201);
  return placed.body.data.id;
}

const list = (client: ApiClient, query: string) => client.get(listRoute, `/api/admin/orders?${query}`);
const setStatus = (client: ApiClient, id: string, body: Record<string, unknown>) =>
  client.post(statusRoute, `/api/admin/orders/${id}/status`, { params: { id }, json: body });

describe('who sees which orders', () => {
  it('staff list their restaurant’s orders with what the board needs', async () => {
    const id = await placeTakeaway();
    const response = await list(staff, 'restaurant=valencia-ruzafa&status=received');
    expect(response.status).toBe(200);
    const order = response.body.data.find((candidate: { id: string }) => candidate.id === id);
    expect(order).toMatchObject({
      status: 'received',
      delivery_type: 'takeaway',
      customer_name: expect.any(String),
      customer_phone: expect.any(String),
      created_at: expect.any(String),
      // Takeaway "as soon as possible" at 13:01: 20 minutes, rounded up to 5 (an empty kitchen).
      estimated_at: expect.stringMatching(/^2026-11-24T12:2[05]:00\.000Z$/),
      allowed_transitions: ['accepted', 'cancelled'],
    });
    expect(order.lines[0].selection).toMatchObject({ kind: 'burger', product_id: burger });
  });

  it('staff get 403 for a restaurant they are not bound to, 404 for its orders; managers see all', async () => {
    const madrid = await placeTakeaway('madrid-malasana');
    expect((await list(staff, 'restaurant=madrid-malasana')).status).toBe(403);
    expect((await list(staff, 'restaurant=no-existe')).status).toBe(404);
    expect((await setStatus(staff, madrid, { status: 'accepted', prep_minutes: 20 })).status).toBe(404);
    expect((await db.order.findUniqueOrThrow({ where: { publicId: madrid } })).status).toBe('received');
    const stream = await staff.get(streamRoute, '/api/admin/orders/stream?restaurant=madrid-malasana');
    expect(stream.status).toBe(403);
    expect((await list(manager, 'restaurant=madrid-malasana')).status).toBe(200);
  });

  it('a customer is refused on every /api/admin call', async () => {
    const id = await placeTakeaway();
    const calls = [
      list(customerClient, 'restaurant=valencia-ruzafa'),
      customerClient.get(streamRoute, '/api/admin/orders/stream?restaurant=valencia-ruzafa'),
      setStatus(customerClient, id, { status: 'accepted', prep_minutes: 20 }),
      customerClient.put(kitchenRoute, '/api/admin/restaurants/valencia-ruzafa/kitchen', {
        params: { slug: 'valencia-ruzafa' },
        json: { closed: true },
      }),
      customerClient.put(availabilityRoute, '/api/admin/restaurants/valencia-ruzafa/availability', {
        params: { slug: 'valencia-ruzafa' },
        json: { product_id: burger, available: false },
      }),
      customerClient.put(maintenanceRoute, '/api/admin/settings/maintenance', { json: { enabled: true } }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(403);
    expect((await db.order.findUniqueOrThrow({ where: { publicId: id } })).status).toBe('received');
  });

  it('staff cannot switch maintenance; a manager can', async () => {
    const put = (client: ApiClient, enabled: boolean) =>
      client.put(maintenanceRoute, '/api/admin/settings/maintenance', { json: { enabled } });
    expect((await put(staff, true)).status).toBe(403);
    expect((await put(manager, true)).status).toBe(200);
    // Maintenance on: customers get 503, staff keep working.
    expect((await customer.orders()).status).toBe(503);
    expect((await list(staff, 'restaurant=valencia-ruzafa')).status).toBe(200);
    expect((await put(manager, false)).status).toBe(200);
    expect((await customer.orders()).status).toBe(200);
  });
});

describe('the status workflow', () => {
  const PATHS: Record<DeliveryType, OrderStatus[]> = {
    delivery: ['received', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'],
    takeaway: ['received', 'accepted', 'preparing', 'ready', 'collected'],
    fast: ['received', 'accepted', 'preparing', 'ready', 'collected'],
  };
  const ALL: OrderStatus[] = ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'collected'];

  it.each<[DeliveryType, string]>([
    ['takeaway', 'recoger'],
    ['fast', 'fast'],
  ])('%s: each step is allowed only from the one before; the others answer 409', async (deliveryType, param) => {
    const id = await placeTakeaway('valencia-ruzafa', param);
    const path = PATHS[deliveryType];
    for (let step = 1; step < path.length; step += 1) {
      const current = path[step - 1]!;
      for (const target of ALL.filter((status) => !allowedTransitions(deliveryType, current).includes(status))) {
        const refused = await setStatus(staff, id, { status: target, prep_minutes: 20 });
        expect(refused.status, `${current} → ${target}`).toBe(409);
        expect(refused.body.code).toBe('order_status_conflict');
      }
      const body = path[step] === 'accepted' ? { status: 'accepted', prep_minutes: 20 } : { status: path[step] };
      const moved = await setStatus(staff, id, body);
      expect(moved.status, `${current} → ${path[step]}`).toBe(200);
      expect(moved.body.data.status).toBe(path[step]);
    }
    const history = await db.orderStatusChange.findMany({
      where: { order: { publicId: id } },
      orderBy: { id: 'asc' },
      select: { status: true, changedById: true },
    });
    expect(history.map((change) => change.status)).toEqual(path);
    expect(history.slice(1).every((change) => change.changedById !== null)).toBe(true);
  });

  it.each(['cash', 'card_on_delivery'])(
    'paid with %s at the counter: pending until the hand-over, paid from it; a cancelled one is never paid',
    async (payment_method) => {
      const orderWith = async () => {
        await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
        const placed = await customer.placeOrder(orderBody({ payment_method }));
        expect(placed.body.data.payment_status).toBe('pending');
        return placed.body.data.id as string;
      };
      const handedOver = await orderWith();
      await setStatus(staff, handedOver, { status: 'accepted', prep_minutes: 10 });
      for (const status of ['preparing', 'ready']) {
        const moved = await setStatus(staff, handedOver, { status });
        expect(moved.body.data.payment_status).toBe('pending');
      }
      const collected = await setStatus(staff, handedOver, { status: 'collected' });
      expect(collected.body.data.payment_status).toBe('paid');
      expect((await customer.order(handedOver)).body.data.payment_status).toBe('paid');

      const cancelled = await orderWith();
      const rejected = await setStatus(staff, cancelled, { status: 'cancelled', reason: 'Sin pan' });
      expect(rejected.body.data.payment_status).toBe('pending');

      // Handed over before the hand-over paid it: the migration marks it paid, and leaves the cancelled one.
      await db.order.update({ where: { publicId: handedOver }, data: { paymentStatus: 'pending' } });
      await db.$executeRawUnsafe(
        readFileSync('prisma/migrations/20261203090000_offline_paid_at_handover/migration.sql', 'utf8'),
      );
      const after = await db.order.findMany({
        where: { publicId: { in: [handedOver, cancelled] } },
        select: { publicId: true, paymentStatus: true },
      });
      expect(Object.fromEntries(after.map((row) => [row.publicId, row.paymentStatus]))).toEqual({
        [handedOver]: 'paid',
        [cancelled]: 'pending',
      });
    },
  );

  it('delivery goes out for delivery before it is delivered, never "collected"', () => {
    expect(allowedTransitions('delivery', 'ready')).toEqual(['out_for_delivery', 'cancelled']);
    expect(allowedTransitions('delivery', 'out_for_delivery')).toEqual(['delivered', 'cancelled']);
    expect(allowedTransitions('takeaway', 'ready')).toEqual(['collected', 'cancelled']);
    expect(allowedTransitions('takeaway', 'collected')).toEqual([]);
  });

  it('"as soon as possible" promises a time that counts the kitchen queue; accepting replaces it', async () => {
    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    const before = Date.parse((await customer.slots()).body.data.asap_estimate);
    expect(before).toBeGreaterThanOrEqual(clock.now().getTime() + 20 * 60_000);
    // Four more orders in the kitchen: one slot of 15 minutes more (4 orders a slot without a set capacity).
    for (let placed = 0; placed < 4; placed++) await placeTakeaway();
    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    const estimate = (await customer.slots()).body.data.asap_estimate;
    expect(Date.parse(estimate)).toBe(before + 15 * 60_000);
    const order = await customer.placeOrder(orderBody());
    expect(order.body.data.estimated_at).toBe(estimate);

    const accepted = await setStatus(staff, order.body.data.id, { status: 'accepted', prep_minutes: 10 });
    expect(accepted.body.data.estimated_at).toBe(new Date(clock.now().getTime() + 10 * 60_000).toISOString());
  });

  it("a delivery accepted with 20 minutes reaches the door after the rider's trip too, and the e-mail says so", async () => {
    const home = await db.address.findFirstOrThrow({
      where: { user: { email: DEMO.customer.email }, postalCode: '46006', number: { not: null } },
    });
    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'domicilio' })]);
    const placed = await customer.placeOrder(orderBody({ address_id: home.id }));
    expect(placed.status).toBe(201);
    const accepted = await setStatus(staff, placed.body.data.id, { status: 'accepted', prep_minutes: 20 });
    expect(new Date(accepted.body.data.estimated_at).getTime()).toBe(
      clock.now().getTime() + (20 + DELIVERY_TRAVEL_MINUTES) * 60_000,
    );
    const mail = outboxMessages().findLast(
      (message) => message.subject === `Pedido ${placed.body.data.number} aceptado`,
    );
    expect(mail?.text).toMatch(/Llegará hacia las \d{1,2}:\d{2}\./);
  });

  it('accepting needs a preparation time of 5–90 minutes and sets the estimated time; the customer is told', async () => {
    const id = await placeTakeaway();
    for (const prep_minutes of [undefined, 4, 91, 20.5]) {
      const refused = await setStatus(staff, id, { status: 'accepted', prep_minutes });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toHaveProperty('prep_minutes');
    }
    const accepted = await setStatus(staff, id, { status: 'accepted', prep_minutes: 20 });
    expect(accepted.status).toBe(200);
    expect(new Date(accepted.body.data.estimated_at).getTime()).toBe(clock.now().getTime() + 20 * 60_000);
    const seen = await customer.order(id);
    expect(seen.body.data).toMatchObject({ status: 'accepted', estimated_at: accepted.body.data.estimated_at });
    expect(outboxMessages().some((mail) => mail.subject.includes('aceptado'))).toBe(true);
    expect(mailedLink(DEMO.customer.email, /\/pedido-confirmado\/[\w-]+/).pathname).toContain('/pedido-confirmado/');
  });

  it('rejecting needs a reason, gives back the points and tells the customer why', async () => {
    const id = await placeTakeaway();
    const noReason = await setStatus(staff, id, { status: 'cancelled' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toHaveProperty('reason');
    const rejected = await setStatus(staff, id, { status: 'cancelled', reason: 'Cocina saturada' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Cocina saturada' });
    const order = await db.order.findUniqueOrThrow({ where: { publicId: id }, select: { id: true } });
    const points = await db.loyaltyLedgerEntry.findMany({ where: { orderId: order.id } });
    expect(points.reduce((sum, entry) => sum + entry.points, 0)).toBe(0);
    const mail = outboxMessages().find((message) => message.subject.includes('rechazado'));
    expect(mail?.text).toContain('Cocina saturada');
    expect((await setStatus(staff, id, { status: 'accepted', prep_minutes: 20 })).status).toBe(409);
  });

  it('two staff accepting the same order at once: one 200, one 409', async () => {
    const id = await placeTakeaway();
    const [first, second] = await Promise.all([
      setStatus(staff, id, { status: 'accepted', prep_minutes: 20 }),
      setStatus(manager, id, { status: 'accepted', prep_minutes: 30 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const history = await db.orderStatusChange.count({ where: { order: { publicId: id }, status: 'accepted' } });
    expect(history).toBe(1);
  });
});

describe('phone orders', () => {
  const phoneOrder = (client: ApiClient, body: Record<string, unknown>, key = `phone-${Math.random()}`) =>
    client.post(phoneOrderRoute, '/api/admin/orders', { json: body, headers: { 'Idempotency-Key': key } });
  const takeaway = () => ({
    restaurant: 'valencia-ruzafa',
    delivery_type: 'recoger',
    customer_name: 'Antonio Llamada',
    customer_phone: '633 111 222',
    payment_method: 'cash',
    lines: [selection(burger, { quantity: 2, ...withoutOnion })],
  });

  it('a caller by name and phone: priced like the cart, marked as taken by staff, no e-mail; the same phone is the same caller', async () => {
    const mailsBefore = readOutbox().length;
    const first = await phoneOrder(staff, takeaway(), 'phone-first');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      status: 'received',
      delivery_type: 'takeaway',
      customer_name: 'Antonio Llamada',
      entered_by: 'Javier Ortega Ruiz',
      subtotal: 2 * (await db.product.findUniqueOrThrow({ where: { id: burger } })).basePriceCents,
    });
    expect(first.body.data.lines[0].details).toContain('Sin cebolla');
    expect(readOutbox().length).toBe(mailsBefore);
    // A retry of the same key is the same order.
    const retry = await phoneOrder(staff, takeaway(), 'phone-first');
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(first.body.data.id);
    const second = await phoneOrder(staff, takeaway());
    const [a, b] = await Promise.all(
      [first, second].map((response) =>
        db.order.findUniqueOrThrow({
          where: { publicId: response.body.data.id },
          select: { userId: true, enteredById: true },
        }),
      ),
    );
    expect(a!.userId).toBe(b!.userId);
    expect(a!.enteredById).toBe((await db.user.findUniqueOrThrow({ where: { email: DEMO.staff.email } })).id);
    // In Personas the caller is a phone caller, not an account whose e-mail waits to be verified.
    const caller = await db.user.findUniqueOrThrow({ where: { id: a!.userId }, select: { email: true } });
    const listed = await manager.get(usersRoute, `/api/admin/users?q=${encodeURIComponent(caller.email)}`);
    expect(listed.body.data).toEqual([expect.objectContaining({ phone_caller: true, email_verified: false })]);
    const demo = await manager.get(usersRoute, `/api/admin/users?q=${encodeURIComponent(DEMO.customer.email)}`);
    expect(demo.body.data).toEqual([expect.objectContaining({ phone_caller: false })]);
  });

  it('a caller without an account earns no loyalty point when the order is collected; a customer by e-mail does', async () => {
    const handOver = async (body: Record<string, unknown>) => {
      const placed = await phoneOrder(staff, body);
      expect(placed.status).toBe(201);
      const id = placed.body.data.id as string;
      await setStatus(staff, id, { status: 'accepted', prep_minutes: 10 });
      for (const status of ['preparing', 'ready', 'collected'])
        expect((await setStatus(staff, id, { status })).status).toBe(200);
      const order = await db.order.findUniqueOrThrow({ where: { publicId: id }, select: { id: true } });
      expect(await db.invoice.count({ where: { orderId: order.id } })).toBe(1);
      return db.loyaltyLedgerEntry.findMany({ where: { orderId: order.id } });
    };
    expect(await handOver(takeaway())).toEqual([]);
    expect(await handOver({ ...takeaway(), customer_email: DEMO.customer.email })).toEqual([
      expect.objectContaining({ reason: 'earned', points: 1 }),
    ]);
  });

  it('a customer by e-mail, to one of their addresses: they get the confirmation and their own cart is untouched', async () => {
    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    const home = await db.address.findFirstOrThrow({
      where: { user: { email: DEMO.customer.email }, postalCode: '46006' },
    });
    const response = await phoneOrder(staff, {
      ...takeaway(),
      delivery_type: 'domicilio',
      customer_email: DEMO.customer.email,
      address_id: home.id,
    });
    expect(response.status).toBe(201);
    expect(response.body.data.address).toMatchObject({ postal_code: '46006' });
    const sent = readOutbox({ to: DEMO.customer.email }).find((mail) =>
      mail.subject.includes(response.body.data.number),
    );
    expect(sent).toBeDefined();
    // The e-mail was written from the order placeOrder built from its own writes (issue 11); the tables say the same.
    const { id } = await db.order.findUniqueOrThrow({
      where: { publicId: response.body.data.id },
      select: { id: true },
    });
    const read = (await orderConfirmationMessage(id))!;
    expect({ subject: sent!.subject, text: sent!.text }).toEqual({ subject: read.subject, text: read.text });
    expect((await customer.cart()).length).toBe(1);
    expect((await customer.orders()).body.data.map((order: { id: string }) => order.id)).toContain(
      response.body.data.id,
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['delivery without a customer account', { delivery_type: 'domicilio' }, 'customer_email'],
    ['an unknown e-mail', { customer_email: 'nadie@example.com' }, 'customer_email'],
    ['no lines', { lines: [] }, 'lines'],
    ['a malformed line', { lines: [{ kind: 'burger', product_id: 'x', quantity: 1 }] }, 'lines.0.product_id'],
    ['the counter (fast)', { delivery_type: 'fast' }, 'delivery_type'],
  ])('refuses %s with 422 on the field', async (_, change, field) => {
    const response = await phoneOrder(staff, { ...takeaway(), ...change });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toContain(field);
  });

  it('finds a customer by e-mail with their addresses, for staff only; never a staff account', async () => {
    const found = await staff.get(
      customersRoute,
      `/api/admin/customers?restaurant=valencia-ruzafa&email=${DEMO.customer.email}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.data.addresses.length).toBeGreaterThan(0);
    // Each with its floor and door, as the ticket and the board write it.
    expect(found.body.data.addresses.map((address: { label: string }) => address.label)).toContain(
      'Carrer de Cadis 45 · Piso 3, puerta 7 · 46006 Valencia',
    );
    expect(
      (await staff.get(customersRoute, `/api/admin/customers?restaurant=valencia-ruzafa&email=${DEMO.manager.email}`))
        .status,
    ).toBe(404);
    expect(
      (
        await customerClient.get(
          customersRoute,
          `/api/admin/customers?restaurant=valencia-ruzafa&email=${DEMO.customer.email}`,
        )
      ).status,
    ).toBe(403);
  });

  it('over 3 000 € a phone order needs the caller’s invoice data, as a web order does (decision 036)', async () => {
    const big = {
      ...takeaway(),
      lines: [selection(burger, { quantity: 99 }), selection(burger, { quantity: 99, ...withoutOnion })],
    };
    const slugs = ['burger-iberica', 'burger-cabra'];
    for (const slug of slugs) big.lines.push(selection(await productId(slug), { quantity: 99 }));
    const before = await db.order.count();
    const refused = await phoneOrder(staff, big);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('invoice_required');
    expect(await db.order.count()).toBe(before);
    const placed = await phoneOrder(staff, {
      ...big,
      invoice: { nif: 'B12345674', name: 'Bocados S.L.', address: 'Calle Mayor 1, 28013 Madrid' },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data.total).toBeGreaterThan(300_000);
    expect(placed.body.data.invoice_requested).toBe(true);
  });

  it('finds a customer by phone, written any usual way; a phone two accounts share finds none', async () => {
    const { phone } = await db.user.findUniqueOrThrow({ where: { email: DEMO.customer.email } });
    const national = phone!.slice(-9);
    for (const written of [national, `+34 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`]) {
      const found = await staff.get(
        customersRoute,
        `/api/admin/customers?restaurant=valencia-ruzafa&phone=${encodeURIComponent(written)}`,
      );
      expect(found.status).toBe(200);
      expect(found.body.data).toMatchObject({ email: DEMO.customer.email, phone });
    }
    const refused = await staff.get(customersRoute, '/api/admin/customers?restaurant=valencia-ruzafa&phone=12');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.customer_email).toEqual(['Escribe el correo o el teléfono del cliente.']);

    const twin = await db.user.create({
      data: { name: 'Otra cuenta', email: `gemela-${Date.now()}@example.com`, passwordHash: 'x', phone: national },
    });
    try {
      const shared = await staff.get(
        customersRoute,
        `/api/admin/customers?restaurant=valencia-ruzafa&phone=${national}`,
      );
      expect(shared.status).toBe(422);
      expect(shared.body.errors.customer_email).toEqual(['Hay varios clientes con ese teléfono: pide su correo.']);
    } finally {
      await db.user.delete({ where: { id: twin.id } });
    }
  });

  it('another customer’s address is refused; another restaurant is 403; a customer cannot take phone orders', async () => {
    const manager = await db.user.findUniqueOrThrow({ where: { email: DEMO.manager.email } });
    const someone = await db.address.create({
      data: {
        userId: manager.id,
        street: 'Carrer de Sueca',
        number: '3',
        postalCode: '46006',
        town: 'Valencia',
        province: 'Valencia',
      },
    });
    const stolen = await phoneOrder(staff, {
      ...takeaway(),
      delivery_type: 'domicilio',
      customer_email: DEMO.customer.email,
      address_id: someone.id,
    });
    expect([404, 422]).toContain(stolen.status);
    expect((await phoneOrder(staff, { ...takeaway(), restaurant: 'madrid-malasana' })).status).toBe(403);
    expect((await phoneOrder(customerClient, takeaway())).status).toBe(403);
  });

  it('the form offers "as soon as possible" only while the restaurant is open, and the slots that placement accepts', async () => {
    const actor = await db.user.findUniqueOrThrow({
      where: { email: DEMO.staff.email },
      select: { id: true, role: true },
    });
    const open = await phoneOrderForm(actor, 'valencia-ruzafa', 'takeaway', clock.now());
    expect(open.is_open).toBe(true);
    // Between the lunch and dinner shifts (17:00 in Madrid): closed, slots from the evening.
    const afternoon = new Date(clock.now().getTime() + 4 * 3_600_000);
    const closed = await phoneOrderForm(actor, 'valencia-ruzafa', 'takeaway', afternoon);
    expect(closed.is_open).toBe(false);
    expect(closed.slots.length).toBeGreaterThan(0);
    expect(new Date(closed.slots[0]!.value).getTime()).toBeGreaterThan(afternoon.getTime());
  });
});

describe('the kitchen display', () => {
  const kitchenBoard = async () =>
    (await staff.get(kitchenBoardRoute, '/api/admin/kitchen?restaurant=valencia-ruzafa')).body.data as {
      stations: string[];
      lines: {
        id: number;
        part: string | null;
        key: string;
        menu: string | null;
        name: string;
        quantity: number;
        order_id: string;
        station: string;
        details: string[];
        observation: string | null;
        customer_allergies: string[];
      }[];
    };
  const prepared = (id: number) =>
    staff.post(preparedRoute, `/api/admin/kitchen/lines/${id}/prepared`, { params: { id: String(id) } });

  it('routes lines to stations; the first line done starts the order, the last makes it ready; recall brings one back', async () => {
    const beer = await productId('cerveza-tercio');
    await fillCart(customer, [
      cartBody(selection(burger, withoutOnion), { delivery_type: 'recoger' }),
      cartBody(selection(beer), { delivery_type: 'recoger' }),
    ]);
    const placed = await customer.placeOrder(orderBody());
    const id = placed.body.data.id as string;
    // Not accepted yet: nothing to cook.
    expect((await kitchenBoard()).lines.some((line) => line.order_id === id)).toBe(false);
    await setStatus(staff, id, { status: 'accepted', prep_minutes: 15 });

    const board = await kitchenBoard();
    const lines = board.lines.filter((line) => line.order_id === id);
    expect(board.stations).toContain('Plancha');
    expect(lines.map((line) => line.station).sort()).toEqual(['Bebidas', 'Plancha']);
    expect(lines.find((line) => line.station === 'Plancha')!.details).toContain('Sin cebolla');

    const [first, second] = lines;
    expect((await prepared(first!.id)).status).toBe(204);
    expect((await prepared(first!.id)).status).toBe(409);
    expect((await db.order.findUniqueOrThrow({ where: { publicId: id } })).status).toBe('preparing');
    // The board says which lines the kitchen has done («Marcar listo» asks while some are left).
    const onBoard = (await list(staff, 'restaurant=valencia-ruzafa')).body.data.find(
      (order: { id: string }) => order.id === id,
    ) as { lines: { id: number; prepared_at: string | null }[] };
    expect(onBoard.lines.map((line) => [line.id, line.prepared_at !== null])).toEqual(
      lines.map((line) => [line.id, line.id === first!.id]),
    );

    const recall = await staff.post(recallRoute, '/api/admin/kitchen/recall', {
      json: { restaurant: 'valencia-ruzafa', station: first!.station },
    });
    expect(recall.body.data).toEqual({ id: first!.id, part: null });
    expect((await kitchenBoard()).lines.map((line) => line.id)).toContain(first!.id);

    expect((await prepared(first!.id)).status).toBe(204);
    expect((await prepared(second!.id)).status).toBe(204);
    expect((await db.order.findUniqueOrThrow({ where: { publicId: id } })).status).toBe('ready');
    expect((await kitchenBoard()).lines.some((line) => line.order_id === id)).toBe(false);
    const history = await db.orderStatusChange.findMany({ where: { order: { publicId: id } }, orderBy: { id: 'asc' } });
    expect(history.map((change) => change.status)).toEqual(['received', 'accepted', 'preparing', 'ready']);
    const order = await db.order.findUniqueOrThrow({ where: { publicId: id } });
    expect(outboxMessages().some((mail) => mail.subject === `Pedido ${order.number} listo`)).toBe(true);
  });

  it('a menu goes to each station as its parts, each crossed off on its own; the line is done with its last part (decision 046)', async () => {
    const [menuId, cola, iceCream] = await Promise.all(
      ['menu-hamburguesa', 'coca-cola', 'helado-vainilla'].map((slug) => productId(slug)),
    );
    const menu = selection(menuId!, { kind: 'menu', dish: burger, drink: cola, dessert: iceCream, coffee: null });
    await fillCart(customer, [cartBody({ ...menu, quantity: 2 }, { delivery_type: 'recoger' })]);
    const id = (await customer.placeOrder(orderBody())).body.data.id as string;
    await setStatus(staff, id, { status: 'accepted', prep_minutes: 15 });
    const line = await db.orderLine.findFirstOrThrow({ where: { order: { publicId: id } } });
    const ofOrder = async () => (await kitchenBoard()).lines.filter((candidate) => candidate.order_id === id);
    const names = await db.product.findMany({ where: { id: { in: [burger, cola!, iceCream!] } } });
    const nameOf = (productId: number) => names.find((product) => product.id === productId)!.name;

    const parts = await ofOrder();
    expect(parts.map((part) => [part.part, part.station, part.name, part.quantity])).toEqual([
      ['dish', 'Plancha', nameOf(burger), 2],
      ['drink', 'Bebidas', nameOf(cola!), 2],
      ['dessert', 'Postres', nameOf(iceCream!), 2],
    ]);
    expect(parts.every((part) => part.id === line.id && part.menu === line.productName)).toBe(true);
    expect(new Set(parts.map((part) => part.key)).size).toBe(3);
    // A part names itself, not the menu's other choices.
    expect(parts.flatMap((part) => part.details).filter((word) => /^(Plato|Bebida|Postre): /.test(word))).toEqual([]);

    const crossOff = (part: string) =>
      staff.post(preparedRoute, `/api/admin/kitchen/lines/${line.id}/prepared?part=${part}`, {
        params: { id: String(line.id) },
      });
    expect((await crossOff('drink')).status).toBe(204);
    expect((await crossOff('drink')).status).toBe(409);
    expect((await crossOff('coffee')).status).toBe(404);
    expect((await db.order.findUniqueOrThrow({ where: { publicId: id } })).status).toBe('preparing');
    expect((await ofOrder()).map((part) => part.part)).toEqual(['dish', 'dessert']);
    expect((await db.orderLine.findUniqueOrThrow({ where: { id: line.id } })).preparedAt).toBeNull();
    // The board sees the menu started, so «Marcar listo» asks first.
    const onBoard = (await list(staff, 'restaurant=valencia-ruzafa')).body.data.find(
      (order: { id: string }) => order.id === id,
    ) as { lines: { prepared_at: string | null; prepared_parts: string[] }[] };
    expect(onBoard.lines).toEqual([expect.objectContaining({ prepared_at: null, prepared_parts: ['drink'] })]);

    // The bar's «Recuperar» brings back the drink, and only it.
    const recall = await staff.post(recallRoute, '/api/admin/kitchen/recall', {
      json: { restaurant: 'valencia-ruzafa', station: 'Bebidas' },
    });
    expect(recall.body.data).toEqual({ id: line.id, part: 'drink' });
    expect((await ofOrder()).map((part) => part.part)).toEqual(['dish', 'drink', 'dessert']);

    for (const part of ['dish', 'drink']) expect((await crossOff(part)).status).toBe(204);
    expect((await db.order.findUniqueOrThrow({ where: { publicId: id } })).status).toBe('preparing');
    expect((await crossOff('dessert')).status).toBe(204);
    expect((await db.orderLine.findUniqueOrThrow({ where: { id: line.id } })).preparedAt).not.toBeNull();
    expect((await db.order.findUniqueOrThrow({ where: { publicId: id } })).status).toBe('ready');
    expect(await ofOrder()).toEqual([]);
  });

  it('a split line crossed off without a part is refused: a display from before parts must not make a menu ready', async () => {
    const [menuId, cola, iceCream] = await Promise.all(
      ['menu-hamburguesa', 'coca-cola', 'helado-vainilla'].map((slug) => productId(slug)),
    );
    const menu = selection(menuId!, { kind: 'menu', dish: burger, drink: cola, dessert: iceCream, coffee: null });
    await fillCart(customer, [cartBody(menu, { delivery_type: 'recoger' })]);
    const id = (await customer.placeOrder(orderBody())).body.data.id as string;
    await setStatus(staff, id, { status: 'accepted', prep_minutes: 15 });
    const line = await db.orderLine.findFirstOrThrow({ where: { order: { publicId: id } } });
    const refused = await prepared(line.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Este menú se prepara por partes: recarga la pantalla de cocina.');
    expect(await db.orderLine.findUniqueOrThrow({ where: { id: line.id } })).toMatchObject({
      preparedAt: null,
      preparedParts: null,
    });
    expect((await db.order.findUniqueOrThrow({ where: { publicId: id } })).status).toBe('accepted');
  });

  it("shows the cook the order's note and the customer's allergies beside each of its lines", async () => {
    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    const placed = await customer.placeOrder(orderBody({ observation: 'Una sin cebolla, por favor' }));
    const id = placed.body.data.id as string;
    const order = await db.order.findUniqueOrThrow({ where: { publicId: id }, select: { userId: true } });
    const nuts = await db.allergen.findUniqueOrThrow({ where: { code: 'nuts' } });
    const declared = { userId_allergenId: { userId: order.userId, allergenId: nuts.id } };
    const hadIt = (await db.userAllergen.findUnique({ where: declared })) !== null;
    if (!hadIt) await db.userAllergen.create({ data: { userId: order.userId, allergenId: nuts.id } });
    try {
      await setStatus(staff, id, { status: 'accepted', prep_minutes: 15 });
      const [line] = (await kitchenBoard()).lines.filter((candidate) => candidate.order_id === id);
      expect(line).toMatchObject({ observation: 'Una sin cebolla, por favor' });
      expect(line!.customer_allergies).toContain(nuts.name);
    } finally {
      if (!hadIt) await db.userAllergen.delete({ where: declared });
    }
  });

  it('another restaurant’s lines are not found', async () => {
    const madrid = await placeTakeaway('madrid-malasana');
    await setStatus(manager, madrid, { status: 'accepted', prep_minutes: 15 });
    const line = await db.orderLine.findFirstOrThrow({ where: { order: { publicId: madrid } } });
    expect((await prepared(line.id)).status).toBe(404);
    expect((await staff.get(kitchenBoardRoute, '/api/admin/kitchen?restaurant=madrid-malasana')).status).toBe(403);
  });
});

describe('slot capacity', () => {
  const capacity = (client: ApiClient, body: Record<string, unknown>) =>
    client.put(slotCapacityRoute, '/api/admin/restaurants/valencia-ruzafa/slot-capacity', {
      params: { slug: 'valencia-ruzafa' },
      json: body,
    });

  it('a full slot is no longer offered and is refused by the server; without a limit it comes back', async () => {
    expect((await capacity(customerClient, { delivery_type: 'recoger', max_orders: 1 })).status).toBe(403);
    expect((await capacity(staff, { delivery_type: 'recoger', max_orders: 0 })).status).toBe(422);
    expect((await capacity(staff, { delivery_type: 'recoger', max_orders: 1 })).status).toBe(200);
    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    const offered = (await customer.slots()).body.data.slots as { value: string }[];
    const slot = offered[0]!.value;
    const first = await customer.placeOrder(orderBody({ asap: false, scheduled_for: slot }));
    expect(first.status).toBe(201);

    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    const now = (await customer.slots()).body.data.slots as { value: string }[];
    expect(now.map((candidate) => candidate.value)).not.toContain(slot);
    const second = await customer.placeOrder(orderBody({ asap: false, scheduled_for: slot }));
    expect(second.status).toBe(422);
    expect(second.body.code).toBe('slot_unavailable');
    // Lifting the limit frees the slot.
    expect((await capacity(staff, { delivery_type: 'recoger', max_orders: null })).status).toBe(200);
    expect(((await customer.slots()).body.data.slots as { value: string }[]).map((s) => s.value)).toContain(slot);
    expect((await customer.placeOrder(orderBody({ asap: false, scheduled_for: slot }))).status).toBe(201);
  });
});

describe('the counter’s ready board', () => {
  it('shows the numbers in preparation and ready, and nothing personal, to anyone', async () => {
    const id = await placeTakeaway();
    const board = () =>
      new Anonymous().get(readyBoardRoute, '/api/restaurant/valencia-ruzafa/ready-board', {
        params: { name: 'valencia-ruzafa' },
      });
    const order = await db.order.findUniqueOrThrow({ where: { publicId: id } });
    expect((await board()).body.data.preparing).not.toContain(order.number);
    await setStatus(staff, id, { status: 'accepted', prep_minutes: 10 });
    expect((await board()).body.data.preparing).toContain(order.number);
    await setStatus(staff, id, { status: 'preparing' });
    await setStatus(staff, id, { status: 'ready' });
    const ready = await board();
    expect(ready.body.data.ready).toContain(order.number);
    expect(ready.body.data.preparing).not.toContain(order.number);
    expect(JSON.stringify(ready.body)).not.toContain(order.customerName);
    expect(Object.keys(ready.body.data).sort()).toEqual(['name', 'preparing', 'ready', 'restaurant']);
    await setStatus(staff, id, { status: 'collected' });
    expect((await board()).body.data.ready).not.toContain(order.number);
  });

  it('leaves out an order for a table: staff bring it, nobody comes to the counter for it; its e-mails say so', async () => {
    await fillCart(customer, [
      cartBody(selection(burger), { delivery_type: 'fast', restaurant: 'valencia-ruzafa', table_number: 3 }),
    ]);
    const placed = await customer.placeOrder(orderBody());
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.data.id;
    const order = await db.order.findUniqueOrThrow({ where: { publicId: id } });
    expect(order.tableNumber).toBe(3);
    const board = async () =>
      (
        await new Anonymous().get(readyBoardRoute, '/api/restaurant/valencia-ruzafa/ready-board', {
          params: { name: 'valencia-ruzafa' },
        })
      ).body.data as { preparing: string[]; ready: string[] };
    await setStatus(staff, id, { status: 'accepted', prep_minutes: 10 });
    expect((await board()).preparing).not.toContain(order.number);
    await setStatus(staff, id, { status: 'preparing' });
    await setStatus(staff, id, { status: 'ready' });
    expect((await board()).ready).not.toContain(order.number);
    const mailOf = (subject: string) => outboxMessages().findLast((mail) => mail.subject === subject)?.text;
    expect(mailOf(`Pedido ${order.number} recibido`)).toContain('Te lo servimos en la mesa 3 de Casa Elefante Ruzafa.');
    expect(mailOf(`Pedido ${order.number} listo`)).toContain('te lo llevamos a la mesa 3 enseguida');
    for (const subject of ['recibido', 'listo'])
      expect(mailOf(`Pedido ${order.number} ${subject}`)).not.toMatch(/recoger|Recógelo/i);
  });
});

describe('the live stream', () => {
  async function readEvents(response: Response, count: number): Promise<string[]> {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const events: string[] = [];
    let buffer = '';
    while (events.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value);
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop()!;
      events.push(...blocks.filter((block) => block.includes('event: ')));
    }
    await reader.cancel();
    return events;
  }

  it('replays what was missed after Last-Event-ID, then sends new events as they happen', async () => {
    const before = await db.orderStatusChange.findFirstOrThrow({ orderBy: { id: 'desc' }, select: { id: true } });
    const first = await placeTakeaway();
    const controller = new AbortController();
    const request = new Request('http://localhost/api/admin/orders/stream?restaurant=valencia-ruzafa', {
      headers: { authorization: `Bearer ${staff.bearer}`, 'last-event-id': String(before.id) },
      signal: controller.signal,
    });
    const response = await streamRoute(request, { params: Promise.resolve({}) });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reading = readEvents(response, 2);
    // A change made while the stream is open arrives as it happens.
    await setStatus(staff, first, { status: 'accepted', prep_minutes: 15 });
    const events = await reading;
    controller.abort();
    expect(events[0]).toContain('event: order.created');
    expect(events[0]).toContain(`"id":"${first}"`);
    expect(events[1]).toContain('event: order.updated');
    expect(events[1]).toContain('"status":"accepted"');
  });
});

describe('restaurant switches', () => {
  const kitchen = (client: ApiClient, closed: boolean) =>
    client.put(kitchenRoute, '/api/admin/restaurants/valencia-ruzafa/kitchen', {
      params: { slug: 'valencia-ruzafa' },
      json: { closed },
    });
  const availability = (client: ApiClient, body: Record<string, unknown>, slug = 'valencia-ruzafa') =>
    client.put(availabilityRoute, `/api/admin/restaurants/${slug}/availability`, { params: { slug }, json: body });

  it('a closed kitchen refuses new products at once; reopened, they are sold again', async () => {
    expect((await kitchen(staff, true)).status).toBe(200);
    const refused = await customer.add(cartBody(selection(burger), { delivery_type: 'recoger' }));
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('kitchen_closed');
    expect((await kitchen(staff, false)).status).toBe(200);
    expect((await customer.add(cartBody(selection(burger), { delivery_type: 'recoger' }))).status).toBe(201);
  });

  it('a product taken off until a time cannot be added or ordered, and comes back by itself', async () => {
    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    const until = new Date(clock.now().getTime() + 30 * 60_000).toISOString();
    const off = await availability(staff, { product_id: burger, available: false, until });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ available: false, until });
    const add = await customer.add(cartBody(selection(burger, { quantity: 2 }), { delivery_type: 'recoger' }));
    expect(add.status).toBe(422);
    expect(add.body.message).toBe('El producto no está disponible en este momento');
    const order = await customer.placeOrder(orderBody());
    expect(order.status).toBe(422);
    expect(order.body.code).toBe('order_product_unavailable');

    clock.advance(31 * 60_000);
    expect((await customer.add(cartBody(selection(burger), { delivery_type: 'recoger' }))).status).toBe(201);
  });

  it('an ingredient run out takes off the products that carry it and cannot be an extra; it comes back by itself', async () => {
    const ingredient = (slug: string) => db.ingredient.findUniqueOrThrow({ where: { slug } }).then((row) => row.id);
    const [beef, croutons, gazpacho] = await Promise.all([
      ingredient('carne-ternera'),
      ingredient('picatostes'),
      productId('gazpacho'),
    ]);
    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    const until = new Date(clock.now().getTime() + 20 * 60_000).toISOString();
    const off = await availability(staff, { ingredient_id: beef, available: false, until });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ restaurant: 'valencia-ruzafa', ingredient_id: beef, available: false, until });
    const add = await customer.add(cartBody(selection(burger), { delivery_type: 'recoger' }));
    expect(add.status).toBe(422);
    expect(add.body.message).toBe('El producto no está disponible en este momento');
    expect((await customer.placeOrder(orderBody())).body.code).toBe('order_product_unavailable');

    // An ingredient that is only an extra: the dish is sold, without it.
    expect((await availability(staff, { ingredient_id: croutons, available: false, until })).status).toBe(200);
    const plain = await customer.add(cartBody(selection(gazpacho), { delivery_type: 'recoger' }));
    expect(plain.status).toBe(201);
    const withCroutons = selection(gazpacho, { ingredients: [{ product_id: croutons, quantity: 1 }] });
    expect((await customer.add(cartBody(withCroutons, { delivery_type: 'recoger' }))).status).toBe(422);

    clock.advance(21 * 60_000);
    expect((await customer.add(cartBody(selection(burger), { delivery_type: 'recoger' }))).status).toBe(201);
    expect((await customer.add(cartBody(withCroutons, { delivery_type: 'recoger' }))).status).toBe(201);
  });

  it('taken off without a time, a product or an ingredient stays off until the next opening', async () => {
    // Tuesday lunch in Ruzafa: the counter serves until 16:30, and it opens again at 19:30 (18:30 UTC).
    const nextOpening = '2026-11-24T18:30:00.000Z';
    const beef = (await db.ingredient.findUniqueOrThrow({ where: { slug: 'carne-ternera' } })).id;
    const product = await availability(staff, { product_id: burger, available: false });
    expect(product.body.data).toMatchObject({ product_id: burger, available: false, until: nextOpening });
    const ingredient = await availability(staff, { ingredient_id: beef, available: false });
    expect(ingredient.body.data).toMatchObject({ ingredient_id: beef, available: false, until: nextOpening });
    const controls = await getRestaurantControls({ id: 0, role: 'manager' }, 'valencia-ruzafa', clock.now());
    expect(controls.ingredients.find((row) => row.id === beef)).toMatchObject({ available: false, until: nextOpening });

    expect((await availability(staff, { ingredient_id: beef, available: true })).body.data).toMatchObject({
      available: true,
      until: null,
    });
    expect((await availability(staff, { product_id: burger, available: true })).status).toBe(200);
    expect((await customer.add(cartBody(selection(burger), { delivery_type: 'recoger' }))).status).toBe(201);
    // One of the two, never both or neither; an ingredient this restaurant does not use is 404.
    expect((await availability(staff, { product_id: burger, ingredient_id: beef, available: false })).status).toBe(422);
    expect((await availability(staff, { available: false })).status).toBe(422);
    expect((await availability(staff, { ingredient_id: 999_999, available: false })).status).toBe(404);
  });

  it('a delivery pause refuses "as soon as possible" and offers slots only after it; resuming lifts it', async () => {
    const service = (body: Record<string, unknown>) =>
      staff.put(serviceRoute, '/api/admin/restaurants/valencia-ruzafa/service', {
        params: { slug: 'valencia-ruzafa' },
        json: body,
      });
    const home = await db.address.findFirstOrThrow({
      where: { user: { email: DEMO.customer.email }, postalCode: '46006' },
    });
    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'domicilio' })]);
    expect((await customer.slots()).body.data.is_open).toBe(true);

    const paused = await service({ pause_delivery_minutes: 60 });
    expect(paused.status).toBe(200);
    const until = new Date(paused.body.data.delivery_paused_until).getTime();
    expect(until).toBe(clock.now().getTime() + 60 * 60_000);
    const options = (await customer.slots()).body.data;
    expect(options).toMatchObject({ is_open: false, paused_until: paused.body.data.delivery_paused_until });
    expect(options.slots.every((slot: { value: string }) => Date.parse(slot.value) >= until)).toBe(true);
    const asap = await customer.placeOrder(orderBody({ address_id: home.id }));
    expect(asap.status).toBe(422);
    expect(asap.body.code).toBe('slot_unavailable');

    expect((await service({ pause_delivery_minutes: 0 })).body.data.delivery_paused_until).toBeNull();
    expect((await customer.placeOrder(orderBody({ address_id: home.id }))).status).toBe(201);
    expect((await service({})).status).toBe(422);
  });

  it('staff cannot switch another restaurant, and a time in the past is refused', async () => {
    expect((await availability(staff, { product_id: burger, available: false }, 'madrid-malasana')).status).toBe(403);
    const beef = (await db.ingredient.findUniqueOrThrow({ where: { slug: 'carne-ternera' } })).id;
    expect((await availability(staff, { ingredient_id: beef, available: false }, 'madrid-malasana')).status).toBe(403);
    const past = await availability(staff, {
      product_id: burger,
      available: false,
      until: new Date(clock.now().getTime() - 60_000).toISOString(),
    });
    expect(past.status).toBe(422);
    expect((await availability(staff, { product_id: burger, available: true })).status).toBe(200);
  });
});
