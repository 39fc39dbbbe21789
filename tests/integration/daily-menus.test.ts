import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { cachedProducts } from '@/lib/catalogue/cache';
import { getOrderingRestaurant } from '@/lib/restaurants/queries';
import { setUpTemporaryFiles } from '../support/api-client';
import {
  cartBody,
  fakeClockFrom,
  orderBody,
  productId,
  selection,
  shop,
  signInCustomer,
  type Shop,
} from '../support/ordering';

// Issue 12, item 5: a daily menu is for a time between 8:00 and 16:00, not
// for an order placed then. At 20:00 a customer can put tomorrow's lunch menu
// in the cart; checkout offers only the times it is served, and the order
// refuses any other time with a clear message.

setUpTemporaryFiles();
// Tuesday 20:00 in Madrid.
const clock = fakeClockFrom(new Date('2026-11-24T19:00:00Z'));

let customer: Shop;
let userId: number;
let dailyMenu: number;
/** The daily menu with the first of each of its choices. */
let dailyMenuSelection: Record<string, unknown>;

type Slots = {
  is_open: boolean;
  asap_estimate: string | null;
  daily_menu_hours: { from: string; to: string } | null;
  slots: { value: string; date: string; time: string }[];
};

beforeAll(async () => {
  const signedIn = await signInCustomer();
  customer = shop(signedIn.client);
  userId = signedIn.userId;
  dailyMenu = await productId('menu-del-dia');
  const ruzafa = (await getOrderingRestaurant('valencia-ruzafa'))!;
  const menu = (await cachedProducts(ruzafa, 'takeaway')).find((product) => product.id === dailyMenu)!;
  const first = (kind: string) => menu.components.find((component) => component.kind === kind)?.productId;
  dailyMenuSelection = selection(dailyMenu, {
    kind: 'menu',
    starter: first('starter'),
    dish: first('dish'),
    drink: first('drink'),
    dessert: first('dessert'),
  });
});

beforeEach(async () => {
  clock.advance(61_000);
  await db.cartItem.deleteMany({ where: { userId } });
});

const addDailyMenu = (deliveryType: string) =>
  customer.add(cartBody(dailyMenuSelection, { delivery_type: deliveryType, restaurant: 'valencia-ruzafa' }));

describe('a daily menu ordered outside its hours', () => {
  it('goes in a takeaway cart at 20:00, and checkout offers only times from 8:00 to 16:00', async () => {
    const added = await addDailyMenu('recoger');
    expect(added.body).toMatchObject({ data: { product: { product_id: dailyMenu } } });
    expect(added.status).toBe(201);
    expect((await customer.cart()).map((item) => item.available)).toEqual([true]);

    const { data } = (await customer.slots()).body as { data: Slots };
    expect(data.daily_menu_hours).toEqual({ from: '08:00', to: '16:00' });
    expect(data.is_open).toBe(false);
    expect(data.asap_estimate).toBeNull();
    expect(data.slots.length).toBeGreaterThan(0);
    for (const slot of data.slots) {
      expect(slot.time >= '08:00' && slot.time <= '16:00', `${slot.date} ${slot.time}`).toBe(true);
    }

    const lunch = await customer.placeOrder(orderBody({ asap: false, scheduled_for: data.slots[0]!.value }));
    expect(lunch.status).toBe(201);
    expect(lunch.body.data).toMatchObject({ asap: false, scheduled_for: data.slots[0]!.value });
  });

  it('refuses a time outside its hours with the reason, and keeps the cart', async () => {
    await addDailyMenu('recoger');
    const cart = await customer.cart();
    // Without the daily menu, the same cart is offered the evening too.
    await db.cartItem.deleteMany({ where: { userId } });
    await customer.add(
      cartBody(selection(await productId('burger-clasica')), {
        delivery_type: 'recoger',
        restaurant: 'valencia-ruzafa',
      }),
    );
    const everyTime = ((await customer.slots()).body as { data: Slots }).data;
    expect(everyTime.daily_menu_hours).toBeNull();
    const late = everyTime.slots.find((slot) => slot.time > '16:00')!;
    expect(late).toBeDefined();

    await db.cartItem.deleteMany({ where: { userId } });
    await addDailyMenu('recoger');
    const refused = await customer.placeOrder(orderBody({ asap: false, scheduled_for: late.value }));
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      code: 'daily_menu_hours',
      message: 'El menú del día solo se sirve de 8:00 a 16:00. Elige una hora entre las 8:00 y las 16:00.',
    });
    expect((await customer.cart()).map((item) => item.product.product_id)).toEqual(
      cart.map((item) => item.product.product_id),
    );
  });

  it('is refused for fast service, which is for now', async () => {
    const ruzafa = (await getOrderingRestaurant('valencia-ruzafa'))!;
    const listed = (await cachedProducts(ruzafa, 'fast')).find((product) => product.id === dailyMenu);
    expect(listed).toMatchObject({ orderable: false, unavailableReason: 'daily_menu_hours' });
    const fast = await addDailyMenu('fast');
    expect(fast.status).toBe(422);
    expect(fast.body.code).toBe('product_unavailable');
  });
});
