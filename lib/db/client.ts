import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { PrismaClient as PostgresqlPrismaClient } from '@/lib/generated/prisma-postgresql/client';
import { databaseFile, databaseProvider, databaseUrl } from './url';
import { serializedAdapter } from './serialized-adapter';
import { retryingSerializableTransactions } from './serializable';
import { fileSyncer, groupCommit, type FileSyncer } from './durable-commit';

export const BUSY_TIMEOUT_MS = 10_000;

const PRAGMAS = `PRAGMA journal_mode = WAL;
PRAGMA foreign_keys = ON;
PRAGMA synchronous = NORMAL;
PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};`;

/** Connections each process keeps open to PostgreSQL. */
const POSTGRESQL_POOL_SIZE = 10;

/**
 * A Prisma client on DATABASE_URL (or `url`): on SQLite one serialized
 * connection; on PostgreSQL a pool whose interactive transactions run
 * SERIALIZABLE and are retried on a serialization failure
 * (docs/decisions/030-postgresql.md). Both clients come from the same schema,
 * so the PostgreSQL one is typed as the SQLite one.
 */
export function createPrismaClient(
  url: string = databaseUrl(),
  options: {
    /** How a connection's WAL file is synced (tests watch it); default an fdatasync on a thread of its own. */
    walSyncer?: (walFile: string) => FileSyncer;
  } = {},
): PrismaClient {
  if (databaseProvider(url) === 'postgresql') {
    const adapter = new PrismaPg({ connectionString: url, max: POSTGRESQL_POOL_SIZE });
    const client = new PostgresqlPrismaClient({ adapter }) as unknown as PrismaClient;
    return retryingSerializableTransactions(client);
  }
  const file = databaseFile(url);
  const factory = new PrismaBetterSqlite3({ url: `file:${file}`, timeout: BUSY_TIMEOUT_MS });
  // NORMAL leaves the WAL's fsync to us: nothing is answered before it is synced, off the event loop (decision 035).
  const durability = (walFile: string) => {
    const syncer = (options.walSyncer ?? fileSyncer)(walFile);
    return { ...groupCommit(syncer.sync), close: syncer.close };
  };
  return new PrismaClient({ adapter: serializedAdapter(factory, PRAGMAS, durability) });
}
