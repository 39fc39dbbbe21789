import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { readMigrations } from '@/lib/db/migrate';
import { setUpTemporaryFiles } from '../support/api-client';
import { TEST_DATABASE_FILE } from '../support/integration-db';
import { fakeClockFrom, productId, shop, signInCustomer, type Shop } from '../support/ordering';

// Selections stored in the earlier shape are carried over by a SQLite data
// migration (20261124130000_selection_json_by_kind). PostgreSQL starts after it,
// so this file runs on SQLite only (vitest.config.ts).

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

describe('selections stored before the schema', () => {
  it('the migration gives them their kind and snake_case keys; the line stays available', async () => {
    const restaurant = await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } });
    const legacy = {
      product_id: burger,
      quantity: 1,
      ingredients: [],
      sauces: [],
      noIngredients: false,
      noSauces: false,
      starter: null,
      dish: null,
      drink: null,
      dessert: null,
      coffee: null,
      pendingDrinks: [],
      pendingDesserts: [],
      extraOptions: { double_cheese: true },
      gift: false,
    };
    await db.cartItem.create({
      data: {
        userId,
        productId: burger,
        restaurantId: restaurant.id,
        deliveryType: 'delivery',
        quantity: 2,
        selection: JSON.stringify(legacy),
        selectionKey: 'legacy',
        unitPriceCents: 1,
      },
    });
    // Unreadable before the migration: the line is shown as unavailable, never priced from a guess.
    expect((await customer.cart())[0]?.available).toBe(false);

    const migration = readMigrations().find((candidate) => candidate.name.endsWith('_selection_json_by_kind'))!;
    const connection = new Database(TEST_DATABASE_FILE);
    try {
      connection.exec(migration.sql);
    } finally {
      connection.close();
    }

    const [line] = await customer.cart();
    expect(line).toMatchObject({ available: true, quantity: 2 });
    expect(line!.product.selection).toEqual({
      kind: 'burger',
      product_id: burger,
      quantity: 1,
      ingredients: [],
      sauces: [],
      no_ingredients: false,
      no_sauces: false,
      extra_options: { double_cheese: true },
    });
  });
});
