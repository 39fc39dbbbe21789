import type { PrismaClient } from '@/lib/generated/prisma/client';

// The domain's transactions were written for SQLite, where a write transaction
// is the only one running: read, decide, write. On PostgreSQL the same code is
// only as safe if every transaction is SERIALIZABLE; the price is that the
// database may abort one of two transactions that overlapped, and the caller
// must run it again. This wrapper does both for every interactive transaction,
// so no call site can forget (docs/decisions/030-postgresql.md).

/** Tries before a serialization failure reaches the caller. */
export const SERIALIZATION_ATTEMPTS = 30;

const SQLSTATES = new Set(['40001', '40P01']);

/**
 * PostgreSQL's 40001 and 40P01, known by their codes only (a message may
 * quote anything, a postal code 40001 included): Prisma's P2034 ("write
 * conflict or deadlock"); a raw query's P2010 whose meta carries the
 * SQLSTATE; node-postgres' own error; or, when the COMMIT itself is refused,
 * the driver adapter's error whose cause is kind TransactionWriteConflict.
 */
export function isSerializationFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, meta, cause, kind, originalCode } = error as {
    code?: unknown;
    meta?: { code?: unknown };
    cause?: unknown;
    kind?: unknown;
    originalCode?: unknown;
  };
  if (code === 'P2034' || kind === 'TransactionWriteConflict') return true;
  if (code === 'P2010' && SQLSTATES.has(String(meta?.code))) return true;
  if (SQLSTATES.has(String(code)) || SQLSTATES.has(String(originalCode))) return true;
  return isSerializationFailure(cause, depth + 1);
}

/** A random wait that grows with each try, so the transactions that collided spread out. */
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 2 ** attempt)));

type TransactionOptions = { isolationLevel?: string; maxWait?: number; timeout?: number };

export function retryingSerializableTransactions(client: PrismaClient): PrismaClient {
  const original = client.$transaction.bind(client) as (arg: unknown, options?: TransactionOptions) => Promise<unknown>;
  async function $transaction(arg: unknown, options?: TransactionOptions) {
    // A batch (an array of writes that read nothing first) is built once and
    // cannot be run twice: it keeps the database's default, READ COMMITTED.
    if (typeof arg !== 'function') return original(arg, options);
    // maxWait: a connection of the pool may take a while to free under load.
    const settings: TransactionOptions = { isolationLevel: 'Serializable', maxWait: 10_000, ...options };
    for (let attempt = 1; ; attempt++) {
      try {
        return await original(arg, settings);
      } catch (error) {
        if (attempt >= SERIALIZATION_ATTEMPTS || !isSerializationFailure(error)) throw error;
        await pause(attempt);
      }
    }
  }
  return new Proxy(client, {
    get: (target, property, receiver) =>
      property === '$transaction' ? $transaction : Reflect.get(target, property, receiver),
  });
}
