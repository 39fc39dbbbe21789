import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseFile, databaseProvider } from '@/lib/db/url';

describe('DATABASE_URL', () => {
  it('names PostgreSQL by its scheme, and a SQLite file otherwise', () => {
    expect(databaseProvider('postgresql://app:secret@db:5432/pedidos')).toBe('postgresql');
    expect(databaseProvider('postgres://app@127.0.0.1/pedidos')).toBe('postgresql');
    expect(databaseProvider('file:./var/data.db')).toBe('sqlite');
    expect(databaseProvider('file:/srv/postgresql://odd.db')).toBe('sqlite');
  });

  it('resolves a SQLite file from the project root, and refuses a PostgreSQL URL as a file', () => {
    expect(databaseFile('file:./var/data.db?connection_limit=1', '/srv/app')).toBe(
      path.resolve('/srv/app/var/data.db'),
    );
    expect(() => databaseFile('postgresql://app@db/pedidos')).toThrow(/PostgreSQL/);
  });
});
