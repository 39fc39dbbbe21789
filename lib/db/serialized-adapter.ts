import type {
  IsolationLevel,
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQuery,
  Transaction,
} from '@prisma/driver-adapter-utils';
import type BetterSqlite3 from 'better-sqlite3';
import { keepStatements } from './statement-cache';
import fs from 'node:fs';
import { changesBesidesRows, type GroupCommit } from './durable-commit';

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
// statements (./statement-cache.ts). And, given a durability, it answers
// nothing that is not on disk yet (./durable-commit.ts): a write once a sync
// that began after it has finished, anything else once every commit it could
// have seen is synced. The wait is registered before the next query may use
// the connection, and awaited after, so the connection never waits for the
// disk. Changed rows are SQLite's count (total_changes()).

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

/** The WAL sync of one connection (./durable-commit.ts), closed with it. */
export type Durability = GroupCommit & { close: () => Promise<void> };

/** The connection's count of rows changed since it opened (SQLite's total_changes()). */
type ChangeCount = () => unknown;

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

function serialize(inner: SqlDriverAdapter, durable: Durability | null, changeCount: ChangeCount): SqlDriverAdapter {
  const mutex = new Mutex();
  /** What an answer waits for: its own commit's sync if it wrote, else the syncs of what it could have read. */
  const durableWait = (wrote: boolean) => (durable ? (wrote ? durable.committed() : durable.settled()) : null);

  /** Runs `task` alone on the connection; answers once durable, the connection already free. */
  async function alone<T>(sql: string, task: () => Promise<T>, script = false): Promise<T> {
    const { outcome, wait } = await mutex.run(async () => {
      const before = changeCount();
      let outcome: Outcome<T>;
      try {
        outcome = { ok: true, value: await task() };
      } catch (error) {
        // A refusal (a unique key taken) may rest on a commit too; a script may have run in part.
        outcome = { ok: false, error };
      }
      const wrote = script || changesBesidesRows(sql) || changeCount() !== before;
      return { outcome, wait: durableWait(wrote) };
    });
    if (wait) await wait;
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
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
          const wrote = COMMITS.test(query.sql) && (changedBesidesRows || changeCount() !== changesAtBegin);
          const wait = durableWait(wrote);
          isOpen = false;
          release();
          if (wait) await wait;
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
    dispose: async () => {
      await inner.dispose();
      await durable?.close();
    },
  };
}

/**
 * Wraps a driver adapter factory so that its connections are serialized;
 * `setupScript` runs once on each new connection (pragmas); `durability`,
 * when given, makes each connection answer only what is on disk: it gets the
 * connection's WAL file (symbolic links followed, as SQLite does) and lives
 * as long as the connection.
 */
export function serializedAdapter(
  factory: SqlDriverAdapterFactory,
  setupScript = '',
  durability: ((walFile: string) => Durability) | null = null,
): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      // The better-sqlite3 connection the stock adapter keeps as `client`: its statements are kept compiled.
      const { client } = adapter as { client?: BetterSqlite3.Database };
      const isBetterSqlite3 = typeof client?.prepare === 'function';
      if (setupScript) await adapter.executeScript(setupScript);
      if (!isBetterSqlite3) {
        if (durability) throw new Error('durable commits need the better-sqlite3 connection of the adapter');
        return serialize(adapter, null, () => 0);
      }
      // Before keepStatements: pragma() and pluck() need better-sqlite3's own statements.
      const totalChanges = client!.prepare('SELECT total_changes()').pluck();
      let durable: Durability | null = null;
      if (durability) {
        const mode = client!.pragma('journal_mode', { simple: true });
        if (mode !== 'wal') throw new Error(`durable commits need WAL, and the journal is ${String(mode)}`);
        // A read creates the WAL file if this is its first connection.
        client!.prepare('SELECT count(*) FROM sqlite_master').get();
        durable = durability(`${fs.realpathSync(client!.name)}-wal`);
      }
      keepStatements(client!);
      return serialize(adapter, durable, () => totalChanges.get());
    },
  };
}
