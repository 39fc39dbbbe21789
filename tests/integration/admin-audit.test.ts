import { beforeAll, describe, expect, it } from 'vitest';
import { GET as auditRoute } from '@/app/api/admin/audit/route';
import { PUT as kitchenRoute } from '@/app/api/admin/restaurants/[slug]/kitchen/route';
import { PUT as availabilityRoute } from '@/app/api/admin/restaurants/[slug]/availability/route';
import { PUT as slotCapacityRoute } from '@/app/api/admin/restaurants/[slug]/slot-capacity/route';
import { PUT as serviceRoute } from '@/app/api/admin/restaurants/[slug]/service/route';
import { PUT as maintenanceRoute } from '@/app/api/admin/settings/maintenance/route';
import { db } from '@/lib/db';
import { ApiClient as Anonymous, DEMO, setUpTemporaryFiles, signIn, type ApiClient } from '../support/api-client';
import { productId } from '../support/ordering';
import { isNamedInFull } from '@/lib/audit/names';

// Issue 14, scope 7: every change made in the back office is in the audit log
// (who, when, what, before and after), written in the change's own
// transaction; managers browse it through GET /api/admin/audit.

setUpTemporaryFiles();

let staff: ApiClient;
let manager: ApiClient;
let customer: ApiClient;

async function bearer(credentials: { email: string; password: string }): Promise<ApiClient> {
  const { client, tokens } = await signIn(credentials);
  client.bearer = tokens.access_token;
  return client;
}

beforeAll(async () => {
  staff = await bearer(DEMO.staff);
  manager = await bearer(DEMO.manager);
  customer = await bearer(DEMO.customer);
});

const RUZAFA = { params: { slug: 'valencia-ruzafa' } };
const latest = () => db.auditEntry.findFirstOrThrow({ orderBy: { id: 'desc' } });
const audit = (client: ApiClient, query = '') => client.get(auditRoute, `/api/admin/audit${query}`);

describe('the audit log', () => {
  it('records each switch of the restaurant with who made it, before and after', async () => {
    const staffName = (await db.user.findUniqueOrThrow({ where: { email: DEMO.staff.email } })).name;
    const flan = await productId('flan');

    expect(
      (
        await staff.put(kitchenRoute, '/api/admin/restaurants/valencia-ruzafa/kitchen', {
          ...RUZAFA,
          json: { closed: true },
        })
      ).status,
    ).toBe(200);
    expect(await latest()).toMatchObject({
      actorName: staffName,
      action: 'update',
      entity: 'restaurant',
      entityId: 'valencia-ruzafa',
      before: JSON.stringify({ closed_kitchen: false }),
      after: JSON.stringify({ closed_kitchen: true }),
    });
    await staff.put(kitchenRoute, '/api/admin/restaurants/valencia-ruzafa/kitchen', {
      ...RUZAFA,
      json: { closed: false },
    });

    const off = await staff.put(availabilityRoute, '/api/admin/restaurants/valencia-ruzafa/availability', {
      ...RUZAFA,
      json: { product_id: flan, available: false },
    });
    expect(off.status).toBe(200);
    const offEntry = await latest();
    expect(offEntry).toMatchObject({ entity: 'restaurant_product', entityId: `valencia-ruzafa:${flan}` });
    expect(JSON.parse(offEntry.before!)).toEqual({ available: true, until: null });
    expect(JSON.parse(offEntry.after!)).toEqual({ available: false, until: off.body.data.until });
    await staff.put(availabilityRoute, '/api/admin/restaurants/valencia-ruzafa/availability', {
      ...RUZAFA,
      json: { product_id: flan, available: true },
    });

    await staff.put(slotCapacityRoute, '/api/admin/restaurants/valencia-ruzafa/slot-capacity', {
      ...RUZAFA,
      json: { delivery_type: 'recoger', max_orders: 7 },
    });
    expect(await latest()).toMatchObject({
      entity: 'slot_capacity',
      entityId: 'valencia-ruzafa:takeaway',
      after: JSON.stringify({ max_orders: 7 }),
    });
    await staff.put(slotCapacityRoute, '/api/admin/restaurants/valencia-ruzafa/slot-capacity', {
      ...RUZAFA,
      json: { delivery_type: 'recoger', max_orders: null },
    });
    expect(JSON.parse((await latest()).before!)).toEqual({ max_orders: 7 });

    await staff.put(serviceRoute, '/api/admin/restaurants/valencia-ruzafa/service', {
      ...RUZAFA,
      json: { pause_delivery_minutes: 15 },
    });
    const paused = await latest();
    expect(paused).toMatchObject({ entity: 'restaurant_service', entityId: 'valencia-ruzafa' });
    expect(JSON.parse(paused.before!).delivery_paused_until).toBeNull();
    expect(JSON.parse(paused.after!).delivery_paused_until).not.toBeNull();
    await staff.put(serviceRoute, '/api/admin/restaurants/valencia-ruzafa/service', {
      ...RUZAFA,
      json: { pause_delivery_minutes: 0 },
    });

    await manager.put(maintenanceRoute, '/api/admin/settings/maintenance', { json: { enabled: true } });
    await manager.put(maintenanceRoute, '/api/admin/settings/maintenance', { json: { enabled: false } });
    expect(await latest()).toMatchObject({
      entity: 'setting',
      entityId: 'maintenance',
      before: JSON.stringify({ value: 'true' }),
      after: JSON.stringify({ value: 'false' }),
    });
  });

  it('names what each entry is about: the product or ingredient switched off and its restaurant; a setting has no name', async () => {
    const flan = await db.product.findUniqueOrThrow({ where: { slug: 'flan' } });
    const onion = await db.ingredient.findFirstOrThrow({
      where: {
        products: { some: { product: { restaurants: { some: { restaurant: { slug: 'valencia-ruzafa' } } } } } },
      },
    });
    for (const json of [
      { product_id: flan.id, available: false },
      { product_id: flan.id, available: true },
      { ingredient_id: onion.id, available: false },
      { ingredient_id: onion.id, available: true },
    ]) {
      const switched = await staff.put(availabilityRoute, '/api/admin/restaurants/valencia-ruzafa/availability', {
        ...RUZAFA,
        json,
      });
      expect(switched.status).toBe(200);
    }
    await manager.put(maintenanceRoute, '/api/admin/settings/maintenance', { json: { enabled: false } });
    const entries = (await audit(manager, '?per_page=5')).body.data as {
      entity: string;
      entity_id: string;
      entity_name: string | null;
      restaurant_name: string | null;
    }[];
    // The restaurant too, by its name: the stored id only names its slug.
    const { commercialName: ruzafa } = await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } });
    expect(
      entries.map(({ entity, entity_id, entity_name, restaurant_name }) => [
        entity,
        entity_id,
        entity_name,
        restaurant_name,
      ]),
    ).toEqual([
      ['setting', 'maintenance', null, null],
      ['restaurant_ingredient', `valencia-ruzafa:${onion.id}`, onion.name, ruzafa],
      ['restaurant_ingredient', `valencia-ruzafa:${onion.id}`, onion.name, ruzafa],
      ['restaurant_product', `valencia-ruzafa:${flan.id}`, flan.name, ruzafa],
      ['restaurant_product', `valencia-ruzafa:${flan.id}`, flan.name, ruzafa],
    ]);
  });

  it('shows the stored id beside the names only where a name is missing or there is none', () => {
    const entry = (entity: string, entity_name: string | null, restaurant_name: string | null) =>
      isNamedInFull({ entity, entity_name, restaurant_name });
    expect(entry('restaurant_product', 'Flan', 'Casa Elefante Ruzafa')).toBe(true);
    expect(entry('slot_capacity', null, 'Casa Elefante Ruzafa')).toBe(true);
    expect(entry('product', 'Flan', null)).toBe(true);
    // A product since deleted, a restaurant since deleted, a setting's key: the id says what the names cannot.
    expect(entry('restaurant_product', null, 'Casa Elefante Ruzafa')).toBe(false);
    expect(entry('restaurant_product', 'Flan', null)).toBe(false);
    expect(entry('slot_capacity', null, null)).toBe(false);
    expect(entry('setting', null, null)).toBe(false);
  });

  it('has no entry, and clears no cached catalogue, for a switch to where it already is', async () => {
    const flan = await productId('flan');
    const stamp = () => db.setting.findUnique({ where: { key: 'catalogue_version' } });
    // A pause that ran out a minute ago is no pause: «Reanudar» from a page left open changes nothing.
    const ruzafa = { slug: 'valencia-ruzafa' };
    await db.restaurant.update({ where: ruzafa, data: { deliveryPausedUntil: new Date(Date.now() - 60_000) } });
    const before = { entries: await db.auditEntry.count(), stamp: await stamp() };
    const calls = [
      staff.put(kitchenRoute, '/api/admin/restaurants/valencia-ruzafa/kitchen', { ...RUZAFA, json: { closed: false } }),
      staff.put(availabilityRoute, '/api/admin/restaurants/valencia-ruzafa/availability', {
        ...RUZAFA,
        json: { product_id: flan, available: true },
      }),
      // Resuming a delivery that is not paused, removing extra time there is none of, a limit there is none of.
      staff.put(serviceRoute, '/api/admin/restaurants/valencia-ruzafa/service', {
        ...RUZAFA,
        json: { pause_delivery_minutes: 0, extra_lead_minutes: 0 },
      }),
      staff.put(slotCapacityRoute, '/api/admin/restaurants/valencia-ruzafa/slot-capacity', {
        ...RUZAFA,
        json: { delivery_type: 'recoger', max_orders: null },
      }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(200);
    expect({ entries: await db.auditEntry.count(), stamp: await stamp() }).toEqual(before);
    await db.restaurant.update({ where: ruzafa, data: { deliveryPausedUntil: null } });
    // An ingredient this restaurant does not use is still not found, even when "put back".
    const refused = await staff.put(availabilityRoute, '/api/admin/restaurants/valencia-ruzafa/availability', {
      ...RUZAFA,
      json: { ingredient_id: 999_999, available: true },
    });
    expect(refused.status).toBe(404);
  });

  it('has no entry for a change that was refused or rolled back', async () => {
    const before = await db.auditEntry.count();
    // A product this restaurant does not sell: the change throws inside its transaction.
    const refused = await staff.put(availabilityRoute, '/api/admin/restaurants/valencia-ruzafa/availability', {
      ...RUZAFA,
      json: { product_id: 999_999, available: false },
    });
    expect(refused.status).toBe(404);
    // Not allowed at all: nothing is even tried.
    expect(
      (
        await customer.put(kitchenRoute, '/api/admin/restaurants/valencia-ruzafa/kitchen', {
          ...RUZAFA,
          json: { closed: true },
        })
      ).status,
    ).toBe(403);
    expect(await db.auditEntry.count()).toBe(before);
  });

  it('is browsed by managers, newest first, a page at a time, and searched', async () => {
    await manager.put(maintenanceRoute, '/api/admin/settings/maintenance', { json: { enabled: false } });
    for (const closed of [true, false, true, false])
      await staff.put(kitchenRoute, '/api/admin/restaurants/valencia-ruzafa/kitchen', { ...RUZAFA, json: { closed } });
    const total = await db.auditEntry.count();

    const first = await audit(manager, '?per_page=2');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, per_page: 2, total });
    const newest = await db.auditEntry.findMany({ orderBy: { id: 'desc' }, take: 3 });
    expect(first.body.data.map((entry: { id: number }) => entry.id)).toEqual([newest[0]!.id, newest[1]!.id]);
    expect(first.body.data[0]).toMatchObject({
      actor: { name: newest[0]!.actorName },
      action: 'update',
      entity: 'restaurant',
      entity_id: 'valencia-ruzafa',
      before: { closed_kitchen: true },
      after: { closed_kitchen: false },
    });
    const second = await audit(manager, '?per_page=2&page=2');
    expect(second.body.data[0].id).toBe(newest[2]!.id);

    const oldestFirst = await audit(manager, '?sort=created_at&per_page=1');
    expect(oldestFirst.body.data[0].id).toBe((await db.auditEntry.findFirstOrThrow({ orderBy: { id: 'asc' } })).id);

    const settings = await audit(manager, '?entity=setting');
    expect(settings.body.data.length).toBeGreaterThan(0);
    expect(settings.body.data.every((entry: { entity: string }) => entry.entity === 'setting')).toBe(true);
    const searched = await audit(manager, '?q=maintenance');
    expect(searched.body.data.every((entry: { entity_id: string }) => entry.entity_id === 'maintenance')).toBe(true);
  });

  it('answers bad list queries with Spanish field errors', async () => {
    const bad = await audit(manager, '?sort=password&per_page=500&page=0');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      sort: ['Se puede ordenar por: created_at, entity, actor.'],
      per_page: ['per_page va de 1 a 100.'],
      page: ['La página empieza en 1.'],
    });
  });

  it('is for managers only: staff and customers 403, visitors 401', async () => {
    expect((await audit(staff)).status).toBe(403);
    expect((await audit(customer)).status).toBe(403);
    expect((await audit(new Anonymous())).status).toBe(401);
  });
});
