import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { revalidateCatalogue } from '@/lib/site/settings';
import { formatEuros } from '@/lib/pricing/money';
import { packagingPrice } from '@/lib/tax/packaging';
import { setUpTemporaryFiles } from '../support/api-client';
import {
  cartBody,
  fakeClockFrom,
  fillCart,
  fillLunchCart,
  newKey,
  orderBody,
  productId,
  restaurantBySlug,
  selection,
  setAvailable,
  shop,
  signInCustomer,
  type Shop,
} from '../support/ordering';

// What POST /api/orders checks at checkout, against the cart as it is then:
// the delivery address, products still sold, alcohol sale hours, the time
// asked for. A refused order leaves the cart as it was.

setUpTemporaryFiles();
const clock = fakeClockFrom();

let customer: Shop;
let userId: number;
let burger: number;
let beer: number;
let homeAddress: number;

beforeAll(async () => {
  const signedIn = await signInCustomer();
  customer = shop(signedIn.client);
  userId = signedIn.userId;
  burger = await productId('burger-clasica');
  beer = await productId('cerveza-tercio');
  homeAddress = (await db.address.findFirstOrThrow({ where: { userId, isDefault: true, postalCode: '46006' } })).id;
});

beforeEach(async () => {
  // A minute per test: each test may place up to 10 orders (the per-customer rate limit).
  clock.advance(61_000);
  await db.cartItem.deleteMany({ where: { userId } });
});

const orderCount = () => db.order.count({ where: { userId } });
const lunchCart = () => fillLunchCart(customer);

describe('the delivery address', () => {
  const refused = (message: string) => ({
    code: 'validation_failed',
    message: 'Revisa los datos introducidos',
    errors: { address_id: [message] },
  });

  it.each([
    ['none', async () => null, 'Debes seleccionar una dirección de entrega'],
    [
      'one of another customer',
      async () => {
        const staff = await db.user.findUniqueOrThrow({ where: { email: 'personal@example.com' } });
        const data = {
          userId: staff.id,
          street: 'Carrer de Cadis',
          number: '2',
          postalCode: '46006',
          town: 'Valencia',
          province: 'Valencia',
        };
        return (await db.address.create({ data })).id;
      },
      'Debes seleccionar una dirección de entrega',
    ],
    [
      'a postal code another restaurant serves',
      async () => (await db.address.findFirstOrThrow({ where: { userId, postalCode: '46022' } })).id,
      'Casa Elefante Ruzafa no reparte en esta dirección; Casa Elefante Benimaclet sí. Elige otra dirección o haz el pedido en Casa Elefante Benimaclet.',
    ],
    [
      'a postal code no restaurant serves',
      async () =>
        (
          await db.address.create({
            data: {
              userId,
              street: 'Calle Dato',
              number: '1',
              postalCode: '01001',
              town: 'Vitoria',
              province: 'Álava',
            },
          })
        ).id,
      'Para esta dirección no hay servicio a domicilio',
    ],
    [
      'one without a number',
      async () =>
        (
          await db.address.create({
            data: { userId, street: 'Carrer de Sueca', postalCode: '46006', town: 'Valencia', province: 'Valencia' },
          })
        ).id,
      'La dirección seleccionada está incompleta. Pulsa el lápiz para completarla.',
    ],
  ])('refuses %s with its message and keeps the cart', async (_case, address, message) => {
    const cart = await lunchCart();
    const before = await orderCount();
    const response = await customer.placeOrder(orderBody({ address_id: await address() }));
    expect(response.status).toBe(422);
    expect(response.body).toEqual(refused(message));
    expect(await orderCount()).toBe(before);
    expect(await customer.cart()).toEqual(cart);
  });
});

describe('checks at checkout', () => {
  it('refuses a product that became unavailable after it was added, keeps the cart and frees the key', async () => {
    const cart = await lunchCart();
    const before = await orderCount();
    const key = newKey();
    await setAvailable('valencia-ruzafa', 'cerveza-tercio', false);
    try {
      const response = await customer.placeOrder(orderBody({ address_id: homeAddress }), key);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        code: 'order_product_unavailable',
        message: 'Hay un producto que no está disponible en este momento',
      });
      expect(await orderCount()).toBe(before);
      const kept = await customer.cart();
      expect(kept.map((item) => item.id)).toEqual(cart.map((item) => item.id));
      expect(kept.find((item) => item.product.product_id === beer)?.available).toBe(false);
    } finally {
      await setAvailable('valencia-ruzafa', 'cerveza-tercio', true);
    }
    const retry = await customer.placeOrder(orderBody({ address_id: homeAddress }), key);
    expect(retry.status).toBe(201);
  });

  it('refuses a total other than the one the customer saw, writes nothing, says the new total, and places the order at it once confirmed', async () => {
    await fillCart(customer, [cartBody(selection(burger, { quantity: 2 }), { delivery_type: 'recoger' })]);
    const before = await orderCount();
    // One key for the whole checkout, as the page keeps it: a refusal frees it.
    const key = newKey();
    // What the server charges now, as its refusal of a total nobody saw says.
    const probe = await customer.placeOrder(orderBody({ expected_total: 1 }), key);
    expect(probe.status).toBe(409);
    const seen = probe.body.totals;
    expect(seen.total).toBe(seen.subtotal - seen.discount + seen.surcharge + seen.shipping + seen.packaging);
    const { unitCents } = await packagingPrice();
    // The back office raises the packaging price while the customer reads the total.
    await db.setting.upsert({
      where: { key: 'packaging_price_cents' },
      create: { key: 'packaging_price_cents', value: String(unitCents + 10) },
      update: { value: String(unitCents + 10) },
    });
    try {
      const refused = await customer.placeOrder(orderBody({ expected_total: seen.total }), key);
      expect(refused.status).toBe(409);
      const now = { ...seen, packaging: seen.packaging + 20, total: seen.total + 20 };
      expect(refused.body).toEqual({
        code: 'order_total_changed',
        message: `El total de tu pedido ha cambiado: era ${formatEuros(seen.total)} y ahora es ${formatEuros(now.total)}. Revisa el pedido y vuelve a confirmar.`,
        totals: now,
      });
      expect(await orderCount()).toBe(before);
      expect(await customer.cart()).toHaveLength(1);
      // Confirmed at the new total, with the same key.
      const placed = await customer.placeOrder(orderBody({ expected_total: now.total }), key);
      expect(placed.status).toBe(201);
      expect(placed.body.data.total).toBe(now.total);
      expect(placed.body.data.packaging).toEqual({ units: 2, amount: now.packaging });
    } finally {
      await db.setting.update({ where: { key: 'packaging_price_cents' }, data: { value: String(unitCents) } });
    }
  });

  it('refuses alcohol for a time outside the alcohol sale hours, and sells it inside them', async () => {
    // Benimaclet sells alcohol until 23:00 and takes takeaway orders until 23:30.
    const cart = await fillCart(customer, [
      cartBody(selection(beer), { restaurant: 'valencia-benimaclet', delivery_type: 'recoger' }),
      cartBody(selection(burger), { restaurant: 'valencia-benimaclet', delivery_type: 'recoger' }),
    ]);
    expect(cart.map((item) => item.is_alcoholic)).toEqual([true, false]);
    const { slots } = (await customer.slots()).body.data as { slots: { value: string; date: string; time: string }[] };
    const slotAt = (time: string) => slots.find((slot) => slot.date === '2026-11-24' && slot.time === time)!.value;

    const late = await customer.placeOrder(orderBody({ asap: false, scheduled_for: slotAt('23:15') }));
    expect(late.status).toBe(422);
    expect(late.body).toEqual({
      code: 'alcohol_not_allowed',
      message: 'A esa hora no podemos servir bebidas alcohólicas. Quítalas del pedido o elige otra hora.',
    });
    expect(await customer.cart()).toEqual(cart);

    const lunch = await customer.placeOrder(orderBody({ asap: false, scheduled_for: slotAt('14:30') }));
    expect(lunch.status).toBe(201);
    expect(lunch.body.data).toMatchObject({
      asap: false,
      scheduled_for: slotAt('14:30'),
      delivery_type: 'takeaway',
      restaurant: { name: 'valencia-benimaclet' },
    });
  });

  it('refuses "as soon as possible" while the restaurant is closed, and takes a slot then', async () => {
    const ruzafa = await restaurantBySlug('valencia-ruzafa');
    const where = { restaurantId: ruzafa.id, deliveryType: 'takeaway', weekday: 2, opensAt: '12:30' };
    const lunch = await db.restaurantHours.findFirstOrThrow({ where });
    await db.restaurantHours.update({ where: { id: lunch.id }, data: { opensAt: '15:00' } });
    // As the back office does: the restaurant is read from memory per catalogue stamp.
    await revalidateCatalogue();
    try {
      await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
      const asap = await customer.placeOrder(orderBody());
      expect(asap.status).toBe(422);
      expect(asap.body).toEqual({
        code: 'slot_unavailable',
        message: 'El restaurante está cerrado ahora: elige una hora de entrega.',
      });

      const { data } = (await customer.slots()).body;
      expect(data).toMatchObject({ is_open: false, delivery_type: 'takeaway' });
      // The first slot: the opening at 15:00 plus 20 minutes for takeaway.
      expect(data.slots[0]).toEqual({ value: '2026-11-24T14:30:00.000Z', date: '2026-11-24', time: '15:30' });
      const scheduled = await customer.placeOrder(orderBody({ asap: false, scheduled_for: data.slots[0].value }));
      expect(scheduled.status).toBe(201);
      expect(scheduled.body.data).toMatchObject({ asap: false, scheduled_for: '2026-11-24T14:30:00.000Z' });
    } finally {
      await db.restaurantHours.update({ where: { id: lunch.id }, data: { opensAt: '12:30' } });
      // As the back office does: the restaurant is read from memory per catalogue stamp.
      await revalidateCatalogue();
    }
  });

  it('says what was chosen in words, and the order keeps those words with its line (issue 13)', async () => {
    const idOf = async (model: 'ingredient' | 'sauce', name: string) =>
      (await (db[model] as typeof db.ingredient).findFirstOrThrow({ where: { name } })).id;
    const lettuce = await idOf('ingredient', 'Lechuga');
    const cheddar = await idOf('ingredient', 'Queso cheddar');
    const ketchup = await idOf('sauce', 'Kétchup');
    const chosen = selection(burger, {
      ingredients: [
        { product_id: lettuce, quantity: 0 },
        { product_id: cheddar, quantity: 2 },
      ],
      sauces: [{ product_id: ketchup, quantity: 1 }],
    });
    // In the order the product lists its parts.
    const words = ['Doble de queso cheddar', 'Sin lechuga', 'Salsa: kétchup'];
    const added = await customer.add(cartBody(chosen));
    expect(added.status).toBe(201);
    expect(added.body.data.details).toEqual(words);

    const placed = await customer.placeOrder(orderBody({ address_id: homeAddress }));
    expect(placed.status).toBe(201);
    expect(placed.body.data.lines[0].details).toEqual(words);
    // Kept with the line: renaming the ingredient later does not change what was ordered.
    await db.ingredient.update({ where: { id: lettuce }, data: { name: 'Lechuga romana' } });
    try {
      expect((await customer.order(placed.body.data.id)).body.data.lines[0].details).toEqual(words);
    } finally {
      await db.ingredient.update({ where: { id: lettuce }, data: { name: 'Lechuga' } });
    }
  });

  it('keeps the table of a fast order and charges no shipping', async () => {
    const cart = await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'fast', table_number: 7 })]);
    const response = await customer.placeOrder(orderBody({ address_id: homeAddress }));
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      delivery_type: 'fast',
      table_number: 7,
      address: null,
      shipping: 0,
      surcharge: 0,
      total: cart[0]!.total_price,
    });
  });

  it('serves the table the customer confirmed at checkout, not the one the cart was filled at; a table the restaurant lacks changes nothing', async () => {
    const cart = await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'fast', table_number: 7 })]);
    const missing = await customer.placeOrder(orderBody({ table_number: 25 }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors.table_number).toEqual(['Escribe un número de mesa entre 1 y 24.']);
    expect(await customer.cart()).toEqual(cart);
    const moved = await customer.placeOrder(orderBody({ table_number: 12 }));
    expect(moved.status).toBe(201);
    expect(moved.body.data).toMatchObject({ delivery_type: 'fast', table_number: 12 });
    expect((await customer.order(moved.body.data.id)).body.data.table_number).toBe(12);
  });

  it('serves a table order as soon as possible only: no slot, nor a closed restaurant (issue 13)', async () => {
    const atTable = { delivery_type: 'fast', table_number: 4 };
    const cart = await fillCart(customer, [cartBody(selection(burger), atTable)]);
    const slot = (await customer.slots()).body.data.slots[0].value;
    const scheduled = await customer.placeOrder(orderBody({ asap: false, scheduled_for: slot }));
    expect(scheduled.status).toBe(422);
    expect(scheduled.body).toEqual({
      code: 'slot_unavailable',
      message: 'En la mesa te servimos en cuanto esté listo: no se puede elegir una hora.',
    });
    expect(await customer.cart()).toEqual(cart);

    const ruzafa = await restaurantBySlug('valencia-ruzafa');
    const where = { restaurantId: ruzafa.id, deliveryType: 'fast', weekday: 2, opensAt: '08:00' };
    const lunch = await db.restaurantHours.findFirstOrThrow({ where });
    await db.restaurantHours.update({ where: { id: lunch.id }, data: { opensAt: '15:00' } });
    // As the back office does: the restaurant is read from memory per catalogue stamp.
    await revalidateCatalogue();
    try {
      const closed = await customer.placeOrder(orderBody());
      expect(closed.status).toBe(422);
      expect(closed.body).toEqual({
        code: 'slot_unavailable',
        message: 'El restaurante está cerrado ahora: desde la mesa solo se puede pedir con el restaurante abierto.',
      });
      expect(await customer.cart()).toEqual(cart);
    } finally {
      await db.restaurantHours.update({ where: { id: lunch.id }, data: { opensAt: '08:00' } });
      // As the back office does: the restaurant is read from memory per catalogue stamp.
      await revalidateCatalogue();
    }
  });

  it('lets a fast order without a table (at the counter) choose a time', async () => {
    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'fast', table_number: null })]);
    const slot = (await customer.slots()).body.data.slots[0].value;
    const scheduled = await customer.placeOrder(orderBody({ asap: false, scheduled_for: slot }));
    expect(scheduled.status).toBe(201);
    expect(scheduled.body.data).toMatchObject({ delivery_type: 'fast', table_number: null, scheduled_for: slot });
  });

  it.each([
    ['a time off the 15-minute grid', '2026-11-24T14:07:00.000Z'],
    ['a time sooner than the kitchen can make it', '2026-11-24T12:15:00.000Z'],
    ['a time the restaurant is closed', '2026-11-24T17:00:00.000Z'],
    ['a time in the past', '2026-11-24T11:00:00.000Z'],
  ])('refuses %s for scheduled_for (slot_unavailable)', async (_case, scheduledFor) => {
    const cart = await lunchCart();
    const response = await customer.placeOrder(
      orderBody({ address_id: homeAddress, asap: false, scheduled_for: scheduledFor }),
    );
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: 'slot_unavailable',
      message: 'Esa hora de entrega ya no está disponible. Elige otra.',
    });
    expect(await customer.cart()).toEqual(cart);
  });
});
