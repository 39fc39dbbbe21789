import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { setUpTemporaryFiles } from '../support/api-client';
import { cartBody, fakeClockFrom, productId, selection, shop, signInCustomer, type Shop } from '../support/ordering';

// The selection's one schema (lib/pricing/selection-schema.ts) at the cart's
// edge: malformed selections answer 422 with the field and change nothing.
// Selections stored in the earlier shape: selection-migration.test.ts.

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

const MALFORMED: Array<[string, () => Record<string, unknown>, string]> = [
  ['an unknown key', () => selection(burger, { unit_price: 1 }), 'products'],
  ['a string id', () => selection(burger, { product_id: String(burger) }), 'products.product_id'],
  ['quantity 100', () => selection(burger, { quantity: 100 }), 'products.quantity'],
  ['a menu choice on a burger', () => selection(burger, { dish: 1 }), 'products'],
  ['no kind', () => ({ product_id: burger, quantity: 1 }), 'products.kind'],
];

describe('POST /api/cart with a malformed selection', () => {
  it.each(MALFORMED)('%s → 422 naming the field; the cart is unchanged', async (_, body, field) => {
    const response = await customer.add(cartBody(body()));
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('validation_failed');
    expect(Object.keys(response.body.errors)).toContain(field);
    expect(await db.cartItem.count({ where: { userId } })).toBe(0);
  });
});

describe('PUT /api/cart/{id} with a malformed selection', () => {
  it.each(MALFORMED)('%s → 422 naming the field; the line is unchanged', async (_, body, field) => {
    const added = await customer.add(cartBody(selection(burger)));
    expect(added.status).toBe(201);
    const before = await db.cartItem.findUniqueOrThrow({ where: { id: added.body.data.id } });
    const response = await customer.update(added.body.data.id, cartBody(body()));
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toContain(field);
    expect(await db.cartItem.findUniqueOrThrow({ where: { id: before.id } })).toEqual(before);
  });
});
