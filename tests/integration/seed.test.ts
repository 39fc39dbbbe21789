import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { databaseProvider } from '@/lib/db/url';
import { seed } from '@/prisma/seed';

const TABLES = {
  sqlite: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  postgresql: "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
};

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(TABLES[databaseProvider()]);
  const counts = await Promise.all(
    tables.map(async ({ name }) => {
      const [row] = await db.$queryRawUnsafe<{ n: number | bigint }[]>(`SELECT count(*) AS n FROM "${name}"`);
      return [name, Number(row!.n)] as const;
    }),
  );
  return Object.fromEntries(counts);
}

describe('the demo seed', () => {
  it('leaves the same row counts when it runs again', async () => {
    const before = await rowCounts();
    await seed(db);
    expect(await rowCounts()).toEqual(before);
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
