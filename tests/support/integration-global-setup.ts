import fs from 'node:fs';
import Database from 'better-sqlite3';
import { migrateDatabase } from '@/lib/db/migrate';
import { createPrismaClient } from '@/lib/db/client';
import { seed } from '@/prisma/seed';
import { TEMPLATE_DB, TEST_DB_DIR } from './test-db';

// Builds the migrated and seeded template once per run; each test file then
// works on its own copy (tests/support/integration-db.ts).
export default async function setup() {
  process.env.TEST_DB_DIR = TEST_DB_DIR;
  fs.rmSync(TEST_DB_DIR, { recursive: true, force: true });
  fs.mkdirSync(TEST_DB_DIR, { recursive: true });
  migrateDatabase(TEMPLATE_DB);
  const db = createPrismaClient(`file:${TEMPLATE_DB}`);
  await seed(db);
  await db.$disconnect();
  // Fold the WAL into the main file so a plain copy holds everything.
  const raw = new Database(TEMPLATE_DB);
  raw.pragma('wal_checkpoint(TRUNCATE)');
  raw.pragma('journal_mode = DELETE');
  raw.close();
  return () => fs.rmSync(TEST_DB_DIR, { recursive: true, force: true });
}
