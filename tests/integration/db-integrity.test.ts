import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { createPrismaClient } from '@/lib/db/client';
import { MIGRATIONS_DIR, migrateDatabase, readMigrations } from '@/lib/db/migrate';
import { errorResponse } from '@/lib/api/route';
import { Prisma } from '@/lib/generated/prisma/client';
import { seed } from '@/prisma/seed';

// History is kept (nothing ordered, no allergy and no loyalty point disappears
// because something it refers to was deleted) and the database itself refuses
// impossible money, quantities and states (docs/decisions/015).

/** Rows of `table` whose `column` holds `value`, counted by the database itself (SQLite or PostgreSQL). */
async function count(table: string, column: string, value: number): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number | bigint }[]>`
    SELECT count(*) AS n FROM ${Prisma.raw(`"${table}"`)} WHERE ${Prisma.raw(`"${column}"`)} = ${value}`;
  return Number(row!.n);
}

/** What each database says when a CHECK constraint refuses a row. */
const CHECK_REFUSAL = /CHECK constraint failed|violates check constraint/i;

async function refusal(
  work: () => Promise<unknown>,
): Promise<{ status: number; body: { code: string; message: string }; headers: Headers }> {
  const error = await work().then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, 'the database accepted it').not.toBeNull();
  const response = errorResponse(error);
  return { status: response.status, body: await response.json(), headers: response.headers };
}

async function newOrder(userId: number): Promise<number> {
  const restaurant = await db.restaurant.findFirstOrThrow();
  const product = await db.product.findFirstOrThrow();
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const order = await db.order.create({
    data: {
      publicId: `integrity-${stamp}`,
      number: `TEST-${stamp}`,
      userId,
      restaurantId: restaurant.id,
      deliveryType: 'takeaway',
      customerName: 'Cliente',
      subtotalCents: 1000,
      totalCents: 1000,
      taxCents: 91,
      paymentMethod: 'cash',
      lines: {
        create: {
          productId: product.id,
          productName: product.name,
          category: product.category,
          quantity: 1,
          unitPriceCents: 1000,
          totalCents: 1000,
        },
      },
      statusChanges: { create: { status: 'received' } },
    },
  });
  return order.id;
}

describe('deleting what history refers to', () => {
  it('refuses an allergen that products, ingredients or a customer declare, with 409, and changes nothing', async () => {
    const declared = await db.userAllergen.findFirst();
    const allergenId = declared?.allergenId ?? (await db.productAllergen.findFirstOrThrow()).allergenId;
    const before = {
      products: await count('ProductAllergen', 'allergenId', allergenId),
      customers: await count('UserAllergen', 'allergenId', allergenId),
    };
    const { status, body } = await refusal(() => db.allergen.delete({ where: { id: allergenId } }));
    expect(status).toBe(409);
    expect(body).toEqual({ code: 'in_use', message: 'No se puede borrar porque está en uso.' });
    expect(await db.allergen.count({ where: { id: allergenId } })).toBe(1);
    expect(await count('ProductAllergen', 'allergenId', allergenId)).toBe(before.products);
    expect(await count('UserAllergen', 'allergenId', allergenId)).toBe(before.customers);
  });

  it('keeps a customer’s declared allergy when someone tries to delete the allergen', async () => {
    const user = await db.user.findFirstOrThrow({ where: { email: 'cliente@example.com' } });
    const allergen = await db.allergen.findFirstOrThrow({ where: { users: { none: { userId: user.id } } } });
    await db.userAllergen.create({ data: { userId: user.id, allergenId: allergen.id } });
    await refusal(() => db.allergen.delete({ where: { id: allergen.id } }));
    expect(await db.userAllergen.count({ where: { userId: user.id, allergenId: allergen.id } })).toBe(1);
  });

  it('refuses to delete an order: its lines, discounts and status history stay', async () => {
    const user = await db.user.findFirstOrThrow({ where: { email: 'cliente@example.com' } });
    const orderId = await newOrder(user.id);
    const { status } = await refusal(() => db.order.delete({ where: { id: orderId } }));
    expect(status).toBe(409);
    expect(await count('OrderLine', 'orderId', orderId)).toBe(1);
    expect(await count('OrderStatusChange', 'orderId', orderId)).toBe(1);
  });

  it('refuses a product, restaurant or user that orders, carts or loyalty entries refer to', async () => {
    const user = await db.user.findFirstOrThrow({ where: { email: 'cliente@example.com' } });
    const orderId = await newOrder(user.id);
    const order = await db.order.findUniqueOrThrow({ where: { id: orderId }, include: { lines: true } });
    await db.loyaltyLedgerEntry.create({ data: { userId: user.id, points: 1, reason: 'adjustment' } });
    for (const work of [
      () => db.product.delete({ where: { id: order.lines[0]!.productId } }),
      () => db.restaurant.delete({ where: { id: order.restaurantId } }),
      () => db.user.delete({ where: { id: user.id } }),
    ]) {
      expect((await refusal(work)).status).toBe(409);
    }
    expect(await db.loyaltyLedgerEntry.count({ where: { userId: user.id } })).toBeGreaterThan(0);
  });
});

describe('CHECK constraints', () => {
  const refused = [
    ['a negative price', `UPDATE "Product" SET "basePriceCents" = -1 WHERE id = (SELECT min(id) FROM "Product")`],
    [
      'a negative extra price',
      `UPDATE "Ingredient" SET "extraPriceCents" = -5 WHERE id = (SELECT min(id) FROM "Ingredient")`,
    ],
    [
      'a negative shipping cost',
      `UPDATE "Restaurant" SET "shippingCostCents" = -250 WHERE id = (SELECT min(id) FROM "Restaurant")`,
    ],
    ['an order line of 0 units', `UPDATE "OrderLine" SET "quantity" = 0 WHERE id = (SELECT min(id) FROM "OrderLine")`],
    [
      'an order line of 100 units',
      `UPDATE "OrderLine" SET "quantity" = 100 WHERE id = (SELECT min(id) FROM "OrderLine")`,
    ],
    ['a negative order total', `UPDATE "Order" SET "totalCents" = -1 WHERE id = (SELECT min(id) FROM "Order")`],
    ['an unknown order status', `UPDATE "Order" SET "status" = 'lost' WHERE id = (SELECT min(id) FROM "Order")`],
    [
      'an unknown delivery type',
      `UPDATE "Order" SET "deliveryType" = 'drone' WHERE id = (SELECT min(id) FROM "Order")`,
    ],
    [
      'an unknown payment method',
      `UPDATE "Order" SET "paymentMethod" = 'bitcoin' WHERE id = (SELECT min(id) FROM "Order")`,
    ],
    ['a negative discount', `UPDATE "Order" SET "discountCents" = -100 WHERE id = (SELECT min(id) FROM "Order")`],
  ] as const;

  it.each(refused)('refuse %s', async (_name, sql) => {
    const user = await db.user.findFirstOrThrow({ where: { email: 'cliente@example.com' } });
    await newOrder(user.id);
    await expect(db.$executeRawUnsafe(sql)).rejects.toThrow(CHECK_REFUSAL);
  });

  it('refuse a cart line of 0 or 100 units', async () => {
    const user = await db.user.findFirstOrThrow({ where: { email: 'cliente@example.com' } });
    const [restaurant, product] = await Promise.all([db.restaurant.findFirstOrThrow(), db.product.findFirstOrThrow()]);
    const base = {
      userId: user.id,
      productId: product.id,
      restaurantId: restaurant.id,
      deliveryType: 'takeaway',
      unitPriceCents: 100,
    };
    await expect(db.cartItem.create({ data: { ...base, quantity: 0, selectionKey: 'zero' } })).rejects.toThrow(
      CHECK_REFUSAL,
    );
    await expect(db.cartItem.create({ data: { ...base, quantity: 100, selectionKey: 'hundred' } })).rejects.toThrow(
      CHECK_REFUSAL,
    );
    await expect(db.cartItem.create({ data: { ...base, quantity: 99, selectionKey: 'max' } })).resolves.toMatchObject({
      quantity: 99,
    });
  });
});

describe('database refusals in the error table', () => {
  it('answers a unique violation with 409 naming what already exists', async () => {
    const user = await db.user.findFirstOrThrow();
    const { status, body } = await refusal(() =>
      db.user.create({ data: { name: 'Otra', email: user.email, passwordHash: 'x' } }),
    );
    expect(status).toBe(409);
    expect(body).toEqual({ code: 'already_exists', message: 'Ya existe una cuenta con ese correo electrónico.' });
  });

  it('answers a record that is gone with 404', async () => {
    const { status, body } = await refusal(() =>
      db.address.update({ where: { id: 2_000_000_000 }, data: { street: 'x' } }),
    );
    expect(status).toBe(404);
    expect(body.code).toBe('not_found');
  });

  it('answers a busy or conflicting database with 503 and Retry-After', async () => {
    const busy = new Prisma.PrismaClientKnownRequestError('Transaction failed due to a write conflict', {
      code: 'P2034',
      clientVersion: Prisma.prismaVersion.client,
    });
    const response = errorResponse(busy);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await response.json()).code).toBe('database_busy');
  });
});

describe('the migration that added the constraints', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'integrity-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('keeps every row of a database that was in use before it', async () => {
    const all = readMigrations();
    const index = all.findIndex((migration) => migration.name.endsWith('_history_kept_and_checked'));
    expect(index).toBeGreaterThan(0);
    const before = path.join(scratch, 'migrations');
    fs.mkdirSync(before);
    for (const migration of all.slice(0, index)) {
      fs.cpSync(path.join(MIGRATIONS_DIR, migration.name), path.join(before, migration.name), { recursive: true });
    }
    // The demo chain, seeded with today's client into today's schema, then
    // copied (the columns both have) into a database at the older schema.
    const full = path.join(scratch, 'full.db');
    migrateDatabase(full);
    const client = createPrismaClient(`file:${full}`);
    await seed(client);
    await client.$disconnect();
    const file = path.join(scratch, 'upgrade.db');
    migrateDatabase(file, before);
    const copy = new Database(file);
    try {
      copy.pragma('foreign_keys = OFF');
      copy.prepare('ATTACH DATABASE ? AS full').run(full);
      const tables = copy
        .prepare(
          "SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'",
        )
        .all() as { name: string }[];
      const columns = (schema: string, table: string) =>
        (copy.prepare(`SELECT name FROM pragma_table_info(?, ?)`).all(table, schema) as { name: string }[]).map(
          (column) => column.name,
        );
      for (const { name } of tables) {
        const theirs = new Set(columns('full', name));
        const shared = columns('main', name)
          .filter((column) => theirs.has(column))
          .map((column) => `"${column}"`)
          .join(', ');
        if (shared) copy.exec(`INSERT INTO main."${name}" (${shared}) SELECT ${shared} FROM full."${name}"`);
      }
      copy.exec('DETACH DATABASE full');
    } finally {
      copy.close();
    }

    const counts = (): Record<string, number> => {
      const connection = new Database(file, { readonly: true });
      try {
        const tables = connection
          .prepare(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'",
          )
          .all() as { name: string }[];
        return Object.fromEntries(
          tables.map(({ name }) => [
            name,
            (connection.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n,
          ]),
        );
      } finally {
        connection.close();
      }
    };
    const rowsBefore = counts();
    expect(migrateDatabase(file).applied.length).toBe(all.length - index);
    const rowsAfter = counts();
    expect(Object.fromEntries(Object.keys(rowsBefore).map((table) => [table, rowsAfter[table]]))).toEqual(rowsBefore);
    const connection = new Database(file, { readonly: true });
    try {
      expect(connection.pragma('foreign_key_check')).toEqual([]);
    } finally {
      connection.close();
    }
  });
});
