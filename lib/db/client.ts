import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { databaseFile, databaseUrl } from './url';
import { serializedAdapter } from './serialized-adapter';

export const BUSY_TIMEOUT_MS = 10_000;

const PRAGMAS = `PRAGMA journal_mode = WAL;
PRAGMA foreign_keys = ON;
PRAGMA synchronous = FULL;
PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};`;

/** A Prisma client on the SQLite file of `url`, one serialized connection. */
export function createPrismaClient(url: string = databaseUrl()): PrismaClient {
  const factory = new PrismaBetterSqlite3({ url: `file:${databaseFile(url)}`, timeout: BUSY_TIMEOUT_MS });
  return new PrismaClient({ adapter: serializedAdapter(factory, PRAGMAS) });
}
