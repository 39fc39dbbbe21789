import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listOrders } from '@/app/api/admin/orders/route';
import { GET as stream } from '@/app/api/admin/orders/stream/route';
import { POST as setStatus } from '@/app/api/admin/orders/[id]/status/route';
import { PUT as kitchen } from '@/app/api/admin/restaurants/[slug]/kitchen/route';
import { PUT as availability } from '@/app/api/admin/restaurants/[slug]/availability/route';
import { PUT as service } from '@/app/api/admin/restaurants/[slug]/service/route';
import { PUT as slotCapacity } from '@/app/api/admin/restaurants/[slug]/slot-capacity/route';
import { POST as recall } from '@/app/api/admin/kitchen/recall/route';
import { POST as prepared } from '@/app/api/admin/kitchen/lines/[id]/prepared/route';
import { GET as audit } from '@/app/api/admin/audit/route';
import { GET as customers } from '@/app/api/admin/customers/route';
import { PUT as updateRestaurant } from '@/app/api/admin/restaurants/[slug]/route';
import { GET as delivery } from '@/app/api/delivery/route';
import { db } from '@/lib/db';
import { clearRateLimit, RATE_LIMITS } from '@/lib/auth/rate-limit';
import { phoneOrderForm } from '@/lib/orders/phone-order-form';
import { ACCESS_CHECK_MS } from '@/lib/live/order-stream';
import { ApiClient, DEMO, setUpTemporaryFiles, signIn } from '../support/api-client';
import {
  cartBody,
  fakeClockFrom,
  fillCart,
  orderBody,
  productId,
  selection,
  shop,
  signInCustomer,
} from '../support/ordering';

// The attacker's look at the staff side (issue 10): a staff member of one
// restaurant forging another's ids and slugs, replaying a change, sending
// huge or malformed input, and a stream asked for without a session or with a
// forged Last-Event-ID. Nothing changes, nothing leaks, nothing crashes.

setUpTemporaryFiles();
const clock = fakeClockFrom();

let staff: ApiClient;
let foreignOrder: string;
let ownOrder: string;

async function place(restaurant: string): Promise<string> {
  const { client } = await signInCustomer();
  const customer = shop(client);
  await db.cartItem.deleteMany({});
  await fillCart(customer, [
    cartBody(selection(await productId('burger-clasica')), { delivery_type: 'recoger', restaurant }),
  ]);
  const placed = await customer.placeOrder(orderBody());
  expect(placed.status).toBe(201);
  return placed.body.data.id;
}

beforeAll(async () => {
  const signedIn = await signIn(DEMO.staff);
  staff = signedIn.client;
  staff.bearer = signedIn.tokens.access_token;
  foreignOrder = await place('madrid-malasana');
  ownOrder = await place('valencia-ruzafa');
});

const status = (id: string, body: unknown) =>
  staff.post(setStatus, `/api/admin/orders/${id}/status`, { params: { id }, json: body });

describe('a staff member of Valencia against Madrid', () => {
  it('cannot read, accept or cancel a Madrid order: 404 with no trace of it, unchanged', async () => {
    const before = await db.order.findUniqueOrThrow({ where: { publicId: foreignOrder } });
    for (const body of [
      { status: 'accepted', prep_minutes: 20 },
      { status: 'cancelled', reason: 'Intruso' },
    ]) {
      const response = await status(foreignOrder, body);
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain(foreignOrder);
    }
    const order = await db.order.findUniqueOrThrow({ where: { publicId: foreignOrder } });
    expect(order).toMatchObject({ status: 'received', cancelReason: null, estimatedAt: before.estimatedAt });
    expect(order.updatedAt).toEqual(before.updatedAt);
  });

  it('cannot list, stream, close the kitchen of or take products off a Madrid restaurant', async () => {
    const slug = 'madrid-malasana';
    const beef = await db.ingredient.findUniqueOrThrow({ where: { slug: 'carne-ternera' } });
    const calls = [
      staff.get(listOrders, `/api/admin/orders?restaurant=${slug}`),
      staff.get(stream, `/api/admin/orders/stream?restaurant=${slug}`),
      staff.put(kitchen, `/api/admin/restaurants/${slug}/kitchen`, { params: { slug }, json: { closed: true } }),
      staff.put(availability, `/api/admin/restaurants/${slug}/availability`, {
        params: { slug },
        json: { product_id: await productId('burger-clasica'), available: false },
      }),
      staff.put(availability, `/api/admin/restaurants/${slug}/availability`, {
        params: { slug },
        json: { ingredient_id: beef.id, available: false },
      }),
      staff.put(service, `/api/admin/restaurants/${slug}/service`, {
        params: { slug },
        json: { pause_delivery_minutes: 60 },
      }),
      staff.put(slotCapacity, `/api/admin/restaurants/${slug}/slot-capacity`, {
        params: { slug },
        json: { delivery_type: 'domicilio', max_orders: 1 },
      }),
      staff.post(recall, '/api/admin/kitchen/recall', { json: { restaurant: slug, station: 'plancha' } }),
      staff.get(audit, '/api/admin/audit'),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(403);
    const restaurant = await db.restaurant.findUniqueOrThrow({ where: { slug } });
    expect(restaurant.closedKitchen).toBe(false);
    expect(restaurant.deliveryPausedUntil).toBeNull();
    expect(await db.restaurantSlotCapacity.count({ where: { restaurantId: restaurant.id } })).toBe(0);
    expect(await db.restaurantIngredientOff.count({ where: { restaurantId: restaurant.id } })).toBe(0);
  });

  it('cannot cross off a Madrid line or a part of it, nor forge a part of its own line (decision 046)', async () => {
    const crossOff = (id: number, part: string) =>
      staff.post(prepared, `/api/admin/kitchen/lines/${id}/prepared?part=${encodeURIComponent(part)}`, {
        params: { id: String(id) },
      });
    const foreign = await db.orderLine.findFirstOrThrow({ where: { order: { publicId: foreignOrder } } });
    const own = await db.orderLine.findFirstOrThrow({ where: { order: { publicId: ownOrder } } });
    expect((await crossOff(foreign.id, 'drink')).status).toBe(404);
    for (const part of ["drink' OR 1=1", 'drink:0', 'main:1', 'x'.repeat(5000), '__proto__', 'drink:99999999999'])
      expect((await crossOff(own.id, part)).status).toBe(422);
    // A burger has no parts: any well-formed one is not there.
    expect((await crossOff(own.id, 'dessert:601')).status).toBe(404);
    for (const line of [foreign, own]) {
      const after = await db.orderLine.findUniqueOrThrow({ where: { id: line.id } });
      expect([after.preparedAt, after.preparedParts]).toEqual([null, null]);
    }
  });

  it('cannot find customers or take orders by phone with a customer token, nor look up by a malformed phone', async () => {
    const { client: customer, tokens } = await signIn(DEMO.customer);
    customer.bearer = tokens.access_token;
    expect(
      (await customer.get(customers, '/api/admin/customers?restaurant=valencia-ruzafa&phone=612487390')).status,
    ).toBe(403);
    for (const phone of ["612' OR 1=1", 'x'.repeat(5000), '%00']) {
      const answer = await staff.get(
        customers,
        `/api/admin/customers?restaurant=valencia-ruzafa&phone=${encodeURIComponent(phone)}`,
      );
      expect(answer.status).toBe(422);
    }
  });
});

describe('a staff member looking customers up for a phone order (security review, stop 42)', () => {
  const lookUp = (query: string) => staff.get(customers, `/api/admin/customers?${query}`);

  it('names the restaurant, one of their own: Madrid is 403, none is a field error', async () => {
    const email = encodeURIComponent(DEMO.customer.email);
    expect((await lookUp(`restaurant=madrid-malasana&email=${email}`)).status).toBe(403);
    const missing = await lookUp(`email=${email}`);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ restaurant: ['Elige el restaurante del pedido.'] });
    // A malformed restaurant is named as such, not as a bad phone.
    const malformed = await lookUp('restaurant=RUZAFA%20%27&phone=612345678');
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ restaurant: ['Elige el restaurante del pedido.'] });
  });

  it('sees only the addresses their restaurant delivers to: a Madrid home stays hidden', async () => {
    const madrid = await db.restaurantPostalCode.findFirstOrThrow({
      where: { restaurant: { slug: 'madrid-malasana' } },
    });
    const neighbour = await db.user.create({
      data: {
        name: 'Vecina de Madrid',
        email: `vecina-${Date.now()}@example.com`,
        passwordHash: 'x',
        phone: '699112233',
        addresses: {
          create: { street: 'Calle del Pez', number: '12', postalCode: madrid.postalCode, town: 'Madrid' },
        },
      },
    });
    try {
      const found = await lookUp('restaurant=valencia-ruzafa&phone=699112233');
      expect(found.status).toBe(200);
      expect(found.body.data).toMatchObject({ email: neighbour.email, addresses: [] });
      expect(JSON.stringify(found.body)).not.toContain('Calle del Pez');
    } finally {
      await db.user.delete({ where: { id: neighbour.id } });
    }
  });

  it('cannot loop over phone numbers: past the hour’s lookups, 429', async () => {
    const { id } = await db.user.findUniqueOrThrow({ where: { email: DEMO.staff.email } });
    await clearRateLimit(`customer-lookup:${id}`, RATE_LIMITS.customerLookup);
    try {
      const answers = [];
      for (let n = 0; n <= RATE_LIMITS.customerLookup.limit; n++) {
        answers.push((await lookUp(`restaurant=valencia-ruzafa&phone=6${String(n).padStart(8, '0')}`)).status);
      }
      expect(answers.slice(0, -1).every((answer) => answer === 404)).toBe(true);
      expect(answers.at(-1)).toBe(429);
    } finally {
      await clearRateLimit(`customer-lookup:${id}`, RATE_LIMITS.customerLookup);
    }
  });
});

describe('the restaurant controls', () => {
  it('cannot be switched in a loop: past the switches allowed in ten minutes, 429 and nothing written', async () => {
    const { id } = await db.user.findUniqueOrThrow({ where: { email: DEMO.staff.email } });
    const slug = 'valencia-ruzafa';
    await clearRateLimit(`restaurant-controls:${id}`, RATE_LIMITS.restaurantControls);
    try {
      const switchTo = (closed: boolean) =>
        staff.put(kitchen, `/api/admin/restaurants/${slug}/kitchen`, { params: { slug }, json: { closed } });
      const answers = [];
      for (let n = 0; n < RATE_LIMITS.restaurantControls.limit; n++) answers.push((await switchTo(false)).status);
      expect(answers.every((answer) => answer === 200)).toBe(true);
      const entries = await db.auditEntry.count();
      const refused = await switchTo(true);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await db.restaurant.findUniqueOrThrow({ where: { slug } })).toMatchObject({ closedKitchen: false });
      expect(await db.auditEntry.count()).toBe(entries);
      // The limit is this member of staff's: the manager still switches.
      const { client: manager } = await signIn(DEMO.manager);
      const managerSwitch = await manager.put(kitchen, `/api/admin/restaurants/${slug}/kitchen`, {
        params: { slug },
        json: { closed: false },
      });
      expect(managerSwitch.status).toBe(200);
    } finally {
      await clearRateLimit(`restaurant-controls:${id}`, RATE_LIMITS.restaurantControls);
    }
  });
});

describe('a switched-off restaurant', () => {
  it('takes a product off until put back, and refuses a phone order with a clear message, never a 500', async () => {
    const slug = 'valencia-benimaclet';
    const restaurant = await db.restaurant.update({ where: { slug }, data: { active: false } });
    const flan = await productId('flan');
    try {
      const off = await staff.put(availability, `/api/admin/restaurants/${slug}/availability`, {
        params: { slug },
        json: { product_id: flan, available: false },
      });
      expect(off.status).toBe(200);
      expect(off.body.data).toMatchObject({ available: false, until: null });
      const actor = await db.user.findUniqueOrThrow({ where: { email: DEMO.staff.email } });
      await expect(phoneOrderForm(actor, slug, 'delivery')).rejects.toMatchObject({
        code: 'restaurant_not_found',
        message: 'Este restaurante está desactivado: no admite pedidos.',
      });
    } finally {
      await db.restaurantProduct.updateMany({
        where: { restaurantId: restaurant.id, productId: flan },
        data: { isAvailable: true, unavailableUntil: null },
      });
      await db.restaurant.update({ where: { slug }, data: { active: true } });
    }
  });
});

describe('replays and malformed input', () => {
  it('a replayed accept answers 409 and writes nothing twice', async () => {
    expect((await status(ownOrder, { status: 'accepted', prep_minutes: 20 })).status).toBe(200);
    const replay = await status(ownOrder, { status: 'accepted', prep_minutes: 5 });
    expect(replay.status).toBe(409);
    const accepted = await db.orderStatusChange.count({ where: { order: { publicId: ownOrder }, status: 'accepted' } });
    expect(accepted).toBe(1);
  });

  it.each([
    ['a huge reason', { status: 'cancelled', reason: 'x'.repeat(10_000) }],
    ['a status that does not exist', { status: 'paid' }],
    ['a status staff may not set', { status: 'received' }],
    ['a string time', { status: 'accepted', prep_minutes: '20' }],
    ['an array', [{ status: 'accepted' }]],
  ])('%s → 422, the order unchanged', async (_, body) => {
    const before = await db.order.findUniqueOrThrow({ where: { publicId: ownOrder } });
    expect((await status(ownOrder, body)).status).toBe(422);
    expect(await db.order.findUniqueOrThrow({ where: { publicId: ownOrder } })).toEqual(before);
  });

  it('a forged order id or slug answers 404 or 422, never 500', async () => {
    for (const id of ['../../etc', 'x'.repeat(500), '1 OR 1=1']) {
      expect([404, 422]).toContain((await status(id, { status: 'accepted', prep_minutes: 20 })).status);
    }
    for (const slug of ["valencia'--", '../admin', 'x'.repeat(300)]) {
      expect([404, 422]).toContain((await staff.get(listOrders, `/api/admin/orders?restaurant=${slug}`)).status);
    }
  });
});

describe('the stream', () => {
  it('answers 401 without a session', async () => {
    const response = await new ApiClient().get(stream, '/api/admin/orders/stream?restaurant=valencia-ruzafa');
    expect(response.status).toBe(401);
  });

  it.each(['-5', 'abc', '99999999999999999999', '1e9'])(
    'takes a forged Last-Event-ID (%s) without failing',
    async (id) => {
      const controller = new AbortController();
      const response = await stream(
        new Request('http://localhost/api/admin/orders/stream?restaurant=valencia-ruzafa', {
          headers: { authorization: `Bearer ${staff.bearer}`, 'last-event-id': id },
          signal: controller.signal,
        }),
        { params: Promise.resolve({}) },
      );
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toContain(': connected');
      await reader.cancel();
      controller.abort();
    },
  );
});

describe("a staff member of Valencia and Madrid's customers (security probe, stop 35)", () => {
  const lookup = async (postalCode: string) =>
    (await new ApiClient().get(delivery, `/api/delivery?postal_code=${postalCode}`)).body;
  const edit = (client: ApiClient, body: unknown) =>
    client.put(updateRestaurant, '/api/admin/restaurants/valencia-ruzafa', {
      params: { slug: 'valencia-ruzafa' },
      json: body,
    });
  const ruzafaCodes = async () =>
    (
      await db.restaurantPostalCode.findMany({
        where: { restaurant: { slug: 'valencia-ruzafa' } },
        orderBy: { id: 'asc' },
        select: { postalCode: true, shippingCostCents: true },
      })
    ).map((code) => ({ postal_code: code.postalCode, shipping_cost_cents: code.shippingCostCents }));

  it('cannot edit its own restaurant at all: a Madrid postal code, cheaper shipping, the order of restaurants (403)', async () => {
    // Editing a restaurant is the managers' (DESIGN.md section 1, issue 14; decision 041).
    const madrid = await db.restaurantPostalCode.findFirstOrThrow({
      where: { restaurant: { slug: 'madrid-malasana' } },
      select: { postalCode: true },
    });
    const before = await lookup(madrid.postalCode);
    const own = await ruzafaCodes();
    const restaurant = await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } });
    const attempts = [
      await edit(staff, { postal_codes: [...own, { postal_code: madrid.postalCode, shipping_cost_cents: null }] }),
      await edit(staff, { postal_codes: own.map((code) => ({ ...code, shipping_cost_cents: 0 })) }),
      await edit(staff, { minimum_order_cents: 0, minimum_order_surcharge_cents: 0 }),
      await edit(staff, { sort_order: restaurant.sortOrder + 1 }),
    ];
    expect(attempts.map((response) => response.status)).toEqual([403, 403, 403, 403]);
    expect(await ruzafaCodes()).toEqual(own);
    expect(await lookup(madrid.postalCode)).toEqual(before);
    expect(await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } })).toEqual(restaurant);
  });

  it('a manager may share a code between restaurants', async () => {
    const { client, tokens } = await signIn(DEMO.manager);
    client.bearer = tokens.access_token;
    const madrid = await db.restaurantPostalCode.findFirstOrThrow({
      where: { restaurant: { slug: 'madrid-malasana' } },
      select: { postalCode: true },
    });
    const own = await ruzafaCodes();
    const shared = [...own, { postal_code: madrid.postalCode, shipping_cost_cents: null }];
    expect((await edit(client, { postal_codes: shared })).status).toBe(200);
    expect((await edit(client, { postal_codes: own })).status).toBe(200);
  });
});

describe('an open stream after its reader lost access (security probe, stop 35)', () => {
  /** A staff member of Ruzafa of their own, signed in with the demo staff's password. */
  async function newStaffMember() {
    const template = await db.user.findUniqueOrThrow({ where: { email: DEMO.staff.email } });
    const email = `turno-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const ruzafa = await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } });
    const user = await db.user.create({
      data: {
        name: 'Turno de noche',
        email,
        passwordHash: template.passwordHash,
        emailVerifiedAt: new Date(),
        role: 'staff',
        restaurants: { create: { restaurantId: ruzafa.id } },
      },
    });
    const { tokens } = await signIn({ email, password: DEMO.staff.password });
    return { userId: user.id, restaurantId: ruzafa.id, bearer: tokens.access_token };
  }

  /** The Ruzafa board's stream, as `bearer` opens it. */
  async function openStream(bearer: string) {
    const controller = new AbortController();
    const response = await stream(
      new Request('http://localhost/api/admin/orders/stream?restaurant=valencia-ruzafa', {
        headers: { authorization: `Bearer ${bearer}` },
        signal: controller.signal,
      }),
      { params: Promise.resolve({}) },
    );
    return { controller, response };
  }

  /** Everything the stream sends until it ends (or a second passes). */
  async function rest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<{ text: string; ended: boolean }> {
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const next = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000)),
      ]);
      if (next === null) return { text, ended: false };
      if (next.done) return { text, ended: true };
      text += decoder.decode(next.value);
    }
  }

  it.each([
    [
      'blocked',
      (member: { userId: number }) => db.user.update({ where: { id: member.userId }, data: { blockedAt: new Date() } }),
    ],
    [
      'unbound from the restaurant',
      (member: { userId: number; restaurantId: number }) =>
        db.staffRestaurant.delete({
          where: { userId_restaurantId: { userId: member.userId, restaurantId: member.restaurantId } },
        }),
    ],
  ])('%s: no new order reaches it, and it ends', async (_, loseAccess) => {
    const member = await newStaffMember();
    const { controller, response } = await openStream(member.bearer);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain(': connected');

    await loseAccess(member);
    clock.advance(ACCESS_CHECK_MS + 1000);
    const id = await place('valencia-ruzafa');
    const after = await rest(reader);
    controller.abort();
    expect(after.text).not.toContain(id);
    expect(after.text).not.toContain('event: order.created');
    expect(after.ended).toBe(true);
  });

  it('a reader who keeps access keeps receiving, after a rename of the restaurant too, and the checks do not keep the session alive', async () => {
    const member = await newStaffMember();
    const { controller, response } = await openStream(member.bearer);
    const reader = response.body!.getReader();
    await reader.read();
    const seen = async () =>
      (await db.userSession.findFirstOrThrow({ where: { userId: member.userId }, select: { lastSeenAt: true } }))
        .lastSeenAt;
    const before = await seen();
    await db.restaurant.update({ where: { slug: 'valencia-ruzafa' }, data: { slug: 'valencia-ruzafa-centro' } });
    try {
      // Past the check's age and the session's once-a-minute touch.
      clock.advance(61_000);
      const id = await place('valencia-ruzafa-centro');
      const after = await rest(reader);
      expect(after.text).toContain(id);
      expect(after.ended).toBe(false);
      expect(await seen()).toEqual(before);
    } finally {
      controller.abort();
      await db.restaurant.update({ where: { slug: 'valencia-ruzafa-centro' }, data: { slug: 'valencia-ruzafa' } });
    }
  });
});
