import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { childProcessEnv } from '../env';
import { databaseFile, databaseProvider } from './url';

// npm run db:backup and db:restore (issue 17, scope 4). SQLite: the online
// backup API, safe while the site runs (a consistent copy, WAL included).
// PostgreSQL: pg_dump's custom format, restored with pg_restore into an
// empty database. Neither needs the site stopped to back up; restoring
// replaces the database and is done with the site stopped (docs/deploy.md).

/** The backup file for `url` at `when`, under `dir`. */
export function backupFileName(url: string, dir: string, when = new Date()): string {
  const stamp = when.toISOString().replace(/[:.]/g, '-');
  const provider = databaseProvider(url);
  return path.join(dir, `${provider}-${stamp}.${provider === 'postgresql' ? 'dump' : 'db'}`);
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The connection URL without its password, and the password: from the user
 * part (postgresql://user:password@host/db, the socket form
 * postgresql://user:password@/db?host=/run/postgresql too) or a `password`
 * query parameter. Read by hand: URL() refuses the socket form.
 */
export function passwordOutOf(url: string): { url: string; password: string | null } {
  let password: string | null = null;
  let rest = url.replace(/^(postgres(?:ql)?:\/\/[^:/?#@]*):([^@/?#]*)@/i, (_, user: string, secret: string) => {
    password = decoded(secret);
    return `${user}@`;
  });
  rest = rest.replace(/([?&])password=([^&#]*)&?/i, (_, separator: string, secret: string) => {
    password = decoded(secret.replace(/\+/g, ' '));
    return separator;
  });
  return { url: rest.replace(/[?&]$/, ''), password };
}

/**
 * Runs pg_dump or pg_restore on the database of `url`. The password travels in
 * PGPASSWORD, not on the command line, where any user of the machine could
 * read it in the process list.
 */
function runOn(url: string, command: string, args: string[]): void {
  const target = passwordOutOf(url);
  const env = childProcessEnv(target.password === null ? {} : { PGPASSWORD: target.password });
  const result = spawnSync(command, [...args, '--dbname', target.url], { encoding: 'utf8', env });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.trim()}`);
}

export async function backupDatabase(url: string, file: string): Promise<string> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (databaseProvider(url) === 'postgresql') {
    runOn(url, 'pg_dump', ['--format=custom', '--no-owner', '--file', file]);
  } else {
    const db = new Database(databaseFile(url), { readonly: true, fileMustExist: true });
    try {
      await db.backup(file);
    } finally {
      db.close();
    }
  }
  return file;
}

/** Replaces the database of `url` with a backup (the site stopped; PostgreSQL: an empty database). */
export function restoreDatabase(file: string, url: string): void {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  if (databaseProvider(url) === 'postgresql') {
    runOn(url, 'pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', file]);
    return;
  }
  const target = databaseFile(url);
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(target + suffix, { force: true });
  fs.copyFileSync(file, target);
}
