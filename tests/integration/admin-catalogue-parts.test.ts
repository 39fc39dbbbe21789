import { beforeAll, describe, expect, it } from 'vitest';
import * as ingredientsRoute from '@/app/api/admin/ingredients/route';
import * as ingredientRoute from '@/app/api/admin/ingredients/[id]/route';
import * as saucesRoute from '@/app/api/admin/sauces/route';
import * as sauceRoute from '@/app/api/admin/sauces/[id]/route';
import * as allergensRoute from '@/app/api/admin/allergens/route';
import * as allergenRoute from '@/app/api/admin/allergens/[id]/route';
import * as preferencesRoute from '@/app/api/admin/preferences/route';
import * as preferenceRoute from '@/app/api/admin/preferences/[id]/route';
import { GET as cartRoute } from '@/app/api/cart/route';
import { GET as categoryRoute } from '@/app/api/restaurant/[name]/[category]/route';
import { db } from '@/lib/db';
import { ApiClient as Anonymous, DEMO, setUpTemporaryFiles, signIn, type ApiClient } from '../support/api-client';
import { cartBody, fakeClockFrom, productId, selection, shop, signInCustomer, type Shop } from '../support/ordering';

// Issue 14, scope 1 and 3: ingredients, sauces, allergens and preferences
// through /api/admin, with the audit entry and the catalogue's new stamp in
// the change's own transaction, and the delete modals' dependents.

setUpTemporaryFiles();
fakeClockFrom();

let manager: ApiClient;
let staff: ApiClient;
let customerClient: ApiClient;
let customer: Shop;

async function bearer(credentials: { email: string; password: string }): Promise<ApiClient> {
  const { client, tokens } = await signIn(credentials);
  client.bearer = tokens.access_token;
  return client;
}

beforeAll(async () => {
  manager = await bearer(DEMO.manager);
  staff = await bearer(DEMO.staff);
  const signedIn = await signInCustomer();
  customerClient = signedIn.client;
  customer = shop(customerClient);
});

const stamp = async () => (await db.setting.findUniqueOrThrow({ where: { key: 'catalogue_version' } })).value;
const latestAudit = () => db.auditEntry.findFirstOrThrow({ orderBy: { id: 'desc' } });
const byId = (id: number | string) => ({ params: { id: String(id) } });

/** Products that carry `ingredientId`, counted by category, as the database has them. */
async function usersOfIngredient(ingredientId: number): Promise<Record<string, number>> {
  const rows = await db.product.findMany({
    where: { ingredients: { some: { ingredientId } } },
    select: { category: true },
  });
  const counts: Record<string, number> = {};
  for (const { category } of rows) counts[category] = (counts[category] ?? 0) + 1;
  return counts;
}

describe('ingredients', () => {
  it('are created, read, changed and listed, each change audited and stamping the catalogue', async () => {
    const before = await stamp();
    const created = await manager.post(ingredientsRoute.POST, '/api/admin/ingredients', {
      json: { name: 'Queso de cabra curado', extra_price_cents: 120, allergens: ['milk'] },
    });
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    expect(created.body.data).toEqual({
      id,
      slug: 'queso-de-cabra-curado',
      name: 'Queso de cabra curado',
      extra_price_cents: 120,
      active: true,
      allergens: ['milk'],
      products_count: 0,
    });
    expect(await stamp()).not.toBe(before);
    expect(await latestAudit()).toMatchObject({ action: 'create', entity: 'ingredient', entityId: String(id) });

    // The same name again gets the next free identifier.
    const twin = await manager.post(ingredientsRoute.POST, '/api/admin/ingredients', {
      json: { name: 'Queso de cabra curado' },
    });
    expect(twin.body.data.slug).toBe('queso-de-cabra-curado-2');

    const stampBeforeUpdate = await stamp();
    const updated = await manager.put(ingredientRoute.PUT, `/api/admin/ingredients/${id}`, {
      ...byId(id),
      json: { extra_price_cents: 150, allergens: ['milk', 'gluten'] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Queso de cabra curado', extra_price_cents: 150 });
    expect(updated.body.data.allergens).toEqual(['gluten', 'milk']);
    expect(await stamp()).not.toBe(stampBeforeUpdate);
    const entry = await latestAudit();
    expect(entry).toMatchObject({ action: 'update', entity: 'ingredient', entityId: String(id) });
    expect(JSON.parse(entry.before!)).toMatchObject({ extra_price_cents: 120, allergens: ['milk'] });
    expect(JSON.parse(entry.after!)).toMatchObject({ extra_price_cents: 150, allergens: ['gluten', 'milk'] });

    const read = await manager.get(ingredientRoute.GET, `/api/admin/ingredients/${id}`, byId(id));
    expect(read.body.data).toEqual(updated.body.data);

    const found = await manager.get(ingredientsRoute.GET, '/api/admin/ingredients?q=cabra%20curado&sort=-id');
    expect(found.body.data.map((row: { id: number }) => row.id)).toEqual([twin.body.data.id, id]);
    expect(found.body.meta).toEqual({ page: 1, per_page: 25, total: 2 });
  });

  it('sort and page on the server', async () => {
    const total = await db.ingredient.count();
    const page2 = await manager.get(
      ingredientsRoute.GET,
      '/api/admin/ingredients?sort=-extra_price_cents&per_page=5&page=2',
    );
    expect(page2.body.meta).toEqual({ page: 2, per_page: 5, total });
    const expected = await db.ingredient.findMany({
      orderBy: [{ extraPriceCents: 'desc' }, { id: 'asc' }],
      skip: 5,
      take: 5,
      select: { id: true },
    });
    expect(page2.body.data.map((row: { id: number }) => row.id)).toEqual(expected.map((row) => row.id));
  });

  it('refuse bad input with Spanish messages and change nothing', async () => {
    const count = await db.ingredient.count();
    const refused = await manager.post(ingredientsRoute.POST, '/api/admin/ingredients', {
      json: { name: ' ', extra_price_cents: -5, allergens: ['plutonio'], slug: 'No Vale' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('validation_failed');
    expect(refused.body.errors.name).toEqual(['Escribe el nombre.']);
    expect(refused.body.errors.extra_price_cents).toEqual(['El precio de cada unidad extra no puede ser negativo.']);
    expect(refused.body.errors['allergens.0']).toEqual(['Ese alérgeno no existe.']);
    expect(refused.body.errors.slug).toEqual([
      'El identificador lleva minúsculas, cifras y guiones (ej. salsa-brava).',
    ]);
    expect(await db.ingredient.count()).toBe(count);

    const taken = await db.ingredient.findFirstOrThrow({ select: { slug: true } });
    const duplicate = await manager.post(ingredientsRoute.POST, '/api/admin/ingredients', {
      json: { name: 'Otro', slug: taken.slug },
    });
    expect(duplicate.status).toBe(409);
    expect(await db.ingredient.count()).toBe(count);

    const missing = await manager.get(ingredientRoute.GET, '/api/admin/ingredients/999999', byId(999999));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No encontramos ese ingrediente.');
  });

  it('switched off, take off the products that carry them by default, so that none is sold without its allergens', async () => {
    const bacon = await db.ingredient.findUniqueOrThrow({ where: { slug: 'bacon' } });
    const carriers = await db.product.findMany({
      where: { category: 'burger', ingredients: { some: { ingredientId: bacon.id, defaultQuantity: { gt: 0 } } } },
      select: { id: true },
    });
    expect(carriers.length).toBeGreaterThan(0);
    const orderable = async () => {
      const response = await categoryRoute(
        new Request('http://localhost/api/restaurant/valencia-ruzafa/burgers?type=delivery'),
        { params: Promise.resolve({ name: 'valencia-ruzafa', category: 'burgers' }) },
      );
      const { data } = (await response.json()) as { data: { id: number; orderable: boolean }[] };
      return new Set(data.filter((product) => product.orderable).map((product) => product.id));
    };
    const on = await orderable();
    const sold = carriers.filter(({ id }) => on.has(id));
    expect(sold.length).toBeGreaterThan(0);

    await manager.put(ingredientRoute.PUT, `/api/admin/ingredients/${bacon.id}`, {
      ...byId(bacon.id),
      json: { active: false },
    });
    const off = await orderable();
    for (const { id } of sold) expect(off.has(id)).toBe(false);

    await manager.put(ingredientRoute.PUT, `/api/admin/ingredients/${bacon.id}`, {
      ...byId(bacon.id),
      json: { active: true },
    });
    const back = await orderable();
    for (const { id } of sold) expect(back.has(id)).toBe(true);
  });

  it('in use are not deleted without confirmation; confirmed, they leave their products and the carts that held them', async () => {
    const ingredient = await db.ingredient.findUniqueOrThrow({ where: { slug: 'jalapenos' } });
    const dependents = await usersOfIngredient(ingredient.id);
    expect(Object.keys(dependents).length).toBeGreaterThan(0);
    const carrier = await db.product.findFirstOrThrow({
      where: { ingredients: { some: { ingredientId: ingredient.id } } },
      select: { id: true, slug: true },
    });
    await customer.empty();
    const added = await customer.add(cartBody([selection(await productId(carrier.slug))]));
    expect(added.status).toBe(201);
    const auditCount = await db.auditEntry.count();

    const refused = await manager.delete(
      ingredientRoute.DELETE,
      `/api/admin/ingredients/${ingredient.id}`,
      byId(ingredient.id),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'in_use', dependents });
    const carrierRow = await db.product.findUniqueOrThrow({ where: { id: carrier.id } });
    expect(refused.body.dependent_items).toContainEqual({
      kind: carrierRow.category,
      id: carrier.id,
      name: carrierRow.name,
    });
    expect(refused.body.dependent_items).toHaveLength(Object.values(dependents).reduce((sum, count) => sum + count, 0));
    expect(await db.ingredient.findUnique({ where: { id: ingredient.id } })).not.toBeNull();
    expect(await db.auditEntry.count()).toBe(auditCount);
    expect(await customer.cart()).toHaveLength(1);

    const forced = await manager.delete(
      ingredientRoute.DELETE,
      `/api/admin/ingredients/${ingredient.id}?force=true`,
      byId(ingredient.id),
    );
    expect(forced.status).toBe(204);
    expect(await db.ingredient.findUnique({ where: { id: ingredient.id } })).toBeNull();
    expect(await db.productIngredient.count({ where: { ingredientId: ingredient.id } })).toBe(0);
    expect(await db.product.findUnique({ where: { id: carrier.id } })).not.toBeNull();
    expect(await latestAudit()).toMatchObject({
      action: 'delete',
      entity: 'ingredient',
      entityId: String(ingredient.id),
    });

    // The customer reads why, once.
    const first = await customerClient.get(cartRoute, '/api/cart');
    expect(first.body.data).toEqual([]);
    expect(first.body.notices).toEqual([expect.stringContaining(ingredient.name)]);
    const second = await customerClient.get(cartRoute, '/api/cart');
    expect(second.body.notices).toEqual([]);
  });

  it('nothing uses can be deleted straight away', async () => {
    const created = await manager.post(ingredientsRoute.POST, '/api/admin/ingredients', { json: { name: 'Hinojo' } });
    const id = created.body.data.id;
    const deleted = await manager.delete(ingredientRoute.DELETE, `/api/admin/ingredients/${id}`, byId(id));
    expect(deleted.status).toBe(204);
    expect(await db.ingredient.findUnique({ where: { id } })).toBeNull();
  });
});

describe('sauces', () => {
  it('have the same calls, and name their products when in use', async () => {
    const created = await manager.post(saucesRoute.POST, '/api/admin/sauces', {
      json: { name: 'Salsa de yogur', extra_price_cents: 50, allergens: ['milk'] },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const changed = await manager.put(sauceRoute.PUT, `/api/admin/sauces/${id}`, {
      ...byId(id),
      json: { name: 'Yogur y menta' },
    });
    expect(changed.body.data).toMatchObject({ name: 'Yogur y menta', slug: 'salsa-de-yogur' });
    expect((await latestAudit()).entity).toBe('sauce');
    expect((await manager.delete(sauceRoute.DELETE, `/api/admin/sauces/${id}`, byId(id))).status).toBe(204);

    const used = await db.sauce.findFirstOrThrow({ where: { products: { some: {} } }, select: { id: true } });
    const refused = await manager.delete(sauceRoute.DELETE, `/api/admin/sauces/${used.id}`, byId(used.id));
    expect(refused.status).toBe(409);
    const total = Object.values(refused.body.dependents as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(total).toBe(await db.product.count({ where: { sauces: { some: { sauceId: used.id } } } }));
  });
});

describe('allergens', () => {
  it('in use are never deleted, not even when forced, and their names are the law’s', async () => {
    const gluten = await db.allergen.findUniqueOrThrow({ where: { code: 'gluten' } });
    for (const path of [`/api/admin/allergens/${gluten.id}`, `/api/admin/allergens/${gluten.id}?force=true`]) {
      const refused = await manager.delete(allergenRoute.DELETE, path, byId(gluten.id));
      expect(refused.status).toBe(409);
      expect(refused.body.dependents.ingredient).toBe(
        await db.ingredientAllergen.count({ where: { allergenId: gluten.id } }),
      );
    }
    const renamed = await manager.put(allergenRoute.PUT, `/api/admin/allergens/${gluten.id}`, {
      ...byId(gluten.id),
      json: { name: 'Trigo' },
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors.name[0]).toMatch(/Reglamento/);
    expect((await db.allergen.findUniqueOrThrow({ where: { id: gluten.id } })).name).toBe(gluten.name);

    const listed = await manager.get(allergensRoute.GET, '/api/admin/allergens?per_page=100');
    expect(listed.body.meta.total).toBe(await db.allergen.count());
    expect(listed.body.data.find((row: { code: string }) => row.code === 'gluten').used_in).toEqual(
      (await manager.get(allergenRoute.GET, `/api/admin/allergens/${gluten.id}`, byId(gluten.id))).body.data.used_in,
    );
  });

  it('one nothing uses is deleted, and brought back from the 14', async () => {
    const lupin = await db.allergen.findUniqueOrThrow({ where: { code: 'lupin' } });
    await db.productAllergen.deleteMany({ where: { allergenId: lupin.id } });
    await db.ingredientAllergen.deleteMany({ where: { allergenId: lupin.id } });
    await db.sauceAllergen.deleteMany({ where: { allergenId: lupin.id } });
    await db.userAllergen.deleteMany({ where: { allergenId: lupin.id } });
    expect(
      (await manager.delete(allergenRoute.DELETE, `/api/admin/allergens/${lupin.id}`, byId(lupin.id))).status,
    ).toBe(204);

    const unknown = await manager.post(allergensRoute.POST, '/api/admin/allergens', { json: { code: 'pimienta' } });
    expect(unknown.status).toBe(422);
    const back = await manager.post(allergensRoute.POST, '/api/admin/allergens', { json: { code: 'lupin' } });
    expect(back.status).toBe(201);
    expect(back.body.data).toMatchObject({ code: 'lupin', name: lupin.name, used_in: {} });
    const again = await manager.post(allergensRoute.POST, '/api/admin/allergens', { json: { code: 'lupin' } });
    expect(again.status).toBe(409);
  });
});

describe('preferences', () => {
  it('in use ask for confirmation, and forced leave their products and the customers’ filters', async () => {
    const vegan = await db.preference.findUniqueOrThrow({ where: { code: 'vegan' } });
    const tagged = await db.productPreference.count({ where: { preferenceId: vegan.id } });
    expect(tagged).toBeGreaterThan(0);
    const refused = await manager.delete(preferenceRoute.DELETE, `/api/admin/preferences/${vegan.id}`, byId(vegan.id));
    expect(refused.status).toBe(409);
    const counted = Object.entries(refused.body.dependents as Record<string, number>)
      .filter(([kind]) => kind !== 'customer')
      .reduce((sum, [, count]) => sum + count, 0);
    expect(counted).toBe(tagged);

    const forced = await manager.delete(
      preferenceRoute.DELETE,
      `/api/admin/preferences/${vegan.id}?force=true`,
      byId(vegan.id),
    );
    expect(forced.status).toBe(204);
    expect(await db.productPreference.count({ where: { preferenceId: vegan.id } })).toBe(0);
    const list = await manager.get(preferencesRoute.GET, '/api/admin/preferences');
    expect(list.body.data.map((row: { code: string }) => row.code)).not.toContain('vegan');
  });
});

describe('permissions', () => {
  const calls: [string, (client: ApiClient) => Promise<{ status: number }>][] = [
    ['list', (client) => client.get(ingredientsRoute.GET, '/api/admin/ingredients')],
    ['create', (client) => client.post(saucesRoute.POST, '/api/admin/sauces', { json: { name: 'Intrusa' } })],
    ['delete', (client) => client.delete(allergenRoute.DELETE, '/api/admin/allergens/1', byId(1))],
    ['change', (client) => client.put(preferenceRoute.PUT, '/api/admin/preferences/1', { ...byId(1), json: {} })],
  ];

  it.each(calls)('%s: staff and customers 403, visitors 401, nothing changes', async (_name, call) => {
    const counts = async () => [await db.sauce.count(), await db.allergen.count(), await db.auditEntry.count()];
    const before = await counts();
    expect((await call(staff)).status).toBe(403);
    expect((await call(customerClient)).status).toBe(403);
    expect((await call(new Anonymous())).status).toBe(401);
    expect(await counts()).toEqual(before);
  });
});
