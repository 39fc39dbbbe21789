import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getCategory } from '@/app/api/restaurant/[name]/[category]/route';
import { db } from '@/lib/db';
import { getCatalogue } from '@/lib/catalogue/cache';
import { getOrderingRestaurant } from '@/lib/restaurants/queries';
import { setAvailability, setKitchenClosed } from '@/lib/restaurants/controls';
import { revalidateCatalogue } from '@/lib/site/settings';
import type { CatalogueProductJson } from '@/lib/catalogue/product-json';
import { summaryOf } from '@/lib/catalogue/summary';
import { requiredChoiceGroups } from '@/lib/pricing/selection';
import { seed } from '@/prisma/seed';
import {
  cartBody,
  fakeClockFrom,
  fillCart,
  newKey,
  orderBody,
  productId,
  selection,
  shop,
  signInCustomer,
} from '../support/ordering';

// The catalogue page and API are served from a copy (lib/catalogue/cache.ts)
// that any change reaches on the next request, through revalidateCatalogue()
// or the back office's own calls, and that expires when something taken off
// comes back by itself.

const clock = fakeClockFrom();
const RUZAFA = 'valencia-ruzafa';
/** The demo manager: each switch is recorded in the audit log under a real account. */
let manager: { id: number; role: string };
beforeAll(async () => {
  manager = await db.user.findFirstOrThrow({ where: { role: 'manager' }, select: { id: true, role: true } });
});

async function burgersFromApi(): Promise<CatalogueProductJson[]> {
  const url = `http://localhost/api/restaurant/${RUZAFA}/burgers?type=domicilio`;
  const response = await getCategory(new Request(url), {
    params: Promise.resolve({ name: RUZAFA, category: 'burgers' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

async function burgersOnPage() {
  const restaurant = (await getOrderingRestaurant(RUZAFA))!;
  return (await getCatalogue(restaurant, 'delivery', clock.now())).burgers;
}

/** The price a list shows for a product (API: price_cents; page: priceCents); undefined when it is not listed. */
const priceOf = (
  products: ({ id: number; price_cents: number } | { id: number; priceCents: number })[],
  id: number,
) => {
  const product = products.find((candidate) => candidate.id === id);
  if (!product) return undefined;
  return 'price_cents' in product ? product.price_cents : product.priceCents;
};

describe('the catalogue cache', () => {
  it('keeps serving its copy until the catalogue is revalidated, then shows the new price on page and API', async () => {
    const burger = await productId('burger-clasica');
    const restaurant = await db.restaurant.findUniqueOrThrow({ where: { slug: RUZAFA } });
    const where = { restaurantId_productId: { restaurantId: restaurant.id, productId: burger } };
    const before = priceOf(await burgersFromApi(), burger)!;
    expect(priceOf(await burgersOnPage(), burger)).toBe(before);

    const { priceCents } = await db.restaurantProduct.findUniqueOrThrow({ where });
    try {
      // Written behind the cache's back (another process, a script): the copy stands…
      await db.restaurantProduct.update({ where, data: { priceCents: before + 100 } });
      expect(priceOf(await burgersFromApi(), burger)).toBe(before);
      // …until whoever changed it revalidates: the next request sees it.
      await revalidateCatalogue();
      expect(priceOf(await burgersFromApi(), burger)).toBe(before + 100);
      expect(priceOf(await burgersOnPage(), burger)).toBe(before + 100);
    } finally {
      await db.restaurantProduct.update({ where, data: { priceCents } });
      await revalidateCatalogue();
    }
  });

  it('prices the order from the same copy: sent without the total the customer saw, a change stamped after the cart was filled is what the order charges', async () => {
    const { client, userId } = await signInCustomer();
    const customer = shop(client);
    await db.cartItem.deleteMany({ where: { userId } });
    const burger = await productId('burger-clasica');
    const [line] = await fillCart(customer, [
      cartBody(selection(burger), { restaurant: RUZAFA, delivery_type: 'recoger' }),
    ]);
    const restaurant = await db.restaurant.findUniqueOrThrow({ where: { slug: RUZAFA } });
    const where = { restaurantId_productId: { restaurantId: restaurant.id, productId: burger } };
    const { priceCents } = await db.restaurantProduct.findUniqueOrThrow({ where });
    try {
      // As the back office writes: the change and its stamp in one transaction.
      await db.$transaction(async (tx) => {
        await tx.restaurantProduct.update({ where, data: { priceCents: line!.unit_price + 100 } });
        await revalidateCatalogue(tx);
      });
      const placed = await customer.placeOrder(orderBody(), newKey());
      expect(placed.status).toBe(201);
      expect(placed.body.data.lines[0].unit_price).toBe(line!.unit_price + 100);
    } finally {
      await db.restaurantProduct.update({ where, data: { priceCents } });
      await revalidateCatalogue();
    }
  });

  it('refuses, and writes nothing, when a price changed after the customer read the total they send', async () => {
    const { client, userId } = await signInCustomer();
    const customer = shop(client);
    await db.cartItem.deleteMany({ where: { userId } });
    const burger = await productId('burger-clasica');
    const cart = await fillCart(customer, [
      cartBody(selection(burger, { quantity: 2 }), { restaurant: RUZAFA, delivery_type: 'recoger' }),
    ]);
    const seen = cart.reduce((sum, item) => sum + item.total_price, 0);
    const restaurant = await db.restaurant.findUniqueOrThrow({ where: { slug: RUZAFA } });
    const where = { restaurantId_productId: { restaurantId: restaurant.id, productId: burger } };
    const { priceCents } = await db.restaurantProduct.findUniqueOrThrow({ where });
    try {
      // What the customer saw goes through.
      const orders = await db.order.count({ where: { userId } });
      await db.$transaction(async (tx) => {
        await tx.restaurantProduct.update({ where, data: { priceCents: cart[0]!.unit_price + 100 } });
        await revalidateCatalogue(tx);
      });
      const refused = await customer.placeOrder(orderBody({ expected_subtotal: seen }), newKey());
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        code: 'order_prices_changed',
        message: 'Ha cambiado el precio de algún producto de tu pedido. Revisa el total y vuelve a confirmar.',
      });
      expect(await db.order.count({ where: { userId } })).toBe(orders);
      expect(await db.cartItem.count({ where: { userId } })).toBe(1);
      // The cart read again shows the new total; confirming that one places the order at it.
      const now = (await customer.cart()).reduce((sum, item) => sum + item.total_price, 0);
      expect(now).toBe(seen + 200);
      const placed = await customer.placeOrder(orderBody({ expected_subtotal: now }), newKey());
      expect(placed.status).toBe(201);
      expect(placed.body.data.subtotal).toBe(now);
    } finally {
      await db.restaurantProduct.update({ where, data: { priceCents } });
      await revalidateCatalogue();
    }
  });

  it('refuses an order for a product taken off after it went into the cart', async () => {
    const { client, userId } = await signInCustomer();
    const customer = shop(client);
    await db.cartItem.deleteMany({ where: { userId } });
    const burger = await productId('burger-clasica');
    await fillCart(customer, [cartBody(selection(burger), { restaurant: RUZAFA, delivery_type: 'recoger' })]);
    await setAvailability(manager, RUZAFA, { productId: burger, available: false, until: null }, clock.now());
    try {
      const placed = await customer.placeOrder(orderBody(), newKey());
      expect(placed.status).toBe(422);
      expect(placed.body.code).toBe('order_product_unavailable');
    } finally {
      await setAvailability(manager, RUZAFA, { productId: burger, available: true, until: null }, clock.now());
      await db.cartItem.deleteMany({ where: { userId } });
    }
  });

  it('drops a product staff take off on the next request and brings it back by itself at the time set', async () => {
    const burger = await productId('burger-bacon-cheese');
    expect(priceOf(await burgersFromApi(), burger)).toBeDefined();
    const until = new Date(clock.now().getTime() + 15 * 60_000);
    await setAvailability(manager, RUZAFA, { productId: burger, available: false, until }, clock.now());
    expect(priceOf(await burgersFromApi(), burger)).toBeUndefined();
    expect(priceOf(await burgersOnPage(), burger)).toBeUndefined();

    clock.advance(15 * 60_000);
    expect(priceOf(await burgersFromApi(), burger)).toBeDefined();
    expect(priceOf(await burgersOnPage(), burger)).toBeDefined();
  });

  it("a menu's only gluten-free choices sold out: the menu counts gluten as unavoidable until they are back", async () => {
    const menusOnPage = async () => {
      const restaurant = (await getOrderingRestaurant(RUZAFA))!;
      return Object.values(await getCatalogue(restaurant, 'takeaway', clock.now())).flat();
    };
    const hasGluten = (allergens: readonly { code: string }[]) => allergens.some(({ code }) => code === 'gluten');
    // A menu with a group it asks for where some choices have gluten and some do not.
    const found = (await menusOnPage())
      .flatMap((menu) => requiredChoiceGroups(menu).map((choices) => ({ menu, choices })))
      .find(({ menu, choices }) => {
        const free = choices.filter((choice) => !hasGluten(choice.allergens));
        return free.length > 0 && free.length < choices.length && !hasGluten(summaryOf(menu).allergens);
      });
    expect(found, 'the demo has a menu with a gluten-free choice').toBeDefined();
    const menuId = found!.menu.id;
    const free = found!.choices.filter((choice) => !hasGluten(choice.allergens)).map((choice) => choice.productId);
    const menuNow = async () => (await menusOnPage()).find((product) => product.id === menuId)!;
    for (const productId of free)
      await setAvailability(manager, RUZAFA, { productId, available: false, until: null }, clock.now());
    try {
      const menu = await menuNow();
      expect(menu.components.some((choice) => free.includes(choice.productId))).toBe(false);
      expect(hasGluten(summaryOf(menu).allergens)).toBe(true);
    } finally {
      for (const productId of free)
        await setAvailability(manager, RUZAFA, { productId, available: true, until: null }, clock.now());
    }
    expect(hasGluten(summaryOf(await menuNow()).allergens)).toBe(false);
  });

  it('follows an ingredient run out and the kitchen closed, and a seed run', async () => {
    const beef = await db.ingredient.findUniqueOrThrow({ where: { slug: 'carne-ternera' } });
    const burger = await productId('burger-clasica');
    await setAvailability(manager, RUZAFA, { ingredientId: beef.id, available: false, until: null }, clock.now());
    expect(priceOf(await burgersFromApi(), burger)).toBeUndefined();
    await setAvailability(manager, RUZAFA, { ingredientId: beef.id, available: true, until: null }, clock.now());
    expect(priceOf(await burgersFromApi(), burger)).toBeDefined();

    await setKitchenClosed(manager, RUZAFA, true);
    try {
      expect(await burgersFromApi()).toEqual([]);
    } finally {
      await setKitchenClosed(manager, RUZAFA, false);
    }
    expect((await burgersFromApi()).length).toBeGreaterThan(0);

    const stamp = await db.setting.findUniqueOrThrow({ where: { key: 'catalogue_version' } });
    await seed(db);
    expect((await db.setting.findUniqueOrThrow({ where: { key: 'catalogue_version' } })).value).not.toBe(stamp.value);
  });
});
