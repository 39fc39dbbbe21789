import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as updateCartRestaurant } from '@/app/api/restaurant/update-cart/[id]/route';
import { db } from '@/lib/db';
import { cachedProducts } from '@/lib/catalogue/cache';
import { ApiClient, registerUser, setUpTemporaryFiles } from '../support/api-client';
import {
  cartBody,
  productId,
  restaurantBySlug,
  selection,
  setAvailable,
  shop,
  signInCustomer,
  fakeClockFrom,
  type Shop,
} from '../support/ordering';

// One cart, one context (delivery type, restaurant, table); what cannot be
// sold is refused with the spec's message; a cart line is its owner's only.

setUpTemporaryFiles();
fakeClockFrom();

let customer: Shop;
let userId: number;
let burger: number;

beforeAll(async () => {
  const signedIn = await signInCustomer();
  customer = shop(signedIn.client);
  userId = signedIn.userId;
  burger = await productId('burger-clasica');
});

beforeEach(async () => {
  await db.cartItem.deleteMany({ where: { userId } });
});

const unavailable = { code: 'product_unavailable', message: 'El producto no está disponible en este momento' };
const invalid = (message: string, field = 'products') => ({
  code: 'validation_failed',
  message: 'Revisa los datos introducidos',
  errors: { [field]: [message] },
});

describe('one cart, one context', () => {
  const conflict = {
    code: 'cart_conflict',
    message: 'Tu pedido tiene productos de otro restaurante o de otra forma de pedido. Vacíalo para añadir este.',
  };

  it.each([
    ['another restaurant', { restaurant: 'valencia-benimaclet' }],
    ['another delivery type', { delivery_type: 'recoger' }],
  ])('refuses a product for %s with 409 and changes nothing', async (_case, context) => {
    await customer.add(cartBody(selection(burger)));
    const before = await customer.cart();
    const response = await customer.add(
      cartBody(selection(burger, { extra_options: { double_cheese: true } }), context),
    );
    expect(response.status).toBe(409);
    expect(response.body).toEqual(conflict);
    expect(await customer.cart()).toEqual(before);
  });

  it('refuses a product for another table, and an extra of another restaurant', async () => {
    const fast = { delivery_type: 'fast', table_number: 5 };
    expect((await customer.add(cartBody(selection(burger), fast))).status).toBe(201);
    const before = await customer.cart();
    expect(before[0]).toMatchObject({ delivery_type: 'fast', table_number: 5 });

    const otherTable = await customer.add(cartBody(selection(burger), { ...fast, table_number: 6 }));
    expect(otherTable.status).toBe(409);
    expect(otherTable.body).toEqual(conflict);
    const noTable = await customer.add(cartBody(selection(burger), { ...fast, table_number: null }));
    expect(noTable.status).toBe(409);

    const fries = await productId('patatas-fritas');
    const extra = await customer.addExtra({
      delivery_type: 'fast',
      restaurant: 'valencia-benimaclet',
      table_number: 5,
      product: fries,
      quantity: 1,
    });
    expect(extra.status).toBe(409);
    expect(extra.body).toEqual(conflict);
    expect(await customer.cart()).toEqual(before);
  });

  it.each([
    ['another restaurant', { delivery_type: 'domicilio', restaurant: 'valencia-benimaclet' }],
    ['another delivery type', { delivery_type: 'recoger', restaurant: 'valencia-ruzafa' }],
  ])('refuses to move the only line to %s with PUT', async (_case, context) => {
    const line = (await customer.add(cartBody(selection(burger)))).body.data;
    const response = await customer.update(line.id, {
      ...context,
      products: selection(burger, { extra_options: { double_cheese: true } }),
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(conflict);
    expect(await customer.cart()).toEqual([line]);
  });

  it('takes the same product for the same table again', async () => {
    const fast = { delivery_type: 'fast', table_number: 5 };
    await customer.add(cartBody(selection(burger), fast));
    const again = await customer.add(cartBody(selection(burger), fast));
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ quantity: 2, table_number: 5 });
  });
});

describe('what cannot be sold', () => {
  it('sells coffees only for fast', async () => {
    const coffee = await productId('cafe-solo');
    for (const delivery_type of ['recoger', 'domicilio']) {
      const response = await customer.add(cartBody(selection(coffee), { delivery_type }));
      expect(response.status).toBe(422);
      expect(response.body).toEqual(unavailable);
    }
    expect(await customer.cart()).toEqual([]);
    const fast = await customer.add(cartBody(selection(coffee), { delivery_type: 'fast', table_number: 3 }));
    expect(fast.status).toBe(201);
  });

  it('refuses a product run out at that restaurant', async () => {
    const runOut = await db.restaurantProduct.findFirstOrThrow({
      where: { isAvailable: false, restaurant: { slug: 'valencia-ruzafa' } },
      select: { productId: true },
    });
    const response = await customer.add(cartBody(selection(runOut.productId), { delivery_type: 'recoger' }));
    expect(response.status).toBe(422);
    expect(response.body).toEqual(unavailable);

    await setAvailable('valencia-ruzafa', 'burger-clasica', false);
    try {
      const burgerResponse = await customer.add(cartBody(selection(burger)));
      expect(burgerResponse.status).toBe(422);
      expect(burgerResponse.body).toEqual(unavailable);
    } finally {
      await setAvailable('valencia-ruzafa', 'burger-clasica', true);
    }
    expect(await customer.cart()).toEqual([]);
  });

  it("refuses a menu whose chosen dish has run out, saying it is not available, not that it is another menu's", async () => {
    const ruzafa = await restaurantBySlug('valencia-ruzafa');
    const menuId = await productId('menu-hamburguesa');
    const product = (await cachedProducts(ruzafa, 'takeaway')).find((candidate) => candidate.id === menuId)!;
    const [dish, other] = product.components.filter((component) => component.kind === 'dish');
    const first = (kind: string) => product.components.find((component) => component.kind === kind)!.productId;
    const dishSlug = (await db.product.findUniqueOrThrow({ where: { id: dish!.productId } })).slug;
    const menu = selection(menuId, {
      kind: 'menu',
      dish: dish!.productId,
      drink: first('drink'),
      dessert: first('dessert'),
    });
    await setAvailable('valencia-ruzafa', dishSlug, false);
    try {
      const refused = await customer.add(cartBody(menu, { delivery_type: 'recoger' }));
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual(invalid('Ese plato no está disponible en este menú.'));
      expect(await customer.cart()).toEqual([]);
      const withAnother = await customer.add(
        cartBody({ ...menu, dish: other!.productId }, { delivery_type: 'recoger' }),
      );
      expect(withAnother.status).toBe(201);
    } finally {
      await setAvailable('valencia-ruzafa', dishSlug, true);
    }
  });

  it('refuses an unknown product', async () => {
    const response = await customer.add(cartBody(selection(999_999)));
    expect(response.status).toBe(422);
    expect(response.body).toEqual(unavailable);
  });

  it('refuses any product of a restaurant whose kitchen is closed', async () => {
    const closed = await restaurantBySlug('sevilla-nervion');
    expect(closed.closedKitchen).toBe(true);
    const response = await customer.add(
      cartBody(selection(burger), { restaurant: 'sevilla-nervion', delivery_type: 'recoger' }),
    );
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: 'kitchen_closed',
      message: 'La cocina de este restaurante está cerrada ahora mismo.',
    });
    expect(await customer.cart()).toEqual([]);
  });

  it('answers 404 for an unknown restaurant', async () => {
    const response = await customer.add(cartBody(selection(burger), { restaurant: 'no-existe' }));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'restaurant_not_found', message: 'No encontramos ese restaurante.' });
  });

  it.each([
    [
      'an unknown ingredient',
      { ingredients: [{ product_id: 999_999, quantity: 1 }] },
      'Hay un ingrediente que no es de este producto.',
    ],
    [
      'an option the product does not offer',
      { extra_options: { double_bacon: true } },
      'La opción «Doble de bacon» no está disponible para este producto.',
    ],
    ['an unknown option', { extra_options: { gold_leaf: true } }, 'Hay una opción que no existe.', 'extra_options'],
    ['a menu choice on a burger', { drink: 1 }, 'La selección lleva datos que este producto no admite.'],
    ['a quantity of 0', { quantity: 0 }, 'La cantidad mínima es 1.', 'quantity'],
  ])('refuses a selection with %s (422, errors.products…)', async (_case, extra, message, field?: string) => {
    const response = await customer.add(cartBody(selection(burger, extra)));
    expect(response.status).toBe(422);
    expect(response.body).toEqual(invalid(message, field ? `products.${field}` : 'products'));
    expect(await customer.cart()).toEqual([]);
  });

  it('refuses an invalid selection when a line is edited, and keeps the line', async () => {
    const line = (await customer.add(cartBody(selection(burger)))).body.data;
    const response = await customer.update(line.id, {
      delivery_type: 'domicilio',
      restaurant: 'valencia-ruzafa',
      products: selection(burger, { extra_options: { double_bacon: true } }),
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual(invalid('La opción «Doble de bacon» no está disponible para este producto.'));
    expect(await customer.cart()).toEqual([line]);
  });
});

describe("another user's cart line", () => {
  let other: Shop;

  beforeAll(async () => {
    const registered = await registerUser();
    other = shop(registered.client);
  });

  afterEach(async () => {
    await db.cartItem.deleteMany({ where: { user: { email: { not: 'cliente@example.com' } } } });
  });

  it('is not found for PUT or DELETE, and nothing changes', async () => {
    const line = (await customer.add(cartBody(selection(burger)))).body.data;
    const notFound = { code: 'not_found', message: 'Ese producto ya no está en tu pedido.' };

    const quantity = await other.update(line.id, { quantity: 5 });
    expect(quantity.status).toBe(404);
    expect(quantity.body).toEqual(notFound);
    const edit = await other.update(line.id, {
      delivery_type: 'domicilio',
      restaurant: 'valencia-ruzafa',
      products: selection(burger, { extra_options: { double_cheese: true } }),
    });
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual(notFound);
    const removal = await other.remove(line.id);
    expect(removal.status).toBe(404);
    expect(removal.body).toEqual(notFound);

    expect(await customer.cart()).toEqual([line]);
    expect(await other.cart()).toEqual([]);
  });

  it("keeps each user's cart apart: the other's add-extra 0 and empty leave it alone", async () => {
    const line = (await customer.add(cartBody(selection(burger)))).body.data;
    const fries = await productId('patatas-fritas');
    const context = { delivery_type: 'domicilio', restaurant: 'valencia-ruzafa' };
    await customer.addExtra({ ...context, product: fries, quantity: 1 });
    const before = await customer.cart();

    expect((await other.addExtra({ ...context, product: fries, quantity: 0 })).status).toBe(200);
    expect((await other.empty()).body).toEqual({ data: [] });
    expect(await customer.cart()).toEqual(before);
    expect(before[0]).toEqual(line);
  });
});

describe('GET /api/restaurant/update-cart/{id}', () => {
  it('answers {id, name, city} of a restaurant by id, and 404 otherwise', async () => {
    const ruzafa = await restaurantBySlug('valencia-ruzafa');
    const call = (id: string) =>
      new ApiClient().get(updateCartRestaurant, `/api/restaurant/update-cart/${id}`, { params: { id } });

    const found = await call(String(ruzafa.id));
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ id: ruzafa.id, name: 'valencia-ruzafa', city: 'valencia' });

    const unknown = await call('999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'restaurant_not_found', message: 'No encontramos ese restaurante.' });
    expect((await call('ruzafa')).status).toBe(404);
  });
});
