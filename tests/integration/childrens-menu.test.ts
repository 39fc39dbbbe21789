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

// Spec section 9 and issue 12 item 4: the children's menu is only for a child
// up to 12, one of the customer's children, checked by the server when the
// menu is added and again when the order is placed.

setUpTemporaryFiles();
const clock = fakeClockFrom();

let customer: Shop;
let userId: number;
let menu: Record<string, unknown>;
let pablo: number;

const yearsAgo = (years: number, days = 0) => {
  const date = new Date(clock.now());
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
};

beforeAll(async () => {
  const signedIn = await signInCustomer();
  customer = shop(signedIn.client);
  userId = signedIn.userId;
  const menuId = await productId('menu-infantil');
  const ruzafa = (await getOrderingRestaurant('valencia-ruzafa'))!;
  const product = (await cachedProducts(ruzafa, 'takeaway')).find((candidate) => candidate.id === menuId)!;
  const first = (kind: string) => product.components.find((component) => component.kind === kind)?.productId;
  menu = selection(menuId, { kind: 'menu', dish: first('dish'), drink: first('drink'), dessert: first('dessert') });
  pablo = (await db.child.findFirstOrThrow({ where: { userId, name: 'Pablo' } })).id;
});

beforeEach(async () => {
  clock.advance(61_000);
  await db.cartItem.deleteMany({ where: { userId } });
});

const addMenu = (extra: Record<string, unknown>) =>
  customer.add(cartBody({ ...menu, ...extra }, { delivery_type: 'recoger' }));

describe("the children's menu", () => {
  it("needs one of the customer's children", async () => {
    const forNobody = await addMenu({});
    expect(forNobody.status).toBe(422);
    expect(forNobody.body).toEqual({
      code: 'childrens_menu_child',
      message: 'Indica para cuál de tus hijos es el menú infantil (puedes añadirlo en Mi cuenta).',
    });
    const staff = await db.user.findUniqueOrThrow({ where: { email: 'personal@example.com' } });
    const someoneElses = await db.child.create({
      data: { userId: staff.id, name: 'Ajeno', birthDate: yearsAgo(6) },
    });
    expect((await addMenu({ child_id: someoneElses.id })).body.code).toBe('childrens_menu_child');
    expect(await customer.cart()).toEqual([]);
  });

  it('is for children up to 12: a 13-year-old is refused, a 12-year-old is not', async () => {
    const teen = await db.child.create({ data: { userId, name: 'Lucía', birthDate: yearsAgo(13) } });
    const twelve = await db.child.create({ data: { userId, name: 'Marc', birthDate: yearsAgo(12, 1) } });
    try {
      const refused = await addMenu({ child_id: teen.id });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        code: 'childrens_menu_age',
        message: 'El menú infantil es solo para niños de hasta 12 años.',
      });
      expect((await addMenu({ child_id: twelve.id })).status).toBe(201);
    } finally {
      await db.cartItem.deleteMany({ where: { userId } });
      await db.child.deleteMany({ where: { id: { in: [teen.id, twelve.id] } } });
    }
  });

  it('keeps the child with the line, and the order checks the age again', async () => {
    const added = await addMenu({ child_id: pablo });
    expect(added.status).toBe(201);
    expect(added.body.data.product.selection).toMatchObject({ kind: 'menu', child_id: pablo });

    const birthDate = (await db.child.findUniqueOrThrow({ where: { id: pablo } })).birthDate;
    // Between adding and ordering, the record says Pablo is 13 (a corrected birth date).
    await db.child.update({ where: { id: pablo }, data: { birthDate: yearsAgo(13) } });
    try {
      const slots = (await customer.slots()).body.data.slots as { value: string }[];
      const refused = await customer.placeOrder(orderBody({ asap: false, scheduled_for: slots[0]!.value }));
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('childrens_menu_age');
      expect(await customer.cart()).toHaveLength(1);
    } finally {
      await db.child.update({ where: { id: pablo }, data: { birthDate } });
    }
    const slots = (await customer.slots()).body.data.slots as { value: string }[];
    const placed = await customer.placeOrder(orderBody({ asap: false, scheduled_for: slots[0]!.value }));
    expect(placed.status).toBe(201);
    expect(placed.body.data.lines[0].selection).toMatchObject({ child_id: pablo });
  });

  it('is the only product that is for a child', async () => {
    const burger = await customer.add(
      cartBody(selection(await productId('burger-clasica'), { child_id: pablo }), { delivery_type: 'recoger' }),
    );
    expect(burger.status).toBe(422);
  });
});
