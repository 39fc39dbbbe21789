// Generic upsert-and-trim for the seed: makes the rows in scope match the
// data with as few writes as possible, so a re-run writes nothing.

export type Row = Record<string, unknown>;
export type Ids = Map<string, number>;

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  return (a ?? null) === (b ?? null);
}

export const differs = (old: Row, row: Row) => Object.keys(row).some((field) => !same(old[field], row[field]));

interface SyncPlan<K, T extends K, E extends K> {
  key: (row: K) => string;
  desired: T[];
  existing: E[];
  create: (rows: T[]) => Promise<unknown>;
  update?: (old: E, row: T) => Promise<unknown>;
  /** Rows in scope that the data no longer has; omitted where extra rows are left alone. */
  remove?: (rows: E[]) => Promise<unknown>;
}

/** Makes `existing` match `desired`: creates what is missing, updates what differs, removes the rest. */
export async function sync<K, T extends K, E extends K>(plan: SyncPlan<K, T, E>): Promise<void> {
  const left = new Map(plan.existing.map((row) => [plan.key(row), row]));
  const missing: T[] = [];
  for (const row of plan.desired) {
    const old = left.get(plan.key(row));
    left.delete(plan.key(row));
    if (!old) missing.push(row);
    else if (plan.update && differs(old as Row, row as Row)) await plan.update(old, row);
  }
  if (missing.length) await plan.create(missing);
  if (plan.remove && left.size) await plan.remove([...left.values()]);
}

/** `sync` for a model with an id and a unique `key` column; returns key → id. */
export async function upsertAll<T extends Row>(
  key: keyof T & string,
  desired: T[],
  ops: {
    find: (keys: string[]) => Promise<Array<Row & { id: number }>>;
    create: (rows: T[]) => Promise<unknown>;
    update: (id: number, row: T) => Promise<unknown>;
  },
): Promise<Ids> {
  const keyOf = (row: Row) => String(row[key]);
  const keys = desired.map(keyOf);
  await sync({
    key: keyOf,
    desired,
    existing: await ops.find(keys),
    create: ops.create,
    update: (old, row) => ops.update(old.id, row),
  });
  return new Map((await ops.find(keys)).map((row) => [keyOf(row), row.id]));
}

export function idOf(ids: Ids, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed: unknown ${what} "${key}"`);
  return id;
}

export const pairKey = (a: number, b: number | string) => `${a}|${b}`;

export function daysFromToday(days: number): Date {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}
