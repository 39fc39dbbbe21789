import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { backupDatabase, backupFileName, restoreDatabase } from '@/lib/db/backup';
import { createPrismaClient } from '@/lib/db/client';
import { databaseProvider, databaseUrl } from '@/lib/db/url';
import { createPostgresqlDatabase, dropPostgresqlDatabase } from '../support/test-db-postgresql';

// npm run db:backup and db:restore (issue 17, scope 4), on whichever database
// the suite runs: a backup taken while the site is in use restores to exactly
// what was there when it was taken.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-'));
const restoredDatabases: string[] = [];
afterAll(async () => {
  for (const name of restoredDatabases) await dropPostgresqlDatabase(name);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** An empty database of the same kind to restore into. */
async function emptyTarget(): Promise<string> {
  if (databaseProvider() === 'postgresql') {
    const name = `restored_${process.pid}_${restoredDatabases.length}`;
    restoredDatabases.push(name);
    await dropPostgresqlDatabase(name);
    return createPostgresqlDatabase(name);
  }
  return `file:${path.join(dir, 'restored.db')}`;
}

describe('a backup', () => {
  it('taken while the site is in use restores to exactly what was there then', async () => {
    const kept = await db.city.create({ data: { slug: `copia-${Date.now()}`, name: 'Copia de seguridad' } });
    const counts = async (client: typeof db) => ({
      cities: await client.city.count(),
      products: await client.product.count(),
      users: await client.user.count(),
      migrations: Number(
        (await client.$queryRaw<{ n: number | bigint }[]>`SELECT count(*) AS n FROM "_prisma_migrations"`)[0]!.n,
      ),
    });
    const before = await counts(db);
    const file = await backupDatabase(databaseUrl(), backupFileName(databaseUrl(), dir));
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    // Written after the backup: not in it.
    await db.city.create({ data: { slug: `despues-${Date.now()}`, name: 'Después' } });

    const target = await emptyTarget();
    restoreDatabase(file, target);
    const restored = createPrismaClient(target);
    try {
      expect(await counts(restored)).toEqual(before);
      expect(await restored.city.findUnique({ where: { id: kept.id } })).toMatchObject({ name: 'Copia de seguridad' });
      // The restored database takes new rows (its sequences came with it).
      await expect(restored.city.create({ data: { slug: 'nueva', name: 'Nueva' } })).resolves.toMatchObject({
        name: 'Nueva',
      });
    } finally {
      await restored.$disconnect();
    }
  });

  it('refuses to restore a file that is not there, and changes nothing', async () => {
    expect(() => restoreDatabase(path.join(dir, 'missing.db'), `file:${path.join(dir, 'untouched.db')}`)).toThrow(
      /No backup/,
    );
    expect(fs.existsSync(path.join(dir, 'untouched.db'))).toBe(false);
  });
});
