import 'server-only';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

// On PostgreSQL the processes behind a load balancer tell each other that a
// restaurant's orders changed: NOTIFY on one channel after the commit, and
// one LISTENing connection per process that wakes its local streams. The
// status history stays the truth (order-events.ts): a lost signal only delays
// a board until its next look at the log, and a board that reconnects reads
// what it missed.

export const ORDER_CHANNEL = 'order_events';

/** This process's name in its own signals, so it does not wake its streams twice. */
const PROCESS = randomUUID();
const RECONNECT_MS = 1000;

type Listening = {
  client: pg.Client | null;
  starting: Promise<void> | null;
  wanted: boolean;
  /** The one pending reconnection, if any. */
  retry: NodeJS.Timeout | null;
};
const state: Listening = ((globalThis as { __orderSignal?: Listening }).__orderSignal ??= {
  client: null,
  starting: null,
  wanted: false,
  retry: null,
});

/** Tries again in RECONNECT_MS, once however many times the connection failed meanwhile. */
function reconnectLater(url: string, wake: (restaurantId: number) => void): void {
  if (!state.wanted || state.retry) return;
  state.retry = setTimeout(() => {
    state.retry = null;
    void listenToOtherProcesses(url, wake);
  }, RECONNECT_MS);
  state.retry.unref();
}

/** The NOTIFY payload: who sent it and for which restaurant. */
export const signalPayload = (restaurantId: number, sender: string = PROCESS) => `${sender}:${restaurantId}`;

/** Tells the other processes, through `send` (a statement on the database). */
export function signalOtherProcesses(
  restaurantId: number,
  send: (channel: string, payload: string) => Promise<unknown>,
): void {
  send(ORDER_CHANNEL, signalPayload(restaurantId)).catch((error: unknown) => {
    console.warn('[live] could not signal the other processes:', (error as Error).message);
  });
}

/** Opens this process's LISTEN connection once; `wake` gets each other process's restaurant id. */
export function listenToOtherProcesses(url: string, wake: (restaurantId: number) => void): Promise<void> {
  state.wanted = true;
  if (state.client) return Promise.resolve();
  state.starting ??= (async () => {
    // keepAlive: a connection a firewall dropped silently is noticed and replaced.
    const client = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    const drop = () => {
      if (state.client !== client) return;
      state.client = null;
      client.end().catch(() => undefined);
      reconnectLater(url, wake);
    };
    client.on('notification', ({ channel, payload }) => {
      if (channel !== ORDER_CHANNEL || !payload) return;
      const [sender, id] = payload.split(':');
      const restaurantId = Number(id);
      if (sender !== PROCESS && Number.isSafeInteger(restaurantId)) wake(restaurantId);
    });
    client.on('error', drop);
    client.on('end', drop);
    try {
      await client.connect();
      await client.query(`LISTEN ${ORDER_CHANNEL}`);
    } catch (error) {
      console.warn('[live] could not listen to the other processes:', (error as Error).message);
      await client.end().catch(() => undefined);
      reconnectLater(url, wake);
      return;
    }
    // Stopped while connecting: this connection is not kept open.
    if (!state.wanted) {
      await client.end().catch(() => undefined);
      return;
    }
    state.client = client;
  })().finally(() => {
    state.starting = null;
  });
  return state.starting;
}

/** Closes the LISTEN connection, or the one being opened (graceful shutdown, tests). */
export async function stopListening(): Promise<void> {
  state.wanted = false;
  if (state.retry) clearTimeout(state.retry);
  state.retry = null;
  await state.starting;
  const client = state.client;
  state.client = null;
  await client?.end().catch(() => undefined);
}

/** Whether this process holds its LISTEN connection (tests). */
export const isListening = (): boolean => state.client !== null;
