import { afterAll } from 'vitest';
import { copyTemplateDatabase, removeDatabase } from './test-db';

// Runs before each integration test file is imported: the file gets its own
// seeded database, and lib/db's client (created lazily on first import) opens it.
const file = copyTemplateDatabase();
process.env.DATABASE_URL = `file:${file}`;

const globalForDb = globalThis as unknown as { prisma?: { $disconnect(): Promise<void> } };
delete globalForDb.prisma;

afterAll(async () => {
  await globalForDb.prisma?.$disconnect();
  delete globalForDb.prisma;
  removeDatabase(file);
});

export const TEST_DATABASE_FILE = file;
