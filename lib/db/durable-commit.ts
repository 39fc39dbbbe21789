import fs from 'node:fs';

// Durable commits without blocking the event loop (docs/decisions/035).
//
// better-sqlite3 is synchronous: with `synchronous = FULL` every COMMIT waited
// for the disk's fsync on the thread that serves every request, 0,3–1 ms each,
// five or six times per cart add and order. With `synchronous = NORMAL` in WAL
// mode SQLite writes the commit to the WAL without the fsync; here the caller
// is answered only once the WAL file has been synced from libuv's thread pool.
// So a write is never acknowledged before it is on disk, as with FULL, while
// the event loop serves other requests meanwhile, and writes that finish while
// a sync runs share the next one (group commit).
//
// Syncing the WAL file covers every frame written to it so far, and the WAL is
// only ever appended to or restarted after a checkpoint that SQLite itself
// synced (NORMAL syncs the WAL before each checkpoint and the database after).

/** Makes what was written to one file so far durable. */
export type SyncFile = () => Promise<void>;

/**
 * fdatasync of the file at `path`, kept open once it exists. SQLite removes
 * its WAL only when the last connection closes, and the connection this syncs
 * for stays open as long as it writes; before the file exists there is
 * nothing to sync.
 */
export function syncFileAt(path: string): SyncFile {
  let handle: fs.promises.FileHandle | null = null;
  return async () => {
    if (!handle) {
      try {
        handle = await fs.promises.open(path, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
    }
    await handle.datasync();
  };
}

type Waiter = { resolve: () => void; reject: (error: unknown) => void };

/**
 * Group commit over `sync`: each call resolves once a sync that began after
 * the call has finished (one already running may have missed its write), and
 * every call made while a sync runs shares the next one. A failed sync fails
 * the calls it was for; the next call starts a new one.
 */
export function groupSync(sync: SyncFile): () => Promise<void> {
  let running = false;
  let waiting: Waiter[] = [];
  const start = () => {
    running = true;
    const batch = waiting;
    waiting = [];
    sync()
      .then(
        () => batch.forEach((waiter) => waiter.resolve()),
        (error: unknown) => batch.forEach((waiter) => waiter.reject(error)),
      )
      .finally(() => {
        running = false;
        if (waiting.length > 0) start();
      });
  };
  return () =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ resolve, reject });
      if (!running) start();
    });
}

/**
 * Whether a statement may change the database without counting a changed row
 * (`total_changes()` counts what INSERT, UPDATE and DELETE change): a schema
 * change, a pragma. Those are always synced.
 */
export const changesBesidesRows = (sql: string): boolean =>
  !/^\s*(SELECT|INSERT|UPDATE|DELETE|REPLACE|WITH)\b/i.test(sql);
