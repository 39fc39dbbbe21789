import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as getCartRoute } from '@/app/api/cart/route';
import { db } from '@/lib/db';
import { cachedProducts } from '@/lib/catalogue/cache';
import { productPhoto } from '@/lib/catalogue/images';
import { COFFEE_ALCOHOL_PRICE_CENTS } from '@/lib/vocabulary/catalogue';
import { getOrderingRestaurant } from '@/lib/restaurants/queries';
import { ApiClient, setUpTemporaryFiles } from '../support/api-client';
import {
  cartBody,
  priceAt,
  productId,
  restaurantBySlug,
  selection,
  shop,
  signInCustomer,
  fakeClockFrom,
  type Shop,
} from '../support/ordering';

// The cart of the spec (sections 3, 4, 7) through its route handlers, on a
// real SQLite file. The conflicts, availability and other users are in
// cart-rules.test.ts.

setUpTemporaryFiles();
fakeClockFrom();

let customer: Shop;
let userId: number;
let burger: number;
let burgerPrice: number;

beforeAll(async () => {
  const signedIn = await signInCustomer();
  customer = shop(signedIn.client);
  userId = signedIn.userId;
  burger = await productId('burger-clasica');
  burgerPrice = await priceAt('valencia-ruzafa', 'burger-clasica');
});

beforeEach(async () => {
  await db.cartItem.deleteMany({ where: { userId } });
});

/** The canonical selection JSON stored and answered for one unit of a burger. */
const stored = (id: number, extra: Record<string, unknown> = {}) => ({
  kind: 'burger',
  product_id: id,
  quantity: 1,
  extra_options: {},
  ingredients: [],
  sauces: [],
  no_ingredients: false,
  no_sauces: false,
  ...extra,
});

describe('GET and POST /api/cart', () => {
  it('answers 401 without a session', async () => {
    const response = await new ApiClient().get(getCartRoute, '/api/cart');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'unauthenticated', message: 'Debes iniciar sesión para continuar.' });
  });

  it('starts empty, then holds the added item with the exact shape', async () => {
    expect(await customer.cart()).toEqual([]);
    const ruzafa = await restaurantBySlug('valencia-ruzafa');

    const response = await customer.add(cartBody(selection(burger)));
    expect(response.status).toBe(201);
    const item = {
      id: expect.any(Number),
      product: {
        product_id: burger,
        quantity: 1,
        name: 'La Clásica',
        category: 'burger',
        selection: stored(burger),
        photo: productPhoto('burger-clasica'),
      },
      quantity: 1,
      unit_price: burgerPrice,
      total_price: burgerPrice,
      delivery_type: 'delivery',
      restaurant: 'valencia-ruzafa',
      restaurant_id: ruzafa.id,
      table_number: null,
      available: true,
      is_alcoholic: false,
      details: [],
      // A burger is food (10 %) and takes one container when taken away (issue 16).
      tax_split: [{ rate: 10, amount: burgerPrice }],
      packaging_units: 1,
    };
    expect(response.body).toEqual({ data: item });
    expect(await customer.cart()).toEqual([response.body.data]);
  });

  it('raises the quantity of the same product with the same selection, and adds a line for another selection', async () => {
    const first = (await customer.add(cartBody(selection(burger)))).body.data;
    const again = await customer.add(cartBody(selection(burger, { extra_options: {} })));
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({
      id: first.id,
      quantity: 2,
      product: { quantity: 2 },
      total_price: 2 * burgerPrice,
    });

    const cheese = await customer.add(cartBody(selection(burger, { extra_options: { double_cheese: true } })));
    expect(cheese.status).toBe(201);
    expect(cheese.body.data.id).not.toBe(first.id);
    expect(cheese.body.data).toMatchObject({ quantity: 1, unit_price: burgerPrice + 100 });

    const cart = await customer.cart();
    expect(cart.map((line) => [line.id, line.quantity])).toEqual([
      [first.id, 2],
      [cheese.body.data.id, 1],
    ]);
    expect(await db.cartItem.count({ where: { userId } })).toBe(2);
  });

  it('prices on the server: a price in the selection is refused, one beside it is ignored', async () => {
    const tampered = await customer.add(cartBody({ ...selection(burger), unit_price: 1 }));
    expect(tampered.status).toBe(422);
    expect(await customer.cart()).toEqual([]);
    const response = await customer.add({ ...cartBody(selection(burger)), price: 1, unit_price: 1, total_price: 1 });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ unit_price: burgerPrice, total_price: burgerPrice });
    expect(response.body.data.product.selection).toEqual(stored(burger));
    const row = await db.cartItem.findUniqueOrThrow({ where: { id: response.body.data.id } });
    expect(row.unitPriceCents).toBe(burgerPrice);
  });

  it('charges 1 € for each burger extra: two extras cost the base price + 200', async () => {
    const response = await customer.add(
      cartBody(selection(burger, { quantity: 2, extra_options: { double_cheese: true, egg: 'frito' } })),
    );
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      quantity: 2,
      unit_price: burgerPrice + 200,
      total_price: 2 * (burgerPrice + 200),
      product: { selection: stored(burger, { extra_options: { double_cheese: true, egg: 'frito' } }) },
    });
  });

  it("charges 1 € for a burger's second portion of meat and for an extra sauce (spec section 9)", async () => {
    const ruzafa = (await getOrderingRestaurant('valencia-ruzafa'))!;
    const clasica = (await cachedProducts(ruzafa, 'takeaway')).find((product) => product.id === burger)!;
    const meat = clasica.ingredients.find(
      (part) => part.maxQuantity > part.defaultQuantity && part.defaultQuantity > 0,
    )!;
    const sauce = clasica.sauces.find((part) => part.maxQuantity > part.defaultQuantity)!;
    const response = await customer.add(
      cartBody(
        selection(burger, {
          ingredients: [{ product_id: meat.id, quantity: meat.defaultQuantity + 1 }],
          sauces: [{ product_id: sauce.id, quantity: sauce.defaultQuantity + 1 }],
        }),
      ),
    );
    expect(response.status).toBe(201);
    expect(response.body.data.unit_price).toBe(burgerPrice + 200);
  });

  it("charges 0,50 € for alcohol in a menu's coffee that takes it, and refuses it in one that does not (spec section 9)", async () => {
    const menu = await productId('menu-hamburguesa');
    const dish = await productId('burger-clasica');
    const drink = await productId('agua-mineral');
    const solo = await productId('cafe-solo');
    const withMilk = await productId('cafe-con-leche');
    const menuPrice = await priceAt('valencia-ruzafa', 'menu-hamburguesa');
    const menuWith = (coffee: number, extra_options: Record<string, unknown>) =>
      cartBody(selection(menu, { dish, drink, coffee, extra_options }));

    const unpoured = await customer.add(menuWith(solo, { coffee_alcohol: true }));
    expect(unpoured.status).toBe(422);
    expect(JSON.stringify(unpoured.body)).toContain('Elige el licor del café.');
    const laced = await customer.add(menuWith(solo, { coffee_alcohol: true, spirit: 'brandy' }));
    expect(laced.status).toBe(201);
    expect(laced.body.data).toMatchObject({ unit_price: menuPrice + COFFEE_ALCOHOL_PRICE_CENTS, is_alcoholic: true });

    const refused = await customer.add(menuWith(withMilk, { coffee_alcohol: true, spirit: 'brandy' }));
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('Ese café no se sirve con alcohol.');
    expect(await customer.cart()).toHaveLength(1);
  });

  it('takes an infusion only with one of the infusions the kitchen makes (issue 13 item 13)', async () => {
    const infusion = await productId('infusion');
    const fast = (value: string) => ({
      ...cartBody(selection(infusion, { extra_options: { infusion: value } })),
      delivery_type: 'fast',
    });
    const refused = await customer.add(fast('cerveza'));
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('«cerveza» no es una opción de «Infusión».');
    const poleo = await customer.add(fast('poleo-menta'));
    expect(poleo.status).toBe(201);
    expect(poleo.body.data.product.selection.extra_options).toEqual({ infusion: 'poleo-menta' });
  });

  it('adds one unit when the selection leaves out the quantity, as docs/api.md says', async () => {
    const response = await customer.add(cartBody({ kind: 'burger', product_id: burger }));
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ quantity: 1, unit_price: burgerPrice, total_price: burgerPrice });
  });

  it('accepts `products` as a one-element list', async () => {
    const response = await customer.add(cartBody([selection(burger)]));
    expect(response.status).toBe(201);
    expect(response.body.data.product.product_id).toBe(burger);
  });
});

describe('PUT and DELETE /api/cart/{id}', () => {
  it('changes the selection of a line, priced again by the server', async () => {
    const line = (await customer.add(cartBody(selection(burger)))).body.data;
    const response = await customer.update(line.id, {
      delivery_type: 'domicilio',
      restaurant: 'valencia-ruzafa',
      products: selection(burger, { quantity: 2, extra_options: { double_cheese: true } }),
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: line.id,
      quantity: 2,
      unit_price: burgerPrice + 100,
      total_price: 2 * (burgerPrice + 100),
      product: { selection: stored(burger, { extra_options: { double_cheese: true } }) },
    });
    expect(await customer.cart()).toEqual([response.body.data]);
  });

  it('merges a line edited into the same selection as another line', async () => {
    const plain = (await customer.add(cartBody(selection(burger)))).body.data;
    const cheese = (await customer.add(cartBody(selection(burger, { extra_options: { double_cheese: true } })))).body
      .data;
    const response = await customer.update(cheese.id, {
      delivery_type: 'domicilio',
      restaurant: 'valencia-ruzafa',
      products: selection(burger),
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: plain.id, quantity: 2 });
    expect((await customer.cart()).map((item) => item.id)).toEqual([plain.id]);
  });

  it('sets the quantity of a line with {quantity}; 0 removes it', async () => {
    const line = (await customer.add(cartBody(selection(burger)))).body.data;
    const three = await customer.update(line.id, { quantity: 3 });
    expect(three.status).toBe(200);
    expect(three.body.data).toMatchObject({ id: line.id, quantity: 3, total_price: 3 * burgerPrice });

    const zero = await customer.update(line.id, { quantity: 0 });
    expect(zero.status).toBe(200);
    expect(zero.body).toEqual({ data: null });
    expect(await customer.cart()).toEqual([]);
  });

  it('needs the delivery type and the restaurant for a new selection', async () => {
    const line = (await customer.add(cartBody(selection(burger)))).body.data;
    const response = await customer.update(line.id, {
      products: selection(burger, { extra_options: { double_cheese: true } }),
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: 'validation_failed',
      message: 'Revisa los datos introducidos',
      errors: { delivery_type: ['Elige cómo quieres tu pedido.'], restaurant: ['Elige un restaurante.'] },
    });
    expect(await customer.cart()).toEqual([line]);
  });

  it('DELETE removes one line', async () => {
    const line = (await customer.add(cartBody(selection(burger)))).body.data;
    const kept = (await customer.add(cartBody(selection(burger, { extra_options: { egg: 'frito' } })))).body.data;
    const response = await customer.remove(line.id);
    expect(response.status).toBe(204);
    expect((await customer.cart()).map((item) => item.id)).toEqual([kept.id]);
  });

  it('answers 404 for a line that does not exist or an id that is not one', async () => {
    for (const id of ['999999', 'abc']) {
      const response = await customer.update(id, { quantity: 2 });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('not_found');
    }
  });
});

describe('POST /api/cart/empty and /api/cart/add-extra', () => {
  it('empties the cart', async () => {
    await customer.add(cartBody(selection(burger)));
    await customer.add(cartBody(selection(burger, { extra_options: { double_cheese: true } })));
    const response = await customer.empty();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [] });
    expect(await customer.cart()).toEqual([]);
    expect(await db.cartItem.count({ where: { userId } })).toBe(0);
  });

  it('sets an extra to quantity 2, then removes it with quantity 0', async () => {
    const fries = await productId('patatas-fritas');
    const friesPrice = await priceAt('valencia-ruzafa', 'patatas-fritas');
    const context = { delivery_type: 'domicilio', restaurant: 'valencia-ruzafa', table_number: null };
    await customer.add(cartBody(selection(burger)));

    const two = await customer.addExtra({ ...context, product: fries, quantity: 2 });
    expect(two.status).toBe(200);
    expect(two.body.data).toMatchObject({
      product: { product_id: fries, category: 'extra', quantity: 2 },
      quantity: 2,
      unit_price: friesPrice,
      total_price: 2 * friesPrice,
    });
    expect((await customer.cart()).map((item) => [item.product.product_id, item.quantity])).toEqual([
      [burger, 1],
      [fries, 2],
    ]);

    const zero = await customer.addExtra({ ...context, product: fries, quantity: 0 });
    expect(zero.status).toBe(200);
    expect(zero.body).toEqual({ data: null });
    expect((await customer.cart()).map((item) => item.product.product_id)).toEqual([burger]);
  });

  it('refuses a product that is not an extra', async () => {
    const response = await customer.addExtra({
      delivery_type: 'domicilio',
      restaurant: 'valencia-ruzafa',
      product: burger,
      quantity: 1,
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: 'product_unavailable',
      message: 'El producto no está disponible en este momento',
    });
    expect(await customer.cart()).toEqual([]);
  });
});

describe('GET /api/checkout/slots', () => {
  it('answers null for an empty cart and the delivery times of the cart otherwise', async () => {
    expect((await customer.slots()).body).toEqual({ data: null });

    await customer.add(cartBody(selection(burger)));
    const response = await customer.slots();
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(data).toMatchObject({
      restaurant: 'Casa Elefante Ruzafa',
      delivery_type: 'delivery',
      is_open: true,
      closes_at: '16:00',
      time_zone: 'Europe/Madrid',
    });
    // 13:00 in Madrid + 45 minutes for delivery: the first slot is 13:45, then every 15 minutes to 16:00.
    expect(data.slots.slice(0, 10)).toEqual(
      ['13:45', '14:00', '14:15', '14:30', '14:45', '15:00', '15:15', '15:30', '15:45', '16:00'].map((time) => ({
        value: new Date(`2026-11-24T${time}:00+01:00`).toISOString(),
        date: '2026-11-24',
        time,
      })),
    );
    expect(data.slots[10]).toMatchObject({ date: '2026-11-24', time: '20:15' });
  });
});
