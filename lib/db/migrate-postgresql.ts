import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { readMigrations, type MigrateResult } from './migrate';

// The PostgreSQL twin of migrateDatabase: applies
// prisma/migrations-postgresql/<name>/migration.sql in order, each in its own
// transaction, and records it in _prisma_migrations as Prisma does. An
// advisory lock lets several processes start at once: the first applies, the
// others wait and find nothing left to do.

export const POSTGRESQL_MIGRATIONS_DIR = path.resolve(process.cwd(), 'prisma/migrations-postgresql');

/** Any number, the same in every process of this product. */
const MIGRATION_LOCK = 727_202_611;

const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export async function migratePostgresql(url: string, dir: string = POSTGRESQL_MIGRATIONS_DIR): Promise<MigrateResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(MIGRATIONS_TABLE);
    const result: MigrateResult = { applied: [], modified: [] };
    for (const migration of readMigrations(dir)) {
      const { rows } = await client.query<{ checksum: string }>(
        `SELECT checksum FROM "_prisma_migrations"
         WHERE migration_name = $1 AND finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        [migration.name],
      );
      if (rows[0]) {
        if (rows[0].checksum !== migration.checksum) result.modified.push(migration.name);
        continue;
      }
      const startedAt = new Date();
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, $4, 1)`,
          [randomUUID(), migration.checksum, migration.name, startedAt],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`${migration.name}: ${(error as Error).message}`, { cause: error });
      }
      result.applied.push(migration.name);
    }
    return result;
  } finally {
    await client.end();
  }
}

/** Drops every table, function and record of the database's public schema (npm run db:reset). */
export async function emptyPostgresql(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}
