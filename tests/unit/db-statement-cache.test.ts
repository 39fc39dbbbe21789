import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepStatements } from '@/lib/db/statement-cache';

// lib/db/statement-cache.ts: the statements Prisma's SQLite adapter compiles on
// each call are kept; each call still runs with its own arguments.

type Prepared = { bind(args: unknown[]): Prepared; run(): { changes: number }; raw(): Prepared; all(): unknown[] };
const open: Database.Database[] = [];

function connection(max?: number) {
  const client = new Database(':memory:');
  open.push(client);
  client.exec('CREATE TABLE dish (id INTEGER PRIMARY KEY, name TEXT NOT NULL, cents INTEGER NOT NULL)');
  const compile = vi.spyOn(client, 'prepare');
  keepStatements(client, max);
  // As the adapter calls it: prepare(sql).bind(args), then run() or raw().all().
  const prepare = (sql: string) => (client.prepare as unknown as (sql: string) => Prepared)(sql);
  return { compile, prepare };
}

afterEach(() => {
  for (const client of open.splice(0)) client.close();
});

describe('keepStatements', () => {
  it('compiles a text once and runs it with each call’s own arguments', () => {
    const { compile, prepare } = connection();
    const insert = 'INSERT INTO dish (name, cents) VALUES (?, ?)';
    expect(prepare(insert).bind(['Burger', 950]).run().changes).toBe(1);
    expect(prepare(insert).bind(['Patatas', 350]).run().changes).toBe(1);
    const select = 'SELECT name, cents FROM dish WHERE cents > ? ORDER BY id';
    expect(prepare(select).bind([0]).raw().all()).toEqual([
      ['Burger', 950],
      ['Patatas', 350],
    ]);
    expect(prepare(select).bind([400]).raw().all()).toEqual([['Burger', 950]]);
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('answers rows as objects unless raw() was asked for, call by call', () => {
    const { prepare } = connection();
    prepare('INSERT INTO dish (name, cents) VALUES (?, ?)').bind(['Tarta', 500]).run();
    const select = 'SELECT name FROM dish';
    expect(prepare(select).bind([]).raw().all()).toEqual([['Tarta']]);
    expect(prepare(select).bind([]).all()).toEqual([{ name: 'Tarta' }]);
  });

  it('keeps at most `max` texts, dropping the least recently used', () => {
    const { compile, prepare } = connection(2);
    const [a, b, c] = ['SELECT 1', 'SELECT 2', 'SELECT 3'];
    for (const sql of [a, b, a, c]) prepare(sql).bind([]).raw().all();
    // a was used after b, so c's arrival dropped b: a is still kept, b is compiled again.
    expect(compile).toHaveBeenCalledTimes(3);
    prepare(a).bind([]).raw().all();
    expect(compile).toHaveBeenCalledTimes(3);
    prepare(b).bind([]).raw().all();
    expect(compile).toHaveBeenCalledTimes(4);
  });

  it('leaves a failed statement usable for the next call', () => {
    const { prepare } = connection();
    const insert = 'INSERT INTO dish (name, cents) VALUES (?, ?)';
    expect(() => prepare(insert).bind([null, 100]).run()).toThrow(/NOT NULL/);
    expect(prepare(insert).bind(['Ensalada', 700]).run().changes).toBe(1);
  });
});
