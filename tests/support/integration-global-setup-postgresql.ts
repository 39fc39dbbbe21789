import { migratePostgresql } from '@/lib/db/migrate-postgresql';
import { createPrismaClient } from '@/lib/db/client';
import { seed } from '@/prisma/seed';
import { TEMPLATE_NAME, createPostgresqlDatabase, dropPostgresqlDatabase } from './test-db-postgresql';

// The integration suite on PostgreSQL (npm run test:postgresql): one migrated
// and seeded template per run, copied for each test file
// (tests/support/integration-db.ts).
export default async function setup() {
  if (!process.env.TEST_POSTGRESQL_URL) throw new Error('TEST_POSTGRESQL_URL names the PostgreSQL server to test on');
  process.env.TEST_POSTGRESQL_TEMPLATE = TEMPLATE_NAME;
  await dropPostgresqlDatabase(TEMPLATE_NAME);
  const url = await createPostgresqlDatabase(TEMPLATE_NAME);
  await migratePostgresql(url);
  const db = createPrismaClient(url);
  await seed(db);
  await db.$disconnect();
  return () => dropPostgresqlDatabase(TEMPLATE_NAME);
}
