// npm run db:reset: empties the database (deletes the SQLite file, or drops
// PostgreSQL's public schema), migrates and seeds it again.
import fs from 'node:fs';
import { applyMigrations } from '../lib/db/migrations';
import { emptyPostgresql } from '../lib/db/migrate-postgresql';
import { createPrismaClient } from '../lib/db/client';
import { databaseFile, databaseProvider, databaseUrl } from '../lib/db/url';
import { seed } from '../prisma/seed';

const url = databaseUrl();
if (databaseProvider(url) === 'postgresql') await emptyPostgresql(url);
else for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(databaseFile(url) + suffix, { force: true });
const { target } = await applyMigrations(url);
const db = createPrismaClient(url);
try {
  await seed(db);
  console.log(`Reset ${target} with the demo chain.`);
} finally {
  await db.$disconnect();
}
