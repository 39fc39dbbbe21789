import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changesBesidesRows, fileSyncer, groupCommit } from '@/lib/db/durable-commit';
import { expectConsoleError } from '../support/fail-on-console-error';

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

describe('groupCommit', () => {
  it('answers a commit only after a sync that began after it', async () => {
    const { sync, begun } = handSync();
    const group = groupCommit(sync);
    const first = group.committed();
    expect(begun).toHaveLength(1);
    const second = group.committed(); // the running sync may have missed its write
    begun[0]!.finish();
    expect(await state(first)).toBe('done');
    expect(await state(second)).toBe('pending');
    expect(begun).toHaveLength(2);
    begun[1]!.finish();
    expect(await state(second)).toBe('done');
  });

  it('serves every commit made during one sync with the next one', async () => {
    const { sync, begun } = handSync();
    const group = groupCommit(sync);
    const first = group.committed();
    const waiting = [group.committed(), group.committed(), group.committed()];
    begun[0]!.finish();
    await first;
    await tick();
    expect(begun).toHaveLength(2);
    begun[1]!.finish();
    await Promise.all(waiting);
    expect(begun).toHaveLength(2);
  });

  it('makes a read wait for every commit registered before it, and not for later ones', async () => {
    const { sync, begun } = handSync();
    const group = groupCommit(sync);
    expect(await state(group.settled())).toBe('done');
    const first = group.committed();
    const second = group.committed();
    const read = group.settled();
    const later = group.committed();
    begun[0]!.finish();
    await first;
    expect(await state(read)).toBe('pending');
    begun[1]!.finish();
    await second;
    expect(await state(read)).toBe('done');
    expect(await state(later)).toBe('done');
    expect(await state(group.settled())).toBe('done');
  });

  it('after a failed sync fails its commits and everything after, reads included', async () => {
    const logged = expectConsoleError();
    const { sync, begun } = handSync();
    const group = groupCommit(sync);
    const failed = group.committed();
    const queued = (begun[0]!.fail(new Error('EIO')), group.committed());
    await expect(failed).rejects.toThrow('EIO');
    await expect(queued).rejects.toThrow('EIO');
    await expect(group.committed()).rejects.toThrow('EIO');
    await expect(group.settled()).rejects.toThrow('EIO');
    expect(begun).toHaveLength(1);
    expect(logged).toHaveLength(1);
  });
});

describe('fileSyncer', () => {
  it('syncs an existing file on its own thread, and fails for a missing one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-'));
    const file = path.join(dir, 'data.db-wal');
    fs.writeFileSync(file, 'frames');
    const syncer = fileSyncer(file);
    const missing = fileSyncer(path.join(dir, 'nothing-wal'));
    try {
      await expect(syncer.sync()).resolves.toBeUndefined();
      await expect(Promise.all([syncer.sync(), syncer.sync()])).resolves.toEqual([undefined, undefined]);
      await expect(missing.sync()).rejects.toThrow(/nothing-wal/);
    } finally {
      await syncer.close();
      await missing.close();
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
