import { afterAll } from 'vitest';
import { copyTemplateDatabase, removeDatabase } from './test-db';
import { copyTemplatePostgresql, dropPostgresqlDatabase } from './test-db-postgresql';

// Runs before each integration test file is imported: the file gets its own
// seeded database (a SQLite file, or a PostgreSQL database when the suite runs
// with TEST_POSTGRESQL_URL), and lib/db's client (created lazily on first
// import) opens it.
const onPostgresql = Boolean(process.env.TEST_POSTGRESQL_URL);
const postgresql = onPostgresql ? await copyTemplatePostgresql() : null;
const file = onPostgresql ? '' : copyTemplateDatabase();
process.env.DATABASE_URL = postgresql?.url ?? `file:${file}`;

const globalForDb = globalThis as unknown as { prisma?: { $disconnect(): Promise<void> } };
delete globalForDb.prisma;

afterAll(async () => {
  await globalForDb.prisma?.$disconnect();
  delete globalForDb.prisma;
  if (postgresql) await dropPostgresqlDatabase(postgresql.name);
  else removeDatabase(file);
});

/** The SQLite file of this test file's database; empty on PostgreSQL. */
export const TEST_DATABASE_FILE = file;
