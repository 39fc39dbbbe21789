import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrateDatabase, readMigrations } from '@/lib/db/migrate';
import { compareSchemaWithDatabase } from '../support/schema-model';

const scratch: string[] = [];
function scratchDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  scratch.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the migrations', () => {
  it('build a database that matches schema.prisma: every model, field, relation, unique and index', () => {
    const file = path.join(scratchDir(), 'fresh.db');
    migrateDatabase(file);
    expect(compareSchemaWithDatabase(file)).toEqual([]);
  });

  it('are caught drifting when a column is removed from a migration', () => {
    const dir = scratchDir();
    fs.cpSync(MIGRATIONS_DIR, path.join(dir, 'migrations'), { recursive: true });
    const [first] = readMigrations(path.join(dir, 'migrations'));
    const sqlFile = path.join(dir, 'migrations', first!.name, 'migration.sql');
    const sql = fs.readFileSync(sqlFile, 'utf8');
    const withoutColumn = sql.replace(/^\s*"receivePublicity" BOOLEAN NOT NULL DEFAULT false,\n/m, '');
    expect(withoutColumn).not.toBe(sql);
    fs.writeFileSync(sqlFile, withoutColumn);

    const file = path.join(dir, 'drifted.db');
    migrateDatabase(file, path.join(dir, 'migrations'));
    expect(compareSchemaWithDatabase(file)).toContain('column User.receivePublicity is missing');
  });

  it('are recorded in _prisma_migrations like Prisma does, and applied once', () => {
    const file = path.join(scratchDir(), 'history.db');
    const first = migrateDatabase(file);
    const second = migrateDatabase(file);
    const names = readMigrations().map((migration) => migration.name);
    expect(first.applied).toEqual(names);
    expect(second.applied).toEqual([]);

    const db = new Database(file, { readonly: true });
    const rows = db
      .prepare(
        'SELECT migration_name, checksum, finished_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name',
      )
      .all() as { migration_name: string; checksum: string; finished_at: number | null; applied_steps_count: number }[];
    db.close();
    expect(rows.map((row) => row.migration_name)).toEqual(names);
    for (const row of rows) {
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).not.toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it('leave nothing behind when a migration fails', () => {
    const dir = scratchDir();
    const migrations = path.join(dir, 'migrations');
    fs.mkdirSync(path.join(migrations, '20990101000000_broken'), { recursive: true });
    fs.writeFileSync(
      path.join(migrations, '20990101000000_broken', 'migration.sql'),
      'CREATE TABLE "Half" ("id" INTEGER NOT NULL PRIMARY KEY);\nTHIS IS NOT SQL;\n',
    );
    const file = path.join(dir, 'broken.db');
    expect(() => migrateDatabase(file, migrations)).toThrow();
    const db = new Database(file, { readonly: true });
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE name = 'Half'").all();
    const recorded = db.prepare('SELECT count(*) AS n FROM _prisma_migrations').get() as { n: number };
    db.close();
    expect(tables).toEqual([]);
    expect(recorded.n).toBe(0);
  });
});
