// Migrates DATABASE_URL and seeds it when it holds no data yet, so the first
// start on an empty database comes up with the demo chain.
import { applyMigrations } from '../lib/db/migrations';
import { createPrismaClient } from '../lib/db/client';
import { seed } from '../prisma/seed';

const { applied, modified, target } = await applyMigrations();
for (const name of modified) console.warn(`Warning: migration ${name} was modified after it was applied.`);
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);

const db = createPrismaClient();
try {
  if ((await db.city.count()) === 0) {
    console.log(`Seeding the demo chain into ${target}…`);
    await seed(db);
  }
} finally {
  await db.$disconnect();
}
