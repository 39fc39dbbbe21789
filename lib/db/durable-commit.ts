import { Worker } from 'node:worker_threads';

// Durable commits without blocking the event loop (docs/decisions/035).
//
// better-sqlite3 is synchronous: with `synchronous = FULL` every COMMIT waited
// for the disk's fsync on the thread that serves every request, 0,3–1 ms each,
// five or six times per cart add and order. With `synchronous = NORMAL` in WAL
// mode SQLite writes the commit to the WAL without the fsync; here nothing is
// answered until the WAL file has been synced on a thread of its own:
//
// - a write, once a sync that began after it has finished;
// - a read, once every commit it could have seen is synced (it waits for the
//   sync in flight, if any), so no answer rests on a commit a power cut could
//   still take back;
// - writes that finish while a sync runs share the next one (group commit).
//
// Syncing the WAL file makes every frame written to it so far durable; with
// NORMAL, SQLite syncs the WAL before each checkpoint and the database after,
// and syncs the WAL's header when it restarts it.

/** Makes what was written to one file so far durable. */
export type SyncFile = () => Promise<void>;

/** A file kept open on a thread of its own, synced there: never behind the thread pool's scrypt or zlib work. */
export type FileSyncer = { sync: SyncFile; close: () => Promise<void> };

// CommonJS, evaluated by the worker: opens the file, then fdatasyncs it on request.
const SYNC_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
let fd = null;
try { fd = fs.openSync(workerData.file, 'r'); } catch (error) { parentPort.postMessage({ id: 0, error: String(error.message) }); }
parentPort.on('message', (id) => {
  try {
    if (fd === null) throw new Error('the WAL file could not be opened');
    fs.fdatasyncSync(fd);
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error.message) });
  }
});
`;

/**
 * fdatasync of `file` on a dedicated thread, the file opened once. The WAL
 * lives as long as the connection that syncs it (SQLite removes it when the
 * last connection closes): open this after the connection, close it with it.
 */
export function fileSyncer(file: string): FileSyncer {
  const worker = new Worker(SYNC_THREAD, { eval: true, workerData: { file } });
  worker.unref();
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  /** Why no sync can succeed: the file did not open, or the thread stopped. */
  let broken: Error | null = null;
  let next = 1;
  const stop = (error: Error) => {
    broken ??= error;
    for (const waiter of pending.values()) waiter.reject(broken);
    pending.clear();
  };
  worker.on('message', ({ id, error }: { id: number; error?: string }) => {
    if (id === 0) broken ??= new Error(`cannot open ${file}: ${error}`);
    const waiter = pending.get(id);
    pending.delete(id);
    if (error) waiter?.reject(new Error(`sync of ${file} failed: ${error}`));
    else waiter?.resolve();
  });
  worker.on('error', stop);
  worker.on('exit', () => stop(new Error(`the sync thread of ${file} stopped`)));
  return {
    sync: () =>
      new Promise<void>((resolve, reject) => {
        if (broken) return reject(broken);
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage(id);
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}

type Waiter = { resolve: () => void; reject: (error: unknown) => void };

export type GroupCommit = {
  /** Call right after a commit (before anything else can use the connection); resolves once a sync that began after it finished. */
  committed: () => Promise<void>;
  /** Resolves once every commit registered so far is synced: what a read waits for before it is answered. */
  settled: () => Promise<void>;
};

/**
 * Group commit over `sync`. Each `committed()` resolves once a sync that began
 * after the call has finished (one already running may have missed its
 * write); every call made while a sync runs shares the next one. A failed sync
 * fails its commits and every call after it, reads included: after a failed
 * fsync Linux may have dropped the pages, and acknowledging later commits,
 * written after frames that may never reach the disk, would promise what a
 * crash takes back (PostgreSQL stops for the same reason).
 */
export function groupCommit(sync: SyncFile): GroupCommit {
  let running = false;
  let waiting: Waiter[] = [];
  let failure: unknown = null;
  /** The last commit's promise, until it settles. */
  let last: Promise<void> | null = null;
  const start = () => {
    running = true;
    const batch = waiting;
    waiting = [];
    sync()
      .then(
        () => batch.forEach((waiter) => waiter.resolve()),
        (error: unknown) => {
          failure ??= error;
          console.error('[durable-commit] the WAL could not be synced; this process answers no more queries', error);
          batch.forEach((waiter) => waiter.reject(error));
        },
      )
      .finally(() => {
        running = false;
        if (failure !== null) {
          for (const waiter of waiting.splice(0)) waiter.reject(failure);
        } else if (waiting.length > 0) start();
      });
  };
  return {
    committed: () => {
      if (failure !== null) return Promise.reject(failure);
      const promise = new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject });
        if (!running) start();
      });
      last = promise;
      const clear = () => {
        if (last === promise) last = null;
      };
      promise.then(clear, clear);
      return promise;
    },
    settled: () => {
      if (failure !== null) return Promise.reject(failure);
      return last ?? Promise.resolve();
    },
  };
}

/**
 * Whether a statement may change the database without counting a changed row
 * (`total_changes()` counts what INSERT, UPDATE and DELETE change): a schema
 * change, a pragma. Those are always synced.
 */
export const changesBesidesRows = (sql: string): boolean =>
  !/^\s*(SELECT|INSERT|UPDATE|DELETE|REPLACE|WITH)\b/i.test(sql);
