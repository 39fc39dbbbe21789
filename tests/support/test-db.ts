import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

// One folder per test run (set by the global setup, inherited by the workers),
// so two runs at once on one machine never delete each other's databases.
export const TEST_DB_DIR =
  process.env.TEST_DB_DIR ?? path.resolve(import.meta.dirname, '../../var/test', `run-${process.pid}`);
export const TEMPLATE_DB = path.join(TEST_DB_DIR, 'template.db');

/** A fresh copy of the migrated and seeded template database; returns its file. */
export function copyTemplateDatabase(): string {
  const file = path.join(TEST_DB_DIR, `${randomUUID()}.db`);
  fs.copyFileSync(TEMPLATE_DB, file);
  return file;
}

export function removeDatabase(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
}
