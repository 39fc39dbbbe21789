import { beforeAll, describe, expect, it } from 'vitest';
import * as restaurantsRoute from '@/app/api/admin/restaurants/route';
import * as restaurantRoute from '@/app/api/admin/restaurants/[slug]/route';
import { cityOptions } from '@/lib/admin/places/cities';
import { db } from '@/lib/db';
import { DEMO, setUpTemporaryFiles, signIn, type ApiClient } from '../support/api-client';
import { fakeClockFrom, fillLunchCart, orderBody, productId, shop, signInCustomer } from '../support/ordering';

// What the restaurant pages of /admin (issue 14, scope 4) added to the API:
// the list's tables and order, the cities of the editor's picker, and the
// restaurant's delete modal (scope 3): staff, menu and carts are confirmed
// with ?force=true; orders never are.

setUpTemporaryFiles();
fakeClockFrom();

let manager: ApiClient;

beforeAll(async () => {
  const signedIn = await signIn(DEMO.manager);
  manager = signedIn.client;
  manager.bearer = signedIn.tokens.access_token;
});

const bySlug = (slug: number | string) => ({ params: { slug: String(slug) } });
const audits = () => db.auditEntry.count({ where: { entity: 'restaurant', action: 'delete' } });

async function newRestaurant(name: string): Promise<{ id: number; slug: string }> {
  const valencia = await db.city.findUniqueOrThrow({ where: { slug: 'valencia' } });
  const created = await manager.post(restaurantsRoute.POST, '/api/admin/restaurants', {
    json: {
      name,
      commercial_name: `Casa Elefante ${name}`,
      city_id: valencia.id,
      address: 'Carrer de Cuba, 20',
      postal_code: '46006',
      phone: '963 000 111',
      max_table_number: 6,
    },
  });
  expect(created.status).toBe(201);
  return created.body.data;
}

describe('the restaurant list', () => {
  it('answers each restaurant’s tables and order, for the QR codes and the table of /admin/restaurantes', async () => {
    const listed = await manager.get(restaurantsRoute.GET, '/api/admin/restaurants?q=ruzafa');
    const ruzafa = await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } });
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        slug: 'valencia-ruzafa',
        max_table_number: ruzafa.maxTableNumber,
        sort_order: ruzafa.sortOrder,
      }),
    ]);
  });

  it('the editor picks among every city, in the chain’s order', async () => {
    const cities = await db.city.findMany({ orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }] });
    expect(await cityOptions()).toEqual(cities.map(({ id, name }) => ({ id, name })));
  });
});

describe('deleting a restaurant', () => {
  it('without dependents: deleted at once', async () => {
    const { id } = await newRestaurant('Cabanyal');
    const deleted = await manager.delete(restaurantRoute.DELETE, `/api/admin/restaurants/${id}`, bySlug(id));
    expect(deleted.status).toBe(204);
    expect(await db.restaurant.findUnique({ where: { id } })).toBeNull();
  });

  it('with staff, a menu and carts: 409 naming them until confirmed; then they go, customers told', async () => {
    const { id, slug } = await newRestaurant('Patraix');
    const staffUser = await db.user.findUniqueOrThrow({ where: { email: DEMO.staff.email } });
    const burger = await productId('burger-clasica');
    await db.staffRestaurant.create({ data: { userId: staffUser.id, restaurantId: id } });
    await db.restaurantProduct.create({ data: { restaurantId: id, productId: burger } });
    const { userId: customerId } = await signInCustomer();
    await db.cartItem.deleteMany({ where: { userId: customerId } });
    await db.cartItem.create({
      data: {
        userId: customerId,
        productId: burger,
        restaurantId: id,
        deliveryType: 'takeaway',
        selectionKey: `places-delete-${id}`,
        unitPriceCents: 990,
      },
    });
    const auditsBefore = await audits();

    for (const path of [`/api/admin/restaurants/${id}`, `/api/admin/restaurants/${slug}`]) {
      const refused = await manager.delete(restaurantRoute.DELETE, path, bySlug(path.split('/').pop()!));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'in_use',
        dependents: { staff: 1, product: 1, cart: 1 },
        dependent_items: [{ kind: 'staff', id: staffUser.id, name: staffUser.name }],
      });
      expect(refused.body.message).toMatch(/confirma el borrado/);
    }
    // Nothing changed, nothing audited.
    expect(await db.restaurant.findUnique({ where: { id } })).not.toBeNull();
    expect(await db.staffRestaurant.count({ where: { restaurantId: id } })).toBe(1);
    expect(await db.cartItem.count({ where: { restaurantId: id } })).toBe(1);
    expect(await audits()).toBe(auditsBefore);

    const forced = await manager.delete(restaurantRoute.DELETE, `/api/admin/restaurants/${id}?force=true`, bySlug(id));
    expect(forced.status).toBe(204);
    expect(await db.restaurant.findUnique({ where: { id } })).toBeNull();
    expect(await db.staffRestaurant.count({ where: { restaurantId: id } })).toBe(0);
    expect(await db.restaurantProduct.count({ where: { restaurantId: id } })).toBe(0);
    expect(await db.cartItem.count({ where: { userId: customerId } })).toBe(0);
    expect(await db.cartNotice.findFirst({ where: { userId: customerId }, orderBy: { id: 'desc' } })).toMatchObject({
      message: 'Hemos vaciado tu pedido: Casa Elefante Patraix ya no recibe pedidos online.',
    });
    expect(await audits()).toBe(auditsBefore + 1);
    // The staff member keeps their other restaurants.
    expect(await db.staffRestaurant.count({ where: { userId: staffUser.id } })).toBeGreaterThan(0);
  });

  it('staff and customers cannot delete one, forced or not; nothing changes', async () => {
    const { id } = await newRestaurant('Benicalap');
    const staff = await signIn(DEMO.staff);
    staff.client.bearer = staff.tokens.access_token;
    const staffUser = await db.user.findUniqueOrThrow({ where: { email: DEMO.staff.email } });
    // Even bound to it, a staff member does not delete a restaurant: that is the whole chain's call.
    await db.staffRestaurant.create({ data: { userId: staffUser.id, restaurantId: id } });
    const { client: customer } = await signInCustomer();
    for (const client of [staff.client, customer]) {
      for (const path of [`/api/admin/restaurants/${id}`, `/api/admin/restaurants/${id}?force=true`]) {
        expect((await client.delete(restaurantRoute.DELETE, path, bySlug(id))).status).toBe(403);
      }
    }
    expect(await db.restaurant.findUnique({ where: { id } })).not.toBeNull();
    expect(await db.staffRestaurant.count({ where: { restaurantId: id } })).toBe(1);
  });

  it('with orders: refused even when forced, only the orders named', async () => {
    const customer = shop((await signInCustomer()).client);
    await fillLunchCart(customer);
    const address = await db.address.findFirstOrThrow({ where: { user: { email: DEMO.customer.email } } });
    expect((await customer.placeOrder(orderBody({ address_id: address.id }))).status).toBe(201);
    const ruzafa = await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } });
    const refused = await manager.delete(
      restaurantRoute.DELETE,
      '/api/admin/restaurants/valencia-ruzafa?force=true',
      bySlug('valencia-ruzafa'),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.dependents).toEqual({ order: await db.order.count({ where: { restaurantId: ruzafa.id } }) });
    expect(refused.body.message).toMatch(/desactívalo/);
    expect(await db.restaurant.findUnique({ where: { id: ruzafa.id } })).not.toBeNull();
    expect(await db.staffRestaurant.count({ where: { restaurantId: ruzafa.id } })).toBeGreaterThan(0);
  });
});
