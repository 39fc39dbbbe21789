import { beforeAll, describe, expect, it } from 'vitest';
import * as productsRoute from '@/app/api/admin/products/route';
import * as productRoute from '@/app/api/admin/products/[id]/route';
import * as imageRoute from '@/app/api/admin/products/[id]/image/route';
import { GET as photoFileRoute } from '@/app/api/product-photos/[file]/route';
import { GET as categoryRoute } from '@/app/api/restaurant/[name]/[category]/route';
import sharp from 'sharp';
import { db } from '@/lib/db';
import { COFFEE_ALCOHOL_PRICE_CENTS } from '@/lib/vocabulary/catalogue';
import { revalidateCatalogue } from '@/lib/site/settings';
import type { CatalogueProductJson } from '@/lib/catalogue/product-json';
import { DEMO, setUpTemporaryFiles, signIn, type ApiClient } from '../support/api-client';
import { cartBody, fakeClockFrom, orderBody, shop, signInCustomer, type Shop } from '../support/ordering';

// Issue 14, scope 1: products of every category through /api/admin/products,
// seen by customers on the next request; deletes that name what includes
// the product and never change an order.

setUpTemporaryFiles();
fakeClockFrom();

let manager: ApiClient;
let staff: ApiClient;
let customer: Shop;

beforeAll(async () => {
  const signedIn = await signIn(DEMO.manager);
  manager = signedIn.client;
  manager.bearer = signedIn.tokens.access_token;
  const staffSignIn = await signIn(DEMO.staff);
  staff = staffSignIn.client;
  staff.bearer = staffSignIn.tokens.access_token;
  customer = shop((await signInCustomer()).client);
});

const byId = (id: number | string) => ({ params: { id: String(id) } });
const stamp = async () => (await db.setting.findUniqueOrThrow({ where: { key: 'catalogue_version' } })).value;

async function catalogue(restaurant: string, list: string, type: string): Promise<CatalogueProductJson[]> {
  const response = await categoryRoute(
    new Request(`http://localhost/api/restaurant/${restaurant}/${list}?type=${type}`),
    {
      params: Promise.resolve({ name: restaurant, category: list }),
    },
  );
  return (await response.json()).data;
}

/** Two ingredients (the bread with gluten) and a sauce of the seed, by what the database says they contain. */
async function parts() {
  const gluten = await db.ingredient.findFirstOrThrow({
    where: { allergens: { some: { allergen: { code: 'gluten' } } } },
    include: { allergens: { include: { allergen: true } } },
  });
  const plain = await db.ingredient.findFirstOrThrow({ where: { allergens: { none: {} } } });
  const sauce = await db.sauce.findFirstOrThrow({ include: { allergens: { include: { allergen: true } } } });
  return { gluten, plain, sauce };
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();
const imageForm = (bytes: Buffer | string, name: string, type: string) => {
  const data = new FormData();
  data.set('image', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }));
  return data;
};

describe('product photos', () => {
  it('are checked by content, drawn again at the catalogue’s sizes, shown on the next request, replaced and removed', async () => {
    const product = await db.product.findFirstOrThrow({
      where: { slug: 'patatas-bravas' },
      include: { restaurants: { include: { restaurant: true } } },
    });
    const upload = (data: FormData) =>
      manager.post(imageRoute.POST, `/api/admin/products/${product.id}/image`, { ...byId(product.id), form: data });

    const refused = await upload(imageForm('<svg onload="alert(1)"></svg>', 'foto.jpg', 'image/jpeg'));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.image).toEqual(['La foto debe ser una imagen JPEG, PNG o WebP.']);
    const none = await manager.post(imageRoute.POST, `/api/admin/products/${product.id}/image`, {
      ...byId(product.id),
      form: new FormData(),
    });
    expect(none.body.errors.image).toEqual(['Elige una foto JPEG, PNG o WebP.']);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).imageUrl).toBe(product.imageUrl);

    const first = await upload(imageForm(await picture(1600, 1200), 'bravas.jpg', 'image/jpeg'));
    expect(first.status).toBe(200);
    const url = first.body.data.image_url as string;
    expect(url).toMatch(/^\/api\/product-photos\/[A-Za-z0-9_-]{22}$/);
    const base = url.split('/').pop()!;
    const file = await photoFileRoute(new Request(`http://localhost${url}-960.webp`), {
      params: Promise.resolve({ file: `${base}-960.webp` }),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({ width: 960, height: 540 });

    const restaurant = product.restaurants[0]!.restaurant.slug;
    const shown = (await catalogue(restaurant, 'starters', 'recoger')).find((row) => row.id === product.id);
    expect(shown?.photo?.src).toBe(url);
    // The placeholder is the picture's own colour: this one is a brick red.
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(shown!.photo!.color.slice(at, at + 2), 16));
    expect(r! > g! && g! > b! && r! > 0xa0).toBe(true);

    const second = await upload(
      imageForm(
        await sharp(await picture(800, 800))
          .png()
          .toBuffer(),
        'b.png',
        'image/png',
      ),
    );
    expect(second.status).toBe(200);
    expect(second.body.data.image_url).not.toBe(url);
    const gone = await photoFileRoute(new Request(`http://localhost${url}-960.webp`), {
      params: Promise.resolve({ file: `${base}-960.webp` }),
    });
    expect(gone.status).toBe(404);

    const removed = await manager.delete(
      imageRoute.DELETE,
      `/api/admin/products/${product.id}/image`,
      byId(product.id),
    );
    expect(removed.status).toBe(204);
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).imageUrl).toBeNull();
    expect(
      (
        await staff.post(imageRoute.POST, `/api/admin/products/${product.id}/image`, {
          ...byId(product.id),
          form: imageForm(await picture(10, 10), 'x.jpg', 'image/jpeg'),
        })
      ).status,
    ).toBe(403);
  });
});

describe('products', () => {
  it('a burger created in one restaurant for takeaway is in that catalogue on the next request, with its allergens, and can be ordered', async () => {
    const { gluten, plain, sauce } = await parts();
    const ruzafa = await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } });
    const before = await stamp();
    const created = await manager.post(productsRoute.POST, '/api/admin/products', {
      json: {
        name: 'Burger de la huerta',
        description: 'Con pan de la casa y salsa a elegir.',
        category: 'burger',
        base_price_cents: 1190,
        ingredients: [
          { ingredient_id: gluten.id, default_quantity: 1, max_quantity: 1 },
          { ingredient_id: plain.id, default_quantity: 1, max_quantity: 2 },
        ],
        sauces: [{ sauce_id: sauce.id, default_quantity: 0, max_quantity: 1 }],
        extra_options: [{ option: 'double_cheese', price_cents: 100 }],
        delivery_types: ['takeaway'],
        restaurants: [{ restaurant_id: ruzafa.id }],
      },
    });
    expect(created.status).toBe(201);
    const product = created.body.data;
    expect(product).toMatchObject({
      slug: 'burger-de-la-huerta',
      category: 'burger',
      base_price_cents: 1190,
      active: true,
      delivery_types: ['takeaway'],
      restaurants: [{ restaurant_id: ruzafa.id, slug: 'valencia-ruzafa', price_cents: null, available: true }],
    });
    const expectedAllergens = new Set([
      ...gluten.allergens.map(({ allergen }) => allergen.code),
      ...sauce.allergens.map(({ allergen }) => allergen.code),
    ]);
    expect(new Set(product.derived_allergens.map((row: { code: string }) => row.code))).toEqual(expectedAllergens);
    expect(await stamp()).not.toBe(before);
    expect(await db.auditEntry.findFirstOrThrow({ orderBy: { id: 'desc' } })).toMatchObject({
      action: 'create',
      entity: 'product',
      entityId: String(product.id),
    });

    const sold = (await catalogue('valencia-ruzafa', 'burgers', 'recoger')).find((row) => row.id === product.id);
    expect(sold).toMatchObject({ name: 'Burger de la huerta', price_cents: 1190, orderable: true });
    expect(sold!.ingredients.map((row) => row.id)).toEqual([gluten.id, plain.id]);
    expect((await catalogue('valencia-ruzafa', 'burgers', 'domicilio')).some((row) => row.id === product.id)).toBe(
      false,
    );
    expect((await catalogue('valencia-benimaclet', 'burgers', 'recoger')).some((row) => row.id === product.id)).toBe(
      false,
    );

    // A combo that includes it brings its bread's gluten, as the manager and the customer see it.
    const combo = await manager.post(productsRoute.POST, '/api/admin/products', {
      json: {
        name: 'Combo de la huerta',
        category: 'combo',
        base_price_cents: 1490,
        delivery_types: ['takeaway'],
        restaurants: [{ restaurant_id: ruzafa.id }],
        components: [
          {
            product_id: product.id,
            kind: 'dish',
            quantity: 1,
            max_quantity: 1,
            extra_price_cents: 0,
            is_default: true,
          },
        ],
      },
    });
    expect(combo.status).toBe(201);
    expect(combo.body.data.derived_allergens.map((row: { code: string }) => row.code)).toContain('gluten');
    const comboShown = (await catalogue('valencia-ruzafa', 'combos', 'recoger')).find(
      (row) => row.id === combo.body.data.id,
    );
    expect(comboShown?.components[0]?.allergens.map((row) => row.code)).toContain('gluten');

    await customer.empty();
    const added = await customer.add(
      cartBody({ kind: 'burger', product_id: product.id, quantity: 1 }, { delivery_type: 'recoger' }),
    );
    expect(added.status).toBe(201);
    expect(added.body.data.unit_price).toBe(1190);
    const placed = await customer.placeOrder(orderBody());
    expect(placed.status).toBe(201);
  });

  it('change by parts: a partial body leaves the rest as it was', async () => {
    const product = await db.product.findFirstOrThrow({
      where: { slug: 'burger-clasica' },
      include: { ingredients: true, restaurants: true },
    });
    const changed = await manager.put(productRoute.PUT, `/api/admin/products/${product.id}`, {
      ...byId(product.id),
      json: { description: 'La de siempre.', sort_order: 3 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ description: 'La de siempre.', sort_order: 3, name: product.name });
    expect(changed.body.data.ingredients).toHaveLength(product.ingredients.length);
    expect(changed.body.data.restaurants).toHaveLength(product.restaurants.length);
    const entry = await db.auditEntry.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(JSON.parse(entry.before!).description).toBe(product.description);
    expect(JSON.parse(entry.after!).description).toBe('La de siempre.');

    const read = await manager.get(productRoute.GET, `/api/admin/products/${product.id}`, byId(product.id));
    expect(read.body.data).toEqual(changed.body.data);
  });

  it('keep the spec’s 0,50 € for alcohol in the coffee: another price is refused, and one stored before is not charged', async () => {
    const coffee = await db.product.findFirstOrThrow({ where: { slug: 'cortado' }, include: { extraOptions: true } });
    const before = await manager.get(productRoute.GET, `/api/admin/products/${coffee.id}`, byId(coffee.id));
    const refused = await manager.put(productRoute.PUT, `/api/admin/products/${coffee.id}`, {
      ...byId(coffee.id),
      json: {
        extra_options: [
          { option: 'coffee_alcohol', price_cents: COFFEE_ALCOHOL_PRICE_CENTS * 2 },
          { option: 'spirit', price_cents: 0 },
        ],
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ extra_options: ['El alcohol en el café cuesta siempre 0,50 €.'] });
    const after = await manager.get(productRoute.GET, `/api/admin/products/${coffee.id}`, byId(coffee.id));
    expect(after.body.data).toEqual(before.body.data);

    // A price written before the back office refused it: the catalogue, and so the cart, charge the spec's.
    await db.productExtraOption.update({
      where: { productId_option: { productId: coffee.id, option: 'coffee_alcohol' } },
      data: { priceCents: 200 },
    });
    await revalidateCatalogue();
    try {
      const sold = (await catalogue('valencia-ruzafa', 'coffees', 'fast')).find((row) => row.id === coffee.id);
      expect(sold!.extra_options).toContainEqual({ option: 'coffee_alcohol', price_cents: COFFEE_ALCOHOL_PRICE_CENTS });
    } finally {
      await db.productExtraOption.update({
        where: { productId_option: { productId: coffee.id, option: 'coffee_alcohol' } },
        data: { priceCents: COFFEE_ALCOHOL_PRICE_CENTS },
      });
      await revalidateCatalogue();
    }
  });

  it('refuse bad input field by field, in Spanish, and change nothing', async () => {
    const count = await db.product.count();
    const refused = await manager.post(productsRoute.POST, '/api/admin/products', {
      json: {
        name: 'X',
        category: 'pizza',
        base_price_cents: 9.5,
        ingredients: [{ ingredient_id: 999_999, default_quantity: 2, max_quantity: 1 }],
        delivery_types: ['delivery', 'delivery'],
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({
      name: ['Escribe el nombre.'],
      category: ['Elige una categoría del catálogo.'],
      base_price_cents: ['El precio lleva como mucho dos decimales.'],
      'ingredients.0.max_quantity': ['La cantidad máxima no puede ser menor que la de serie.'],
      delivery_types: ['Hay un tipo de pedido repetido.'],
    });
    const unknown = await manager.post(productsRoute.POST, '/api/admin/products', {
      json: {
        name: 'Burger fantasma',
        category: 'burger',
        base_price_cents: 900,
        ingredients: [{ ingredient_id: 999_999, default_quantity: 1, max_quantity: 1 }],
      },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.ingredients).toEqual(['Uno de esos ingredientes no existe.']);
    // A price of 0 € is one not yet written: nothing on the menu is free.
    const free = await manager.post(productsRoute.POST, '/api/admin/products', {
      json: { name: 'Burger gratis', category: 'burger', base_price_cents: 0 },
    });
    expect(free.status).toBe(422);
    expect(free.body.errors.base_price_cents).toEqual(['Escribe el precio: un producto no puede costar 0 €.']);
    // Below 0 €: said as it is, once.
    const negative = await manager.post(productsRoute.POST, '/api/admin/products', {
      json: { name: 'Burger negativa', category: 'burger', base_price_cents: -500 },
    });
    expect(negative.status).toBe(422);
    expect(negative.body.errors.base_price_cents).toEqual(['El precio no puede ser negativo.']);
    // A restaurant's own price is named by its place in the list (the editor shows it at that restaurant).
    const [first, second] = await db.restaurant.findMany({ orderBy: { id: 'asc' }, take: 2 });
    const ownPrice = await manager.post(productsRoute.POST, '/api/admin/products', {
      json: {
        name: 'Burger de barrio',
        category: 'burger',
        base_price_cents: 900,
        restaurants: [
          { restaurant_id: first!.id, price_cents: null },
          { restaurant_id: second!.id, price_cents: -100 },
        ],
      },
    });
    expect(ownPrice.status).toBe(422);
    expect(ownPrice.body.errors).toEqual({
      'restaurants.1.price_cents': ['El precio propio de este restaurante no puede ser negativo.'],
    });
    expect(await db.product.count()).toBe(count);

    const menu = await db.product.findFirstOrThrow({ where: { category: 'menu' } });
    const itself = await manager.put(productRoute.PUT, `/api/admin/products/${menu.id}`, {
      ...byId(menu.id),
      json: {
        components: [
          { product_id: menu.id, kind: 'dish', quantity: 1, max_quantity: 1, extra_price_cents: 0, is_default: false },
        ],
      },
    });
    expect(itself.status).toBe(422);
    expect(itself.body.errors.components).toEqual(['Un producto no puede formar parte de sí mismo.']);
  });

  it('list by category, search, sort and page on the server', async () => {
    const total = await db.product.count({ where: { category: 'drink', archivedAt: null } });
    const page = await manager.get(
      productsRoute.GET,
      '/api/admin/products?category=drink&sort=-base_price_cents&per_page=4&page=2',
    );
    expect(page.body.meta).toEqual({ page: 2, per_page: 4, total });
    const expected = await db.product.findMany({
      where: { category: 'drink', archivedAt: null },
      orderBy: [{ basePriceCents: 'desc' }, { id: 'asc' }],
      skip: 4,
      take: 4,
    });
    expect(page.body.data.map((row: { id: number }) => row.id)).toEqual(expected.map((row) => row.id));
    expect((await manager.get(productsRoute.GET, '/api/admin/products?sort=precio')).status).toBe(422);
  });

  it('part of a menu is not deleted without confirmation; confirmed, it leaves the menus', async () => {
    const component = await db.productComponent.findFirstOrThrow({
      where: { parent: { category: 'menu' } },
      include: { component: true },
    });
    const id = component.componentProductId;
    const parents = await db.product.count({ where: { components: { some: { componentProductId: id } } } });
    const refused = await manager.delete(productRoute.DELETE, `/api/admin/products/${id}`, byId(id));
    expect(refused.status).toBe(409);
    expect(Object.values(refused.body.dependents as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(parents);
    expect(refused.body.dependent_items.map((item: { id: number }) => item.id)).toContain(component.parentProductId);

    const forced = await manager.delete(productRoute.DELETE, `/api/admin/products/${id}?force=true`, byId(id));
    expect(forced.status).toBe(204);
    expect(await db.productComponent.count({ where: { componentProductId: id } })).toBe(0);
    expect((await manager.get(productRoute.GET, `/api/admin/products/${id}`, byId(id))).status).toBe(404);
  });

  it('ordered before, is archived: its order lines stay as they were, and it is never listed or sold again', async () => {
    const line = await db.orderLine.findFirstOrThrow({ orderBy: { id: 'desc' } });
    const before = await db.orderLine.findUniqueOrThrow({ where: { id: line.id } });
    const deleted = await manager.delete(
      productRoute.DELETE,
      `/api/admin/products/${line.productId}?force=true`,
      byId(line.productId),
    );
    expect(deleted.status).toBe(204);
    expect(await db.orderLine.findUniqueOrThrow({ where: { id: line.id } })).toEqual(before);
    const archived = await db.product.findUniqueOrThrow({ where: { id: line.productId } });
    expect(archived).toMatchObject({ active: false });
    expect(archived.archivedAt).not.toBeNull();
    const listed = await manager.get(productsRoute.GET, `/api/admin/products?q=${encodeURIComponent(archived.slug)}`);
    expect(listed.body.data.map((row: { id: number }) => row.id)).not.toContain(line.productId);
  });

  it('never ordered, is gone', async () => {
    const created = await manager.post(productsRoute.POST, '/api/admin/products', {
      json: { name: 'Agua con gas', category: 'drink', base_price_cents: 180 },
    });
    const id = created.body.data.id;
    expect((await manager.delete(productRoute.DELETE, `/api/admin/products/${id}`, byId(id))).status).toBe(204);
    expect(await db.product.findUnique({ where: { id } })).toBeNull();
  });

  it('staff cannot list, create, change or delete them', async () => {
    const count = await db.product.count();
    expect((await staff.get(productsRoute.GET, '/api/admin/products')).status).toBe(403);
    expect(
      (await staff.post(productsRoute.POST, '/api/admin/products', { json: { name: 'Nope', category: 'drink' } }))
        .status,
    ).toBe(403);
    expect((await staff.put(productRoute.PUT, '/api/admin/products/1', { ...byId(1), json: {} })).status).toBe(403);
    expect((await staff.delete(productRoute.DELETE, '/api/admin/products/1', byId(1))).status).toBe(403);
    expect(await db.product.count()).toBe(count);
  });
});
