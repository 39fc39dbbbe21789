import type {
  IsolationLevel,
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQuery,
  Transaction,
} from '@prisma/driver-adapter-utils';
import type BetterSqlite3 from 'better-sqlite3';
import { keepStatements } from './statement-cache';
import { changesBesidesRows } from './durable-commit';

// @prisma/adapter-better-sqlite3 (7.10) runs every query on one shared
// connection and only transactions take its lock. A query made outside a
// transaction while another request's interactive $transaction is open runs
// inside that transaction: its write is acknowledged, then vanishes if the
// transaction rolls back. This wrapper makes every query outside a transaction
// wait while one is open (tests/integration/db-shared-connection.test.ts).
//
// It also begins transactions with BEGIN IMMEDIATE, so a second process fails
// (after the busy timeout) at BEGIN rather than at COMMIT, and it rolls back a
// transaction whose COMMIT failed, which the stock adapter leaves open for the
// next query to join (prisma/orm#29933). It keeps the connection's compiled
// statements (./statement-cache.ts). And, given `durable`, it answers a write
// only once `durable()` has made it last (./durable-commit.ts), after letting
// the next query in; a statement or transaction that changed nothing (by the
// connection's count of changed rows) is answered at once.

class Mutex {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => held);
    return previous.then(() => release);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }
}

const statement = (sql: string): SqlQuery => ({ sql, args: [], argTypes: [] });
const ENDS_TRANSACTION = /^\s*(COMMIT|ROLLBACK|END)\s*;?\s*$/i;
const COMMITS = /^\s*(COMMIT|END)\b/i;

/** Makes the writes committed so far last (a sync of the WAL); none: SQLite's own `synchronous` does. */
export type Durable = () => Promise<void>;

/** The connection's count of rows changed since it opened (SQLite's total_changes()). */
type ChangeCount = () => number;

function serialize(inner: SqlDriverAdapter, durable: Durable | null, changeCount: ChangeCount): SqlDriverAdapter {
  const mutex = new Mutex();
  /** Runs `task` alone on the connection; a write is answered once durable, the connection already free. */
  async function alone<T>(sql: string, task: () => Promise<T>, script = false): Promise<T> {
    const [result, wrote] = await mutex.run(async () => {
      const before = changeCount();
      const answer = await task();
      return [answer, script || changesBesidesRows(sql) || changeCount() !== before] as const;
    });
    if (durable && wrote) await durable();
    return result;
  }

  async function startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    if (isolationLevel && isolationLevel !== 'SERIALIZABLE') {
      // SQLite transactions are serializable; refuse anything else like the stock adapter.
      return inner.startTransaction(isolationLevel);
    }
    const release = await mutex.acquire();
    try {
      await inner.executeRaw(statement('BEGIN IMMEDIATE'));
    } catch (error) {
      release();
      throw error;
    }

    let isOpen = true;
    const changesAtBegin = changeCount();
    let changedBesidesRows = false;
    const finish = async () => {
      if (!isOpen) return;
      isOpen = false;
      try {
        // Reached only when COMMIT or ROLLBACK failed: leave no open transaction behind.
        await inner.executeRaw(statement('ROLLBACK'));
      } catch {
        // "no transaction is active": nothing to undo.
      } finally {
        release();
      }
    };

    return {
      provider: inner.provider,
      adapterName: inner.adapterName,
      options: { usePhantomQuery: false },
      queryRaw: (query) => {
        changedBesidesRows ||= changesBesidesRows(query.sql);
        return inner.queryRaw(query);
      },
      executeRaw: async (query) => {
        const ends = ENDS_TRANSACTION.test(query.sql);
        if (!ends) changedBesidesRows ||= changesBesidesRows(query.sql);
        const changes = await inner.executeRaw(query);
        if (ends) {
          const wrote = changedBesidesRows || changeCount() !== changesAtBegin;
          isOpen = false;
          release();
          if (durable && wrote && COMMITS.test(query.sql)) await durable();
        }
        return changes;
      },
      commit: finish,
      rollback: finish,
      createSavepoint: (name) => inner.executeRaw(statement(`SAVEPOINT ${name}`)).then(() => undefined),
      rollbackToSavepoint: (name) => inner.executeRaw(statement(`ROLLBACK TO ${name}`)).then(() => undefined),
      releaseSavepoint: (name) => inner.executeRaw(statement(`RELEASE SAVEPOINT ${name}`)).then(() => undefined),
    };
  }

  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    queryRaw: (query) => alone(query.sql, () => inner.queryRaw(query)),
    executeRaw: (query) => alone(query.sql, () => inner.executeRaw(query)),
    executeScript: (script) => alone(script, () => inner.executeScript(script), true),
    startTransaction,
    getConnectionInfo: inner.getConnectionInfo?.bind(inner),
    dispose: () => inner.dispose(),
  };
}

/**
 * Wraps a driver adapter factory so that its connections are serialized;
 * `setupScript` runs once on each new connection (pragmas); `durable`, when
 * given, is awaited after each write before it is answered.
 */
export function serializedAdapter(
  factory: SqlDriverAdapterFactory,
  setupScript = '',
  durable: Durable | null = null,
): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      // The better-sqlite3 connection the stock adapter keeps as `client`: its statements are kept compiled.
      const { client } = adapter as { client?: BetterSqlite3.Database };
      let changeCount: ChangeCount = () => 0;
      if (typeof client?.prepare === 'function') {
        const totalChanges = client.prepare('SELECT total_changes()').pluck();
        changeCount = () => totalChanges.get() as number;
        keepStatements(client);
      } else if (durable) {
        throw new Error('durable commits need the better-sqlite3 connection of @prisma/adapter-better-sqlite3');
      }
      if (setupScript) await adapter.executeScript(setupScript);
      return serialize(adapter, durable, changeCount);
    },
  };
}
