import { beforeAll, describe, expect, it } from 'vitest';
import * as citiesRoute from '@/app/api/admin/cities/route';
import * as cityRoute from '@/app/api/admin/cities/[id]/route';
import * as restaurantsRoute from '@/app/api/admin/restaurants/route';
import * as restaurantRoute from '@/app/api/admin/restaurants/[slug]/route';
import { GET as restaurantPublic } from '@/app/api/restaurant/[name]/route';
import { GET as cityRestaurants } from '@/app/api/cities/[city]/restaurants/route';
import { db } from '@/lib/db';
import { DEMO, setUpTemporaryFiles, signIn, type ApiClient } from '../support/api-client';
import { fakeClockFrom, fillLunchCart, orderBody, shop, signInCustomer } from '../support/ordering';

// Issue 14, scope 4: cities and restaurants through /api/admin, each change
// audited, stamping the catalogue, and seen by customers on the next request.

setUpTemporaryFiles();
fakeClockFrom();

let manager: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  const signedIn = await signIn(DEMO.manager);
  manager = signedIn.client;
  manager.bearer = signedIn.tokens.access_token;
  const staffSignIn = await signIn(DEMO.staff);
  staff = staffSignIn.client;
  staff.bearer = staffSignIn.tokens.access_token;
});

const byId = (id: number | string) => ({ params: { id: String(id) } });
const bySlug = (slug: number | string) => ({ params: { slug: String(slug) } });
const latestAudit = () => db.auditEntry.findFirstOrThrow({ orderBy: { id: 'desc' } });

const newRestaurant = (cityId: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Casa Elefante Alameda',
  commercial_name: 'Casa Elefante Alameda',
  city_id: cityId,
  address: 'Paseo de la Alameda, 12',
  postal_code: '46010',
  phone: '963 112 233',
  hours: [
    { delivery_type: 'takeaway', weekday: 1, opens_at: '12:00', closes_at: '16:00' },
    { delivery_type: 'takeaway', weekday: 1, opens_at: '20:00', closes_at: '23:30' },
  ],
  postal_codes: [{ postal_code: '46010', shipping_cost_cents: null }],
  ...overrides,
});

describe('cities', () => {
  it('are created, renamed, listed and, without restaurants, deleted; with them, refused', async () => {
    const created = await manager.post(citiesRoute.POST, '/api/admin/cities', { json: { name: 'Castellón' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ slug: 'castellon', name: 'Castellón', restaurants_count: 0 });
    const id = created.body.data.id;
    const renamed = await manager.put(cityRoute.PUT, `/api/admin/cities/${id}`, {
      ...byId(id),
      json: { name: 'Castelló de la Plana' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Castelló de la Plana', slug: 'castellon' });
    expect(await latestAudit()).toMatchObject({ entity: 'city', action: 'update', entityId: String(id) });
    const listed = await manager.get(citiesRoute.GET, '/api/admin/cities?q=castell');
    expect(listed.body.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await manager.delete(cityRoute.DELETE, `/api/admin/cities/${id}`, byId(id))).status).toBe(204);

    const valencia = await db.city.findUniqueOrThrow({ where: { slug: 'valencia' }, include: { restaurants: true } });
    const refused = await manager.delete(
      cityRoute.DELETE,
      `/api/admin/cities/${valencia.id}?force=true`,
      byId(valencia.id),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.dependents).toEqual({ restaurant: valencia.restaurants.length });
    expect(refused.body.message).toMatch(/cámbialos de ciudad/);
  });

  it('are never two of one name, whatever its case or accents: 422, nothing created or renamed', async () => {
    const count = await db.city.count();
    for (const name of ['Valencia', 'VALÈNCIA ', 'sevilla']) {
      const twin = await manager.post(citiesRoute.POST, '/api/admin/cities', { json: { name } });
      expect(twin.status, name).toBe(422);
      expect(twin.body.errors.name[0]).toMatch(/^Ya existe la ciudad «(Valencia|Sevilla)»\.$/);
    }
    expect(await db.city.count()).toBe(count);
    const madrid = await db.city.findUniqueOrThrow({ where: { slug: 'madrid' } });
    const renamed = await manager.put(cityRoute.PUT, `/api/admin/cities/${madrid.id}`, {
      ...byId(madrid.id),
      json: { name: 'Valencia' },
    });
    expect(renamed.status).toBe(422);
    expect((await db.city.findUniqueOrThrow({ where: { id: madrid.id } })).name).toBe(madrid.name);
    // Its own name again, in other capitals, is no clash.
    const same = await manager.put(cityRoute.PUT, `/api/admin/cities/${madrid.id}`, {
      ...byId(madrid.id),
      json: { name: madrid.name.toUpperCase() },
    });
    expect(same.status).toBe(200);
    await db.city.update({ where: { id: madrid.id }, data: { name: madrid.name } });
  });
});

describe('restaurants', () => {
  it('a new restaurant, its hours and delivery area are what customers read on the next request', async () => {
    const valencia = await db.city.findUniqueOrThrow({ where: { slug: 'valencia' } });
    const created = await manager.post(restaurantsRoute.POST, '/api/admin/restaurants', {
      json: newRestaurant(valencia.id),
    });
    expect(created.status).toBe(201);
    const restaurant = created.body.data;
    expect(restaurant).toMatchObject({
      slug: 'casa-elefante-alameda',
      phone: '963 112 233',
      time_zone: 'Europe/Madrid',
      minimum_order_cents: 1200,
      hours: [
        { delivery_type: 'takeaway', weekday: 1, opens_at: '12:00', closes_at: '16:00' },
        { delivery_type: 'takeaway', weekday: 1, opens_at: '20:00', closes_at: '23:30' },
      ],
      postal_codes: [{ postal_code: '46010', shipping_cost_cents: null }],
    });
    expect(await latestAudit()).toMatchObject({ entity: 'restaurant', action: 'create', entityId: restaurant.slug });

    const listed = await cityRestaurants(new Request('http://localhost/api/cities/valencia/restaurants?type=recoger'), {
      params: Promise.resolve({ city: 'valencia' }),
    });
    expect(JSON.stringify((await listed.json()).data)).toContain(restaurant.slug);

    // Changed by slug or id, partially: the tables for its QR codes, a delivery price for one postal code.
    const changed = await manager.put(restaurantRoute.PUT, `/api/admin/restaurants/${restaurant.slug}`, {
      ...bySlug(restaurant.slug),
      json: { max_table_number: 12, postal_codes: [{ postal_code: '46010', shipping_cost_cents: 199 }] },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ max_table_number: 12, hours: restaurant.hours });
    const read = await manager.get(
      restaurantRoute.GET,
      `/api/admin/restaurants/${restaurant.id}`,
      bySlug(restaurant.id),
    );
    expect(read.body.data).toEqual(changed.body.data);
    const shown = await restaurantPublic(new Request(`http://localhost/api/restaurant/${restaurant.slug}`), {
      params: Promise.resolve({ name: restaurant.slug }),
    });
    expect(shown.status).toBe(200);

    // Never took an order: deleted.
    const deleted = await manager.delete(
      restaurantRoute.DELETE,
      `/api/admin/restaurants/${restaurant.id}`,
      bySlug(restaurant.id),
    );
    expect(deleted.status).toBe(204);
    expect(await db.restaurant.findUnique({ where: { id: restaurant.id } })).toBeNull();
  });

  it('refuse bad input field by field in Spanish, and a restaurant with orders is never deleted', async () => {
    const valencia = await db.city.findUniqueOrThrow({ where: { slug: 'valencia' } });
    const count = await db.restaurant.count();
    const refused = await manager.post(restaurantsRoute.POST, '/api/admin/restaurants', {
      json: newRestaurant(valencia.id, {
        phone: '123',
        postal_code: '99999',
        time_zone: 'Europe/Valencia',
        alcohol_sale_from: '10:00',
        alcohol_sale_to: null,
        hours: [{ delivery_type: 'delivery', weekday: 8, opens_at: '25:00', closes_at: '23:00' }],
      }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({
      phone: ['Escribe un teléfono válido de 9 cifras.'],
      postal_code: ['Escribe un código postal español de 5 cifras.'],
      time_zone: ['Esa zona horaria no existe (ej. Europe/Madrid, Atlantic/Canary).'],
      'hours.0.weekday': ['Indica el día (1 lunes … 7 domingo).'],
      'hours.0.opens_at': ['Indica la hora de apertura como HH:MM.'],
    });
    const unknownCity = await manager.post(restaurantsRoute.POST, '/api/admin/restaurants', {
      json: newRestaurant(999_999),
    });
    expect(unknownCity.body.errors).toEqual({ city_id: ['Esa ciudad no existe.'] });
    expect(await db.restaurant.count()).toBe(count);

    const ruzafa = await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } });
    const halfAlcohol = await manager.put(restaurantRoute.PUT, '/api/admin/restaurants/valencia-ruzafa', {
      ...bySlug('valencia-ruzafa'),
      json: { alcohol_sale_to: null },
    });
    expect(halfAlcohol.status).toBe(422);
    expect(await db.restaurant.findUniqueOrThrow({ where: { id: ruzafa.id } })).toEqual(ruzafa);

    const customer = shop((await signInCustomer()).client);
    await fillLunchCart(customer);
    const address = await db.address.findFirstOrThrow({ where: { user: { email: DEMO.customer.email } } });
    expect((await customer.placeOrder(orderBody({ address_id: address.id }))).status).toBe(201);
    const withOrders = await manager.delete(restaurantRoute.DELETE, '/api/admin/restaurants/valencia-ruzafa', {
      ...bySlug('valencia-ruzafa'),
    });
    expect(withOrders.status).toBe(409);
    expect(withOrders.body.dependents).toEqual({ order: await db.order.count({ where: { restaurantId: ruzafa.id } }) });
    expect(withOrders.body.message).toMatch(/desactívalo/);
    expect(await db.restaurant.findUnique({ where: { id: ruzafa.id } })).not.toBeNull();
  });

  it('staff edit no restaurant, their own neither: 403 and nothing changed (DESIGN.md, issue 14)', async () => {
    // Staff run their restaurants from the board and the «Restaurante» controls; what a restaurant
    // charges, when it opens and where it delivers are the managers' (decision 041).
    const staffUser = await db.user.findUniqueOrThrow({
      where: { email: DEMO.staff.email },
      include: { restaurants: { include: { restaurant: true } } },
    });
    const mine = staffUser.restaurants[0]!.restaurant;
    const before = await db.restaurant.findUniqueOrThrow({
      where: { id: mine.id },
      include: { postalCodes: true, hours: true },
    });
    const refused = [
      await staff.get(restaurantsRoute.GET, '/api/admin/restaurants?per_page=100'),
      await staff.get(restaurantRoute.GET, `/api/admin/restaurants/${mine.slug}`, bySlug(mine.slug)),
      await staff.put(restaurantRoute.PUT, `/api/admin/restaurants/${mine.slug}`, {
        ...bySlug(mine.slug),
        json: { phone: '961-00-01-11' },
      }),
      await staff.put(restaurantRoute.PUT, `/api/admin/restaurants/${mine.slug}`, {
        ...bySlug(mine.slug),
        json: { alcohol_sale_from: '00:00', alcohol_sale_to: '23:59' },
      }),
      await staff.delete(restaurantRoute.DELETE, `/api/admin/restaurants/${mine.slug}`, bySlug(mine.slug)),
      await staff.post(restaurantsRoute.POST, '/api/admin/restaurants', { json: { name: 'Nope' } }),
      await staff.get(citiesRoute.GET, '/api/admin/cities'),
      await staff.post(citiesRoute.POST, '/api/admin/cities', { json: { name: 'Nope' } }),
    ];
    expect(refused.map((response) => response.status)).toEqual(refused.map(() => 403));
    expect(
      await db.restaurant.findUniqueOrThrow({ where: { id: mine.id }, include: { postalCodes: true, hours: true } }),
    ).toEqual(before);
  });
});
