import path from 'node:path';
import { parseEnv } from '../env';

/** The default database lives under the git-ignored var/ folder. */
export const DEFAULT_DATABASE_URL = 'file:./var/data.db';

export type DatabaseProvider = 'sqlite' | 'postgresql';

/** DATABASE_URL, read again at each call (the tests point it at a file of their own). */
export function databaseUrl(): string {
  return parseEnv().DATABASE_URL || DEFAULT_DATABASE_URL;
}

/** `postgresql://` or `postgres://` names a PostgreSQL server; anything else is a SQLite file. */
export function databaseProvider(url: string = databaseUrl()): DatabaseProvider {
  return /^postgres(ql)?:\/\//i.test(url) ? 'postgresql' : 'sqlite';
}

/** Absolute file path of a `file:` SQLite URL, relative paths from the project root. */
export function databaseFile(url: string = databaseUrl(), cwd: string = process.cwd()): string {
  if (databaseProvider(url) === 'postgresql') throw new Error('DATABASE_URL names a PostgreSQL server, not a file');
  const withoutScheme = url.replace(/^file:/, '').replace(/\?.*$/, '');
  if (!withoutScheme) throw new Error(`DATABASE_URL is not a SQLite file URL: ${url}`);
  return path.resolve(cwd, withoutScheme);
}
