import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

// Applies prisma/migrations/<name>/migration.sql in order and records each in
// _prisma_migrations exactly as Prisma does (same table, sha256 checksum of the
// file), so `prisma migrate deploy` on a machine that has the schema engine
// sees the same history. See docs/decisions/003-hand-written-migrations.md.

export const MIGRATIONS_DIR = path.resolve(process.cwd(), 'prisma/migrations');

const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;

export type Migration = { name: string; sql: string; checksum: string };

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

export type MigrateResult = { applied: string[]; modified: string[] };

/** Applies the pending migrations to the SQLite file; creates it if missing. */
export function migrateDatabase(file: string, dir: string = MIGRATIONS_DIR): MigrateResult {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 10000');
    db.exec(MIGRATIONS_TABLE);
    // SQLite changes a constraint by rebuilding the table (create, copy, drop,
    // rename). With foreign keys on, dropping a parent would cascade into its
    // children, so they are off while migrating and checked before each commit.
    db.pragma('foreign_keys = OFF');
    const foreignKeyCheck = db.prepare('PRAGMA foreign_key_check');
    const result: MigrateResult = { applied: [], modified: [] };
    const recorded = db.prepare(
      'SELECT checksum FROM "_prisma_migrations" WHERE migration_name = ? AND finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const record = db.prepare(
      `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
       VALUES (?, ?, ?, ?, ?, 1)`,
    );
    for (const migration of readMigrations(dir)) {
      // IMMEDIATE takes the write lock first, so two processes starting at once
      // cannot both apply the same migration.
      db.transaction(() => {
        const row = recorded.get(migration.name) as { checksum: string } | undefined;
        if (row) {
          if (row.checksum !== migration.checksum) result.modified.push(migration.name);
          return;
        }
        const startedAt = Date.now();
        db.exec(migration.sql);
        const broken = foreignKeyCheck.all() as { table: string; parent: string }[];
        if (broken.length) {
          const first = broken[0]!;
          throw new Error(
            `${migration.name}: ${broken.length} rows break a foreign key (${first.table} → ${first.parent})`,
          );
        }
        record.run(randomUUID(), migration.checksum, Date.now(), migration.name, startedAt);
        result.applied.push(migration.name);
      }).immediate();
    }
    return result;
  } finally {
    db.close();
  }
}
