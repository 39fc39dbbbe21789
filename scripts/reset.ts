// npm run db:reset: deletes the database file, migrates and seeds it again.
import fs from 'node:fs';
import { migrateDatabase } from '../lib/db/migrate';
import { createPrismaClient } from '../lib/db/client';
import { databaseFile } from '../lib/db/url';
import { seed } from '../prisma/seed';

const file = databaseFile();
for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
migrateDatabase(file);
const db = createPrismaClient();
try {
  await seed(db);
  console.log(`Reset ${file} with the demo chain.`);
} finally {
  await db.$disconnect();
}
