import type BetterSqlite3 from 'better-sqlite3';

// @prisma/adapter-better-sqlite3 (7.10) compiles every statement again on each
// call: `client.prepare(sql).bind(args)`, then `run()` or `raw().all()`. About
// 35 µs each, on the one thread that also serves requests, and an order and
// its cart add run some forty of them (docs/decisions/033). Prisma's own
// SQL for a query shape is always the same text, so the compiled statement is
// kept here, per text, and each call gets a small handle that carries its own
// arguments: better-sqlite3 refuses to bind a statement twice, and a handle
// never binds the kept one, it passes the arguments to each run.
//
// Safe on the one serialized connection (lib/db/serialized-adapter.ts): each
// handle runs synchronously to the end, so no two use a statement at once;
// SQLite compiles a kept statement again by itself after a schema change.
// Written against the adapter 7.10.0 the lockfile installs: a release that
// used the statement in another way (get, iterate, pluck) would fail every
// query, so the whole integration suite, which runs through it, stops it.

/** The statement API the adapter uses. */
type Handle = {
  readonly reader: boolean;
  bind(args: unknown[]): Handle;
  columns(): BetterSqlite3.ColumnDefinition[];
  raw(toggle?: boolean): Handle;
  run(): BetterSqlite3.RunResult;
  all(): unknown[];
};

/** Statements kept per connection; past it, the least recently used is dropped. */
export const KEPT_STATEMENTS = 500;

function handle(statement: BetterSqlite3.Statement): Handle {
  let args: unknown[] = [];
  let raw = false;
  const self: Handle = {
    get reader() {
      return statement.reader;
    },
    bind(values) {
      args = values;
      return self;
    },
    columns: () => statement.columns(),
    raw(toggle = true) {
      raw = toggle;
      return self;
    },
    run: () => statement.run(args),
    all: () => statement.raw(raw).all(args),
  };
  return self;
}

/**
 * Makes `client.prepare` answer a handle on a kept statement. Only for a
 * connection used as the Prisma adapter uses it; `client.prepare` elsewhere
 * (none in this code base) would get the handle too.
 */
export function keepStatements(client: BetterSqlite3.Database, max = KEPT_STATEMENTS): void {
  const prepare = client.prepare.bind(client);
  const kept = new Map<string, BetterSqlite3.Statement>();
  (client as unknown as { prepare: (sql: string) => Handle }).prepare = (sql) => {
    let statement = kept.get(sql);
    if (statement) {
      // Insertion order is recency order: a statement used now moves to the end.
      kept.delete(sql);
    } else {
      statement = prepare(sql);
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
    }
    kept.set(sql, statement);
    return handle(statement);
  };
}
