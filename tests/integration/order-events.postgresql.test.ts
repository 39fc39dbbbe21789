import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { notifyOrderChange, onOrderChange } from '@/lib/live/order-events';
import { db } from '@/lib/db';
import { revalidateCatalogue } from '@/lib/site/settings';
import {
  ORDER_CHANNEL,
  PAGES_CHANNEL,
  isListening,
  listenToOtherProcesses,
  signalPayload,
  stopListening,
} from '@/lib/live/postgresql-signal';

// Live events across processes on PostgreSQL (decision 030): a change
// committed by one process wakes the boards streaming from every other one at
// once, through NOTIFY/LISTEN. "Another process" is a connection of its own.

const url = () => process.env.DATABASE_URL!;
const clients: pg.Client[] = [];
async function otherProcess(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url() });
  clients.push(client);
  await client.connect();
  return client;
}
afterAll(async () => {
  await stopListening();
  for (const client of clients) await client.end();
});

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

describe('order events between processes', () => {
  it('a change signalled by another process wakes this one’s streams of that restaurant only', async () => {
    const woken: number[] = [];
    const stopFirst = onOrderChange(41, () => woken.push(41));
    const stopSecond = onOrderChange(42, () => woken.push(42));
    const arrived = new Promise<void>((resolve) => onOrderChange(42, resolve));
    // The LISTEN connection opens on the first subscription; give it its moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const other = await otherProcess();
    for (const garbage of ['garbage', 'another-process:not-a-number', ':', '']) {
      await other.query('SELECT pg_notify($1, $2)', [ORDER_CHANNEL, garbage]);
    }
    await other.query('SELECT pg_notify($1, $2)', [ORDER_CHANNEL, signalPayload(42, 'another-process')]);
    await within(2000, arrived);
    expect(woken).toEqual([42]);
    stopFirst();
    stopSecond();
  });

  it('a change made here reaches the other processes', async () => {
    const other = await otherProcess();
    await other.query(`LISTEN ${ORDER_CHANNEL}`);
    const received = new Promise<string>((resolve) => other.on('notification', ({ payload }) => resolve(payload!)));
    notifyOrderChange(43);
    expect(await within(2000, received)).toMatch(/^[0-9a-f-]{36}:43$/);
    await other.query(`UNLISTEN ${ORDER_CHANNEL}`);
  });

  it('a LISTEN connection the server dropped is opened again, and signals arrive through it', async () => {
    const arrived = new Promise<void>((resolve) => onOrderChange(44, resolve));
    const heard: string[] = [];
    await listenToOtherProcesses(url(), PAGES_CHANNEL, (detail) => heard.push(detail));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual([]);
    const other = await otherProcess();
    const killed = await listeners(other);
    expect(killed).toBeGreaterThan(0);
    await other.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    // Reconnects within about a second, once.
    await expect.poll(() => listeners(other), { timeout: 5000 }).toBe(1);
    // What was sent while no connection listened is lost: each channel's handler hears once, with no detail.
    await expect.poll(() => heard).toEqual(['']);
    await other.query('SELECT pg_notify($1, $2)', [ORDER_CHANNEL, signalPayload(44, 'another-process')]);
    await within(2000, arrived);
  });

  it('stopping while the connection opens leaves no connection behind', async () => {
    await stopListening();
    const other = await otherProcess();
    await expect.poll(() => listeners(other)).toBe(0);
    const opening = listenToOtherProcesses(url(), ORDER_CHANNEL, () => undefined);
    await stopListening();
    await opening;
    expect(isListening()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await listeners(other)).toBe(0);
  });
});

/** LISTEN connections of this process's database, seen from another connection. */
async function listeners(other: pg.Client): Promise<number> {
  const { rows } = await other.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
  );
  return Number(rows[0]!.n);
}

describe('kept pages between processes', () => {
  it('a change to what they show signals the other processes when it commits, not before', async () => {
    const other = await otherProcess();
    await other.query(`LISTEN ${PAGES_CHANNEL}`);
    const received: string[] = [];
    other.on('notification', ({ channel, payload }) => {
      if (channel === PAGES_CHANNEL) received.push(payload!);
    });
    let committed = false;
    await db.$transaction(async (tx) => {
      await revalidateCatalogue(tx);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toEqual([]);
      committed = true;
    });
    expect(committed).toBe(true);
    await expect.poll(() => received).toHaveLength(1);
    expect(received[0]).toMatch(/^[0-9a-f-]{36}:$/);
    await other.query(`UNLISTEN ${PAGES_CHANNEL}`);
  });
});
