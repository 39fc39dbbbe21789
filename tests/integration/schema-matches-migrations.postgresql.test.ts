import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { POSTGRESQL_MIGRATIONS_DIR, migratePostgresql } from '@/lib/db/migrate-postgresql';
import { readMigrations } from '@/lib/db/migrate';
import { compareSchemaWithPostgresql } from '../support/schema-model';
import { createPostgresqlDatabase, dropPostgresqlDatabase } from '../support/test-db-postgresql';

// prisma/migrations-postgresql against schema.prisma, as
// schema-matches-migrations.test.ts does for SQLite (runs on PostgreSQL only).

const created: string[] = [];
async function freshDatabase(): Promise<string> {
  const name = `schema_${process.pid}_${created.length}`;
  created.push(name);
  await dropPostgresqlDatabase(name);
  return createPostgresqlDatabase(name);
}
afterAll(async () => {
  for (const name of created) await dropPostgresqlDatabase(name);
});

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('the PostgreSQL migrations', () => {
  it('build a database that matches schema.prisma: every model, field, relation, unique and index', async () => {
    const url = await freshDatabase();
    await migratePostgresql(url);
    expect(await compareSchemaWithPostgresql(url)).toEqual([]);
  });

  it('are caught drifting when a column is removed from a migration', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-migrations-'));
    try {
      fs.cpSync(POSTGRESQL_MIGRATIONS_DIR, dir, { recursive: true });
      const [first] = readMigrations(dir);
      const file = path.join(dir, first!.name, 'migration.sql');
      const sql = fs.readFileSync(file, 'utf8');
      const drifted = sql.replace(/^\s*"receivePublicity" BOOLEAN NOT NULL DEFAULT false,\n/m, '');
      expect(drifted).not.toBe(sql);
      fs.writeFileSync(file, drifted);
      const url = await freshDatabase();
      await migratePostgresql(url, dir);
      expect(await compareSchemaWithPostgresql(url)).toContain('column User.receivePublicity is missing');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are recorded in _prisma_migrations like Prisma does, applied once even by two processes at once', async () => {
    const url = await freshDatabase();
    const [first, second] = await Promise.all([migratePostgresql(url), migratePostgresql(url)]);
    const names = readMigrations(POSTGRESQL_MIGRATIONS_DIR).map((migration) => migration.name);
    expect([...first.applied, ...second.applied].sort()).toEqual(names);
    const rows = await query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      url,
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows.map((row) => row.migration_name)).toEqual(names);
    for (const row of rows) {
      const sql = fs.readFileSync(path.join(POSTGRESQL_MIGRATIONS_DIR, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).not.toBeNull();
    }
  });

  it('leave nothing behind when a migration fails', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-broken-'));
    try {
      fs.mkdirSync(path.join(dir, '20990101000000_broken'));
      fs.writeFileSync(
        path.join(dir, '20990101000000_broken', 'migration.sql'),
        'CREATE TABLE "Half" ("id" INTEGER NOT NULL PRIMARY KEY);\nTHIS IS NOT SQL;\n',
      );
      const url = await freshDatabase();
      await expect(migratePostgresql(url, dir)).rejects.toThrow(/20990101000000_broken/);
      expect(await query(url, `SELECT 1 FROM information_schema.tables WHERE table_name = 'Half'`)).toEqual([]);
      expect(await query(url, 'SELECT 1 FROM "_prisma_migrations"')).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
