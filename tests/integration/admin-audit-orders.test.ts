import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as auditRoute } from '@/app/api/admin/audit/route';
import { POST as phoneOrderRoute } from '@/app/api/admin/orders/route';
import { POST as statusRoute } from '@/app/api/admin/orders/[id]/status/route';
import { GET as kitchenBoardRoute } from '@/app/api/admin/kitchen/route';
import { POST as preparedRoute } from '@/app/api/admin/kitchen/lines/[id]/prepared/route';
import { PUT as kitchenRoute } from '@/app/api/admin/restaurants/[slug]/kitchen/route';
import { db } from '@/lib/db';
import { createSession } from '@/lib/auth/sessions';
import { listAudit, type AuditEntryResource } from '@/lib/audit/log';
import { orderActionsSql } from '@/lib/audit/order-actions';
import { deleteAccount } from '@/lib/users/accounts';
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
  type Shop,
} from '../support/ordering';

// Decision 045: the staff's actions on orders (accepting, rejecting, cancelling,
// moving them on by hand or from the kitchen display, taking them by phone) are
// in the audit log, read from the orders' status history and listed with the
// back office's changes: one list, one order, one set of filters and pages. The
// customer's own cancellation is not a back-office change and stays out. The
// log is the managers' (who run every restaurant); staff of one restaurant get
// 403, and the order rows are read through the actor's restaurant scope.

setUpTemporaryFiles();
const clock = fakeClockFrom();

let customer: Shop;
let staff: ApiClient;
let manager: ApiClient;
/** A member of staff bound to Malasaña (Madrid) only, where the demo staff member runs Valencia. */
let madridStaff: { id: number; role: string; client: ApiClient };
let burger: number;
let staffName: string;

beforeAll(async () => {
  customer = shop((await signInCustomer()).client);
  for (const [who, credentials] of [
    ['staff', DEMO.staff],
    ['manager', DEMO.manager],
  ] as const) {
    const { client, tokens } = await signIn(credentials);
    client.bearer = tokens.access_token;
    if (who === 'staff') staff = client;
    else manager = client;
  }
  staffName = (await db.user.findUniqueOrThrow({ where: { email: DEMO.staff.email } })).name;
  const malasana = await db.restaurant.findUniqueOrThrow({ where: { slug: 'madrid-malasana' } });
  const user = await db.user.create({
    data: {
      name: 'Irene Madrid Personal',
      email: `personal-madrid-${Date.now()}@example.com`,
      passwordHash: '!',
      role: 'staff',
      emailVerifiedAt: new Date(),
      restaurants: { create: { restaurantId: malasana.id } },
    },
  });
  const { tokens } = await createSession(user.id);
  madridStaff = { id: user.id, role: 'staff', client: new ApiClient({ bearer: tokens.access_token }) };
  burger = await productId('burger-clasica');
});

beforeEach(async () => {
  // Placing orders is rate limited per customer; every step a second apart keeps the log's order plain.
  clock.advance(60_000);
  await db.cartItem.deleteMany({});
});

/** A second later: each action has an instant of its own. */
const tick = () => clock.advance(1_000);

async function place(restaurant = 'valencia-ruzafa'): Promise<{ id: string; number: string }> {
  await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger', restaurant })]);
  const placed = await customer.placeOrder(orderBody());
  expect(placed.status).toBe(201);
  tick();
  return { id: placed.body.data.id, number: placed.body.data.number };
}

async function setStatus(client: ApiClient, id: string, body: Record<string, unknown>) {
  const answer = await client.post(statusRoute, `/api/admin/orders/${id}/status`, { params: { id }, json: body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  tick();
}

const audit = async (client: ApiClient, query = '') => {
  const answer = await client.get(auditRoute, `/api/admin/audit${query}`);
  expect(answer.status).toBe(200);
  return answer.body as { data: AuditEntryResource[]; meta: { page: number; per_page: number; total: number } };
};

/** A row as a manager reads it: who, which order, what happened, the note. */
const read = (entry: AuditEntryResource) =>
  entry.order
    ? [entry.actor.name, entry.entity_name, entry.order.change, entry.order.note]
    : [entry.actor.name, entry.entity, entry.entity_id];

describe('staff actions on orders in the audit log', () => {
  it('lists each with who made it, newest first, among the back office’s changes', async () => {
    const { commercialName: ruzafa } = await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } });
    const rejected = await place();
    const cancelled = await place();
    const cooked = await place();

    await setStatus(staff, rejected.id, { status: 'cancelled', reason: 'Cocina saturada' });
    await setStatus(staff, cancelled.id, { status: 'accepted', prep_minutes: 20 });
    // A back-office change in between: the two kinds are one list, in the order things happened.
    const closed = await staff.put(kitchenRoute, '/api/admin/restaurants/valencia-ruzafa/kitchen', {
      params: { slug: 'valencia-ruzafa' },
      json: { closed: true },
    });
    expect(closed.status).toBe(200);
    tick();
    await staff.put(kitchenRoute, '/api/admin/restaurants/valencia-ruzafa/kitchen', {
      params: { slug: 'valencia-ruzafa' },
      json: { closed: false },
    });
    tick();
    await setStatus(manager, cancelled.id, { status: 'cancelled', reason: 'El cliente no contesta' });
    await setStatus(staff, cooked.id, { status: 'accepted', prep_minutes: 15 });
    // From the kitchen display: its one line crossed off starts the order and makes it ready at once.
    const board = await staff.get(kitchenBoardRoute, '/api/admin/kitchen?restaurant=valencia-ruzafa');
    const line = (board.body.data.lines as { id: number; order_id: string }[]).find(
      (candidate) => candidate.order_id === cooked.id,
    )!;
    const prepared = await staff.post(preparedRoute, `/api/admin/kitchen/lines/${line.id}/prepared`, {
      params: { id: String(line.id) },
    });
    expect(prepared.status).toBe(204);
    tick();
    await setStatus(staff, cooked.id, { status: 'collected' });

    const { data, meta } = await audit(manager, '?per_page=9');
    const managerName = (await db.user.findUniqueOrThrow({ where: { email: DEMO.manager.email } })).name;
    expect(data.map(read)).toEqual([
      [staffName, cooked.number, 'collected', null],
      [staffName, cooked.number, 'ready', 'Cocina'],
      [staffName, cooked.number, 'preparing', 'Cocina'],
      [staffName, cooked.number, 'accepted', 'Tiempo de preparación: 15 min'],
      [managerName, cancelled.number, 'cancelled', 'El cliente no contesta'],
      [staffName, 'restaurant', 'valencia-ruzafa'],
      [staffName, 'restaurant', 'valencia-ruzafa'],
      [staffName, cancelled.number, 'accepted', 'Tiempo de preparación: 20 min'],
      // Cancelled before it was accepted: the restaurant rejected it.
      [staffName, rejected.number, 'rejected', 'Cocina saturada'],
    ]);
    // The order's row speaks the log's language: kind, id, names, before and after, with the status history's note.
    expect(data[4]).toMatchObject({
      actor: { name: managerName },
      action: 'update',
      entity: 'order',
      entity_id: cancelled.id,
      entity_name: cancelled.number,
      restaurant_name: ruzafa,
      before: { status: 'accepted' },
      after: { status: 'cancelled', note: 'El cliente no contesta' },
      order: {
        number: cancelled.number,
        change: 'cancelled',
        status: 'cancelled',
        previous_status: 'accepted',
        note: 'El cliente no contesta',
      },
    });
    const staffActions = await db.orderStatusChange.count({ where: { changedBy: { role: { not: 'customer' } } } });
    expect(meta.total).toBe((await db.auditEntry.count()) + staffActions);
  });

  it('lists an order taken by phone as created by who took it', async () => {
    const answer = await staff.post(phoneOrderRoute, '/api/admin/orders', {
      json: {
        restaurant: 'valencia-ruzafa',
        delivery_type: 'recoger',
        customer_name: 'Antonio Llamada',
        customer_phone: '633 111 222',
        payment_method: 'cash',
        lines: [selection(burger)],
      },
      headers: { 'Idempotency-Key': `audit-phone-${Date.now()}` },
    });
    expect(answer.status).toBe(201);
    const [newest] = (await audit(manager, '?per_page=1')).data;
    expect(newest).toMatchObject({
      actor: { name: staffName },
      action: 'create',
      entity: 'order',
      entity_id: answer.body.data.id,
      before: null,
      order: { number: answer.body.data.number, change: 'taken_by_phone', status: 'received', previous_status: null },
    });
  });

  it('leaves out the customer’s own cancellation, which is no back-office change', async () => {
    const own = await place();
    expect((await customer.cancel(own.id)).status).toBe(200);
    // Stored like a staff change, with who made it: the customer.
    expect(
      await db.orderStatusChange.findFirst({
        where: { order: { publicId: own.id }, status: 'cancelled', changedById: { not: null } },
      }),
    ).not.toBeNull();
    expect((await audit(manager, `?q=${own.number}`)).meta.total).toBe(0);
    expect((await audit(manager, '?per_page=100')).data.some((entry) => entry.entity_id === own.id)).toBe(false);
    // The same order cancelled by the restaurant would be there.
    const other = await place();
    await setStatus(staff, other.id, { status: 'cancelled', reason: 'Producto agotado' });
    expect((await audit(manager, `?q=${other.number}`)).data.map(read)).toEqual([
      [staffName, other.number, 'rejected', 'Producto agotado'],
    ]);
  });

  it('keeps who acted after they delete their account: the account is anonymised, their name kept with it', async () => {
    const cashier = await db.user.create({
      data: {
        name: 'Rubén Caja',
        email: `caja-${Date.now()}@example.com`,
        passwordHash: '!',
        role: 'staff',
        emailVerifiedAt: new Date(),
        restaurants: {
          create: { restaurantId: (await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } })).id },
        },
      },
    });
    const { tokens } = await createSession(cashier.id);
    const client = new ApiClient({ bearer: tokens.access_token });
    const order = await place();
    await setStatus(client, order.id, { status: 'cancelled', reason: 'Sin existencias' });
    await deleteAccount(cashier.id);
    const kept = await db.user.findUniqueOrThrow({ where: { id: cashier.id } });
    expect(kept).toMatchObject({ name: 'Rubén Caja (cuenta eliminada)', role: 'customer', passwordHash: '!' });
    expect(kept.email).toMatch(/@invalid$/);
    expect((await audit(manager, `?q=${order.number}`)).data.map(read)).toEqual([
      ['Rubén Caja (cuenta eliminada)', order.number, 'rejected', 'Sin existencias'],
    ]);
  });

  it('pages, filters and searches the order rows like the rest', async () => {
    // Twelve rows: the orders of the tests above and the kitchen switched between them.
    const all = await audit(manager, '?per_page=12');
    const pages = [
      ...(await audit(manager, '?per_page=4')).data,
      ...(await audit(manager, '?per_page=4&page=2')).data,
      ...(await audit(manager, '?per_page=4&page=3')).data,
    ];
    expect(pages.map(read)).toEqual(all.data.map(read));
    expect(all.data.some((entry) => entry.order) && all.data.some((entry) => !entry.order)).toBe(true);

    const orders = await audit(manager, '?entity=order&per_page=100');
    expect(orders.data.length).toBeGreaterThan(0);
    expect(orders.data.every((entry) => entry.entity === 'order' && entry.order !== null)).toBe(true);
    // Every change made by someone other than the order's customer (a deleted cashier's too).
    const changes = await db.orderStatusChange.findMany({
      where: { changedById: { not: null } },
      select: { changedById: true, order: { select: { userId: true } } },
    });
    expect(orders.meta.total).toBe(changes.filter((change) => change.changedById !== change.order.userId).length);
    const restaurants = await audit(manager, '?entity=restaurant&per_page=100');
    expect(restaurants.data.length).toBeGreaterThan(0);
    expect(restaurants.data.every((entry) => entry.entity === 'restaurant' && entry.order === null)).toBe(true);

    // By the order's number (or a part of it, any case) or its id, and by the person's name.
    const one = orders.data[0]!;
    const byNumber = await audit(manager, `?q=${one.order!.number.slice(1).toLowerCase()}`);
    expect(byNumber.data.length).toBeGreaterThan(0);
    expect(byNumber.data.every((entry) => entry.order?.number === one.order!.number)).toBe(true);
    const byId = await audit(manager, `?q=${one.entity_id}`);
    expect(byId.data.every((entry) => entry.entity_id === one.entity_id)).toBe(true);
    expect(byId.meta.total).toBe(byNumber.meta.total);
    const managerName = (await db.user.findUniqueOrThrow({ where: { email: DEMO.manager.email } })).name;
    const byManager = await audit(manager, `?q=${encodeURIComponent(managerName)}&per_page=100`);
    expect(byManager.data.some((entry) => entry.order)).toBe(true);
    expect(byManager.data.every((entry) => entry.actor.name === managerName)).toBe(true);

    // Oldest first and by person, across both kinds.
    const oldest = await audit(manager, '?sort=created_at&per_page=100');
    const instants = oldest.data.map((entry) => entry.created_at);
    expect(instants).toEqual([...instants].sort());
    const byActor = await audit(manager, '?sort=actor&per_page=100');
    expect(byActor.meta.total).toBe(all.meta.total);
  });
});

describe('who reads the staff’s actions on orders', () => {
  it('managers run the chain and see every restaurant’s; staff of one restaurant get 403', async () => {
    const valencia = await place('valencia-ruzafa');
    const madrid = await place('madrid-malasana');
    await setStatus(staff, valencia.id, { status: 'cancelled', reason: 'Cocina saturada' });
    await setStatus(madridStaff.client, madrid.id, { status: 'cancelled', reason: 'Producto agotado' });
    // Neither restaurant's staff may cancel the other's: 404, as on the board.
    const foreign = await staff.post(statusRoute, `/api/admin/orders/${madrid.id}/status`, {
      params: { id: madrid.id },
      json: { status: 'accepted', prep_minutes: 20 },
    });
    expect(foreign.status).toBe(404);

    const seen = (await audit(manager, '?entity=order&per_page=100')).data.map((entry) => entry.entity_id);
    expect(seen).toEqual(expect.arrayContaining([valencia.id, madrid.id]));
    for (const client of [staff, madridStaff.client])
      expect((await client.get(auditRoute, '/api/admin/audit?entity=order')).status).toBe(403);
    // Refused where the log is read too, not only by the route.
    await expect(listAudit(madridStaff, new URL('http://local/api/admin/audit'))).rejects.toMatchObject({
      code: 'forbidden',
    });
  });

  it('reads the order rows through the restaurant scope of whoever reads them', async () => {
    const rowsFor = async (actor: { id: number; role: string }) => {
      const sql = await orderActionsSql(actor, null, null);
      if (!sql) return [];
      const rows = await db.$queryRaw<{ id: number }[]>`SELECT id FROM (${sql}) AS entries`;
      return db.orderStatusChange.findMany({
        where: { id: { in: rows.map((row) => Number(row.id)) } },
        select: { order: { select: { restaurant: { select: { slug: true } } } } },
      });
    };
    const managerId = (await db.user.findUniqueOrThrow({ where: { email: DEMO.manager.email } })).id;
    const slugs = async (actor: { id: number; role: string }) =>
      new Set((await rowsFor(actor)).map((row) => row.order.restaurant.slug));
    expect(await slugs({ id: managerId, role: 'manager' })).toEqual(new Set(['valencia-ruzafa', 'madrid-malasana']));
    expect(await slugs(madridStaff)).toEqual(new Set(['madrid-malasana']));
    expect(await slugs({ id: madridStaff.id, role: 'customer' })).toEqual(new Set());
  });
});
