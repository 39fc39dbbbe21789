// Migrates DATABASE_URL and seeds it when it holds no data yet, so the first
// start on an empty database comes up with the demo chain.
import { migrateDatabase } from '../lib/db/migrate';
import { createPrismaClient } from '../lib/db/client';
import { databaseFile } from '../lib/db/url';
import { seed } from '../prisma/seed';

const file = databaseFile();
const { applied, modified } = migrateDatabase(file);
for (const name of modified) console.warn(`Warning: migration ${name} was modified after it was applied.`);
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);

const db = createPrismaClient();
try {
  if ((await db.city.count()) === 0) {
    console.log(`Seeding the demo chain into ${file}…`);
    await seed(db);
  }
} finally {
  await db.$disconnect();
}
