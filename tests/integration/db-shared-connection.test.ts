import { afterAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { createPrismaClient } from '@/lib/db/client';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { TEST_DATABASE_FILE } from '../support/integration-db';
import { expectConsoleError } from '../support/fail-on-console-error';

// The scenario of issue 2: while one request's interactive transaction is
// open, another request writes outside any transaction; then the transaction
// throws and rolls back. The outside write must survive, and must not be
// visible inside the transaction.

class Rollback extends Error {}

async function runScenario(db: PrismaClient, slug: string) {
  let visibleInside: unknown = 'not checked';
  let outsideWrite: Promise<unknown> | undefined;
  const transaction = db
    .$transaction(async (tx) => {
      await tx.city.create({ data: { slug: `${slug}-inside`, name: 'Dentro' } });
      outsideWrite = db.city.create({ data: { slug: `${slug}-outside`, name: 'Fuera' } });
      // Give the outside write every chance to run (the stock adapter acknowledges
      // it at once; the wrapper holds it until the transaction ends).
      await Promise.race([outsideWrite, new Promise((resolve) => setTimeout(resolve, 300))]);
      visibleInside = await tx.city.findUnique({ where: { slug: `${slug}-outside` } });
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  await transaction;
  const acknowledged = await outsideWrite;
  const [inside, outside] = await Promise.all([
    db.city.findUnique({ where: { slug: `${slug}-inside` } }),
    db.city.findUnique({ where: { slug: `${slug}-outside` } }),
  ]);
  return { acknowledged, visibleInside, inside, outside };
}

const clients: PrismaClient[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.$disconnect()));
});

describe('lib/db on the shared SQLite connection', () => {
  it('keeps a write made outside an open transaction that then rolls back', async () => {
    const db = createPrismaClient(`file:${TEST_DATABASE_FILE}`);
    clients.push(db);
    const result = await runScenario(db, 'wrapped');
    expect(result.acknowledged).toMatchObject({ slug: 'wrapped-outside' });
    expect(result.visibleInside).toBeNull();
    expect(result.inside).toBeNull();
    expect(result.outside).toMatchObject({ slug: 'wrapped-outside', name: 'Fuera' });
  });

  it('is needed: the stock adapter loses the acknowledged outside write (prisma 7.10)', async () => {
    const stock = new PrismaClient({ adapter: new PrismaBetterSqlite3({ url: `file:${TEST_DATABASE_FILE}` }) });
    clients.push(stock);
    const result = await runScenario(stock, 'stock');
    expect(result.acknowledged).toMatchObject({ slug: 'stock-outside' });
    expect(result.outside).toBeNull();
  });

  it('runs concurrent transactions one after another without losing any write', async () => {
    const db = createPrismaClient(`file:${TEST_DATABASE_FILE}`);
    clients.push(db);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.$transaction(async (tx) => {
          const count = await tx.city.count({ where: { slug: { startsWith: 'parallel-' } } });
          await tx.city.create({ data: { slug: `parallel-${i}`, name: `Paralela ${count}` } });
        }),
      ),
    );
    const names = (
      await db.city.findMany({ where: { slug: { startsWith: 'parallel-' } }, select: { name: true } })
    ).map((city) => city.name);
    // Each transaction saw all the earlier ones: the counts 0..19 each appear once.
    expect(names.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `Paralela ${i}`).sort());
  });

  it('rolls back a transaction whose COMMIT fails instead of leaving it open for the next query', async () => {
    const db = createPrismaClient(`file:${TEST_DATABASE_FILE}`);
    clients.push(db);
    // A deferred foreign key makes COMMIT itself fail.
    await db.$executeRawUnsafe('PRAGMA defer_foreign_keys = ON');
    await expect(
      db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe('PRAGMA defer_foreign_keys = ON');
        await tx.restaurantHours.create({
          data: { restaurantId: 999_999, deliveryType: 'delivery', weekday: 1, opensAt: '12:00', closesAt: '16:00' },
        });
      }),
    ).rejects.toThrow();
    // The next write outside a transaction commits for real.
    await db.city.create({ data: { slug: 'after-failed-commit', name: 'Después' } });
    const check = createPrismaClient(`file:${TEST_DATABASE_FILE}`);
    clients.push(check);
    expect(await check.city.findUnique({ where: { slug: 'after-failed-commit' } })).not.toBeNull();
    expect(await check.restaurantHours.count({ where: { restaurantId: 999_999 } })).toBe(0);
  });

  describe('durable commits (decision 035)', () => {
    /** A WAL syncer the test finishes by hand, counting the syncs begun and naming the file it was given. */
    function heldSyncer(failFirst = false) {
      const started: Array<{ finish: () => void; fail: (error: Error) => void }> = [];
      const files: string[] = [];
      let closed = 0;
      const walSyncer = (file: string) => {
        files.push(file);
        return {
          sync: () => new Promise<void>((finish, fail) => started.push({ finish, fail })),
          close: async () => void (closed += 1),
        };
      };
      return {
        walSyncer,
        started,
        files,
        closed: () => closed,
        finishAll: () => started.splice(0).forEach((sync) => (failFirst ? sync.fail(new Error('EIO')) : sync.finish())),
      };
    }
    /** Prisma's queries start when awaited: this starts one now and says, 50 ms later, whether it was answered. */
    const answered = async (promise: Promise<unknown>) => {
      let done = false;
      promise.then(
        () => (done = true),
        () => (done = true),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      return done;
    };
    const start = <T>(query: PromiseLike<T>) => Promise.resolve(query);

    it('runs WAL with synchronous NORMAL, leaving the WAL sync to the client', async () => {
      const db = createPrismaClient(`file:${TEST_DATABASE_FILE}`);
      clients.push(db);
      const [journal] = await db.$queryRawUnsafe<{ journal_mode: string }[]>('PRAGMA journal_mode');
      const [sync] = await db.$queryRawUnsafe<{ synchronous: bigint | number }[]>('PRAGMA synchronous');
      expect(journal!.journal_mode).toBe('wal');
      expect(Number(sync!.synchronous)).toBe(1);
    });

    it('answers a write, alone or in a transaction, only once the WAL is synced, and a read of it too', async () => {
      const held = heldSyncer();
      const db = createPrismaClient(`file:${TEST_DATABASE_FILE}`, { walSyncer: held.walSyncer });
      clients.push(db);
      const write = start(db.city.create({ data: { slug: 'durable-alone', name: 'Sola' } }));
      expect(await answered(write)).toBe(false);
      expect(held.started).toHaveLength(1);
      // The connection is free meanwhile, but what a read saw is answered only once it is on disk.
      const read = start(db.city.count({ where: { slug: 'durable-alone' } }));
      expect(await answered(read)).toBe(false);
      held.finishAll();
      expect(await read).toBe(1);
      expect(await answered(write)).toBe(true);

      const transaction = start(
        db.$transaction(async (tx) => tx.city.create({ data: { slug: 'durable-tx', name: 'Tx' } })),
      );
      expect(await answered(transaction)).toBe(false);
      held.finishAll();
      expect(await answered(transaction)).toBe(true);
      expect(held.started).toHaveLength(0);
    });

    it('answers at once what changed nothing and saw nothing unsynced: a delete of no row, a read-only transaction', async () => {
      const held = heldSyncer();
      const db = createPrismaClient(`file:${TEST_DATABASE_FILE}`, { walSyncer: held.walSyncer });
      clients.push(db);
      expect(await db.city.deleteMany({ where: { slug: 'no-such-city' } })).toEqual({ count: 0 });
      expect(await db.$transaction(async (tx) => tx.city.count({ where: { slug: 'no-such-city' } }))).toBe(0);
      expect(held.started).toHaveLength(0);
    });

    it('shares one sync among the writes that finish while another runs', async () => {
      const held = heldSyncer();
      const db = createPrismaClient(`file:${TEST_DATABASE_FILE}`, { walSyncer: held.walSyncer });
      clients.push(db);
      const first = start(db.city.create({ data: { slug: 'group-0', name: 'G0' } }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const rest = [1, 2, 3, 4].map((index) =>
        start(db.city.create({ data: { slug: `group-${index}`, name: `G${index}` } })),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(held.started).toHaveLength(1);
      held.finishAll();
      expect(await answered(first)).toBe(true);
      // The first sync may have begun before their writes: they wait for one more, all together.
      expect(await answered(Promise.all(rest))).toBe(false);
      expect(held.started).toHaveLength(1);
      held.finishAll();
      expect(await answered(Promise.all(rest))).toBe(true);
    });

    it('after a failed sync answers nothing more, reads included', async () => {
      const logged = expectConsoleError();
      const held = heldSyncer(true);
      const db = createPrismaClient(`file:${TEST_DATABASE_FILE}`, { walSyncer: held.walSyncer });
      clients.push(db);
      const write = start(db.city.create({ data: { slug: 'lost-sync', name: 'Perdida' } }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      held.finishAll();
      await expect(write).rejects.toThrow('EIO');
      await expect(db.city.count()).rejects.toThrow('EIO');
      await expect(db.city.create({ data: { slug: 'after-lost-sync', name: 'Después' } })).rejects.toThrow('EIO');
      expect(logged).toHaveLength(1);
    });

    it('syncs the WAL of the file itself, through a symbolic link, and lets it go with the connection', async () => {
      const link = `${TEST_DATABASE_FILE}.link.db`;
      fs.symlinkSync(TEST_DATABASE_FILE, link);
      try {
        const held = heldSyncer();
        const db = createPrismaClient(`file:${link}`, { walSyncer: held.walSyncer });
        await db.city.count();
        expect(held.files).toEqual([`${fs.realpathSync(TEST_DATABASE_FILE)}-wal`]);
        await db.$disconnect();
        expect(held.closed()).toBe(1);
      } finally {
        fs.rmSync(link, { force: true });
      }
    });

    it('by default syncs on a thread of its own, and a write is answered', async () => {
      const db = createPrismaClient(`file:${TEST_DATABASE_FILE}`);
      await db.city.create({ data: { slug: 'default-sync', name: 'Por defecto' } });
      expect(await db.city.count({ where: { slug: 'default-sync' } })).toBe(1);
      await db.$disconnect();
    });
  });

  it('compiles each statement text once, and still answers each call with its own rows', async () => {
    const compile = vi.spyOn(Database.prototype, 'prepare');
    try {
      const db = createPrismaClient(`file:${TEST_DATABASE_FILE}`);
      clients.push(db);
      await db.city.createMany({ data: ['uno', 'dos', 'tres'].map((name) => ({ slug: `kept-${name}`, name })) });
      const before = compile.mock.calls.length;
      const names = [];
      for (const name of ['uno', 'dos', 'tres', 'uno'])
        names.push((await db.city.findUnique({ where: { slug: `kept-${name}` }, select: { name: true } }))?.name);
      expect(names).toEqual(['uno', 'dos', 'tres', 'uno']);
      // Four reads of one shape: one compilation (the stock adapter compiles on every call).
      expect(compile.mock.calls.length - before).toBe(1);
    } finally {
      compile.mockRestore();
    }
  });
});
