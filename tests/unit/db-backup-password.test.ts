import { beforeEach, describe, expect, it, vi } from 'vitest';

// npm run db:backup and db:restore on PostgreSQL: the password is handed to
// pg_dump and pg_restore in PGPASSWORD, never on their command line, which
// every user of the machine can read in the process list.

const spawnSync = vi.hoisted(() => vi.fn(() => ({ status: 0, stderr: '', error: undefined })));
vi.mock('node:child_process', () => ({ spawnSync }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return { ...fs, default: { ...fs, mkdirSync: vi.fn(), existsSync: vi.fn(() => true) } };
});

const { backupDatabase, passwordOutOf, restoreDatabase } = await import('@/lib/db/backup');

const url = 'postgresql://pedidos:s%3Acreto%40x@db.example:5432/pedidos?sslmode=require';

function lastCall() {
  const [command, args, options] = spawnSync.mock.calls.at(-1) as unknown as [
    string,
    string[],
    { env: Record<string, string> },
  ];
  return { command, args, env: options.env };
}

describe('the PostgreSQL backup tools', () => {
  beforeEach(() => spawnSync.mockClear());

  it('pg_dump gets the password in PGPASSWORD and a URL without it', async () => {
    await backupDatabase(url, '/backups/x.dump');
    const { command, args, env } = lastCall();
    expect(command).toBe('pg_dump');
    expect(args.join(' ')).not.toContain('s%3Acreto');
    expect(args.join(' ')).not.toContain('s:creto');
    expect(args).toContain('postgresql://pedidos@db.example:5432/pedidos?sslmode=require');
    expect(env.PGPASSWORD).toBe('s:creto@x');
  });

  it('pg_restore too', () => {
    restoreDatabase('/backups/x.dump', url);
    const { command, args, env } = lastCall();
    expect(command).toBe('pg_restore');
    expect(args.join(' ')).not.toContain('creto');
    expect(env.PGPASSWORD).toBe('s:creto@x');
  });

  it('a URL without a password adds none', async () => {
    await backupDatabase('postgresql://postgres@127.0.0.1:5432/pedidos', '/backups/y.dump');
    expect(lastCall().env.PGPASSWORD).toBeUndefined();
  });

  it.each([
    [
      'postgresql://pedidos:clave@/pedidos?host=/var/run/postgresql',
      'postgresql://pedidos@/pedidos?host=/var/run/postgresql',
      'clave',
    ],
    [
      'postgresql://pedidos@db:5432/pedidos?password=cla%2Bve&sslmode=require',
      'postgresql://pedidos@db:5432/pedidos?sslmode=require',
      'cla+ve',
    ],
    [
      'postgresql://pedidos@db:5432/pedidos?sslmode=require&password=clave',
      'postgresql://pedidos@db:5432/pedidos?sslmode=require',
      'clave',
    ],
    ['postgresql://pedidos:100%@db/pedidos', 'postgresql://pedidos@db/pedidos', '100%'],
    ['postgres://db/pedidos', 'postgres://db/pedidos', null],
  ])('takes the password out of %s', (given, url, password) => {
    expect(passwordOutOf(given)).toEqual({ url, password });
  });
});
