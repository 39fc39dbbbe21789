import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { seed } from '@/prisma/seed';
import { TEST_DATABASE_FILE } from '../support/integration-db';

function rowCounts(): Record<string, number> {
  const raw = new Database(TEST_DATABASE_FILE, { readonly: true });
  try {
    const tables = raw
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => [name, (raw.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n]),
    );
  } finally {
    raw.close();
  }
}

describe('the demo seed', () => {
  it('leaves the same row counts when it runs again', async () => {
    const before = rowCounts();
    await seed(db);
    expect(rowCounts()).toEqual(before);
  });

  it('has the demo chain the design asks for', async () => {
    const [cities, restaurants, closedKitchens, allergensUsed, promotions] = await Promise.all([
      db.city.count(),
      db.restaurant.groupBy({ by: ['cityId'], _count: true }),
      db.restaurant.count({ where: { closedKitchen: true } }),
      db.allergen.count({ where: { products: { some: {} } } }),
      db.promotion.count(),
    ]);
    expect(cities).toBeGreaterThanOrEqual(4);
    for (const group of restaurants) expect(group._count).toBeGreaterThanOrEqual(2);
    expect(closedKitchens).toBe(1);
    expect(allergensUsed).toBe(14);
    expect(promotions).toBeGreaterThanOrEqual(2);
    const coffees = await db.product.findMany({ where: { category: 'coffee' }, select: { deliveryTypes: true } });
    expect(coffees.length).toBeGreaterThan(0);
    for (const coffee of coffees) expect(coffee.deliveryTypes.map((d) => d.deliveryType)).toEqual(['fast']);
    const customer = await db.user.findUniqueOrThrow({
      where: { email: 'cliente@example.com' },
      select: { emailVerifiedAt: true, addresses: true, children: true, loyaltyEntries: true },
    });
    expect(customer.emailVerifiedAt).not.toBeNull();
    expect(customer.addresses.length).toBeGreaterThan(0);
    expect(customer.children.length).toBeGreaterThan(0);
    expect(customer.loyaltyEntries.reduce((sum, entry) => sum + entry.points, 0)).toBeGreaterThan(0);
  });
});
