import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { changesBesidesRows, groupSync, syncFileAt } from '@/lib/db/durable-commit';

/** A sync finished by hand, counting those begun. */
function handSync() {
  const begun: Array<{ finish: () => void; fail: (error: Error) => void }> = [];
  const sync = () => new Promise<void>((finish, fail) => begun.push({ finish, fail }));
  return { sync, begun };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function state(promise: Promise<unknown>): Promise<'pending' | 'done' | 'failed'> {
  let result: 'pending' | 'done' | 'failed' = 'pending';
  promise.then(
    () => (result = 'done'),
    () => (result = 'failed'),
  );
  await tick();
  return result;
}

describe('groupSync', () => {
  it('answers a call only after a sync that began after it', async () => {
    const { sync, begun } = handSync();
    const flush = groupSync(sync);
    const first = flush();
    expect(begun).toHaveLength(1);
    const second = flush(); // the running sync may have missed its write
    begun[0]!.finish();
    expect(await state(first)).toBe('done');
    expect(await state(second)).toBe('pending');
    expect(begun).toHaveLength(2);
    begun[1]!.finish();
    expect(await state(second)).toBe('done');
  });

  it('serves every call made during one sync with the next one', async () => {
    const { sync, begun } = handSync();
    const flush = groupSync(sync);
    const first = flush();
    const waiting = [flush(), flush(), flush()];
    begun[0]!.finish();
    await first;
    await tick();
    expect(begun).toHaveLength(2);
    begun[1]!.finish();
    await Promise.all(waiting);
    expect(begun).toHaveLength(2);
  });

  it('fails the calls of a failed sync, and the next call syncs again', async () => {
    const { sync, begun } = handSync();
    const flush = groupSync(sync);
    const failed = flush();
    begun[0]!.fail(new Error('EIO'));
    await expect(failed).rejects.toThrow('EIO');
    const next = flush();
    expect(begun).toHaveLength(2);
    begun[1]!.finish();
    await expect(next).resolves.toBeUndefined();
  });
});

describe('syncFileAt', () => {
  it('datasyncs the file at its path, opened once; a file not there yet has nothing to sync', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-'));
    const file = path.join(dir, 'data.db-wal');
    const datasync = vi.fn(async () => {});
    const open = vi.spyOn(fs.promises, 'open');
    try {
      const sync = syncFileAt(file);
      await expect(sync()).resolves.toBeUndefined();
      fs.writeFileSync(file, 'frames');
      open.mockResolvedValueOnce({ datasync } as never);
      await sync();
      await sync();
      expect(open.mock.calls.map(([name, flags]) => [name, flags])).toEqual([
        [file, 'r'],
        [file, 'r'],
      ]);
      expect(datasync).toHaveBeenCalledTimes(2);
    } finally {
      open.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('changesBesidesRows', () => {
  it.each([
    ['SELECT 1', false],
    ['  select "id" FROM "City"', false],
    ['INSERT INTO "City" ("slug") VALUES (?) RETURNING "id"', false],
    ['UPDATE "Order" SET "status" = ?', false],
    ['DELETE FROM "CartItem"', false],
    ['WITH x AS (SELECT 1) DELETE FROM "CartItem"', false],
    ['CREATE TABLE "T" ("id" INTEGER)', true],
    ['PRAGMA user_version = 3', true],
  ])('%s → %s', (sql, besides) => {
    expect(changesBesidesRows(sql)).toBe(besides);
  });
});
