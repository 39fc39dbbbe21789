import type {
  IsolationLevel,
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQuery,
  Transaction,
} from '@prisma/driver-adapter-utils';
import type BetterSqlite3 from 'better-sqlite3';
import { keepStatements } from './statement-cache';

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
// next query to join (prisma/orm#29933). And it keeps the connection's
// compiled statements (./statement-cache.ts).

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

function serialize(inner: SqlDriverAdapter): SqlDriverAdapter {
  const mutex = new Mutex();

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
      queryRaw: (query) => inner.queryRaw(query),
      executeRaw: async (query) => {
        const changes = await inner.executeRaw(query);
        if (ENDS_TRANSACTION.test(query.sql)) {
          isOpen = false;
          release();
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
    queryRaw: (query) => mutex.run(() => inner.queryRaw(query)),
    executeRaw: (query) => mutex.run(() => inner.executeRaw(query)),
    executeScript: (script) => mutex.run(() => inner.executeScript(script)),
    startTransaction,
    getConnectionInfo: inner.getConnectionInfo?.bind(inner),
    dispose: () => inner.dispose(),
  };
}

/**
 * Wraps a driver adapter factory so that its connections are serialized;
 * `setupScript` runs once on each new connection (pragmas).
 */
export function serializedAdapter(factory: SqlDriverAdapterFactory, setupScript = ''): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      // The better-sqlite3 connection the stock adapter keeps as `client`: its statements are kept compiled.
      const { client } = adapter as { client?: BetterSqlite3.Database };
      if (typeof client?.prepare === 'function') keepStatements(client);
      if (setupScript) await adapter.executeScript(setupScript);
      return serialize(adapter);
    },
  };
}
