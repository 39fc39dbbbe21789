import 'server-only';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { outsideRequest } from '@/lib/logging/request-context';

// On PostgreSQL the processes behind a load balancer tell each other what
// changed: NOTIFY on a channel (after the commit: a NOTIFY sent inside a
// transaction is delivered when it commits), and one LISTENing connection per
// process that hands each channel's signals to its handler. Channels: a
// restaurant's orders changed (lib/live/order-events.ts; the status history
// stays the truth, a lost signal only delays a board until its next look at
// the log), and the pages Next keeps must be rendered again
// (lib/site/cached-pages.ts).

export const ORDER_CHANNEL = 'order_events';
export const PAGES_CHANNEL = 'cached_pages';
export type SignalChannel = typeof ORDER_CHANNEL | typeof PAGES_CHANNEL;

const RECONNECT_MS = 1000;

type Handler = (detail: string) => void;
type Listening = {
  client: pg.Client | null;
  starting: Promise<void> | null;
  wanted: boolean;
  /** The one pending reconnection, if any. */
  retry: NodeJS.Timeout | null;
  handlers: Map<SignalChannel, Handler>;
  /** The channels the open connection LISTENs to. */
  channels: Set<SignalChannel>;
  /**
   * This process's name in its own signals, so it does not act on them twice.
   * Kept here: the bundles of instrumentation and of the routes each load this module.
   */
  process: string;
  /** Whether a connection was open before: a reconnection may have missed signals. */
  connectedBefore: boolean;
};
const state: Listening = ((globalThis as { __processSignals?: Listening }).__processSignals ??= {
  client: null,
  starting: null,
  wanted: false,
  retry: null,
  handlers: new Map(),
  channels: new Set(),
  process: randomUUID(),
  connectedBefore: false,
});

/** The NOTIFY payload: who sent it, and what changed (a restaurant id, or nothing). */
export const signalPayload = (detail: string | number, sender: string = state.process) => `${sender}:${detail}`;

/** Tells the other processes, through `send` (a statement on the database, or in the transaction). */
export function signalOtherProcesses(
  channel: SignalChannel,
  detail: string | number,
  send: (channel: string, payload: string) => Promise<unknown>,
): Promise<void> {
  return send(channel, signalPayload(detail)).then(
    () => undefined,
    (error: unknown) => console.warn('[live] could not signal the other processes:', (error as Error).message),
  );
}

/** Tries again in RECONNECT_MS, once however many times the connection failed meanwhile. */
function reconnectLater(url: string): void {
  if (!state.wanted || state.retry) return;
  state.retry = setTimeout(() => {
    state.retry = null;
    if (!state.client) void connect(url);
  }, RECONNECT_MS);
  state.retry.unref();
}

function connect(url: string): Promise<void> {
  // Opened by a board's request, but the connection's events are not that request's.
  state.starting ??= outsideRequest(() => openConnection(url));
  return state.starting;
}

function openConnection(url: string): Promise<void> {
  return (async () => {
    // keepAlive: a connection a firewall dropped silently is noticed and replaced.
    const client = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    const drop = () => {
      if (state.client !== client) return;
      state.client = null;
      state.channels = new Set();
      client.end().catch(() => undefined);
      reconnectLater(url);
    };
    client.on('notification', ({ channel, payload }) => {
      // Only the connection in use speaks (a replaced one may linger a moment).
      if (state.client !== null && state.client !== client) return;
      const handler = state.handlers.get(channel as SignalChannel);
      if (!handler || !payload) return;
      const colon = payload.indexOf(':');
      if (colon > 0 && payload.slice(0, colon) !== state.process) handler(payload.slice(colon + 1));
    });
    client.on('error', drop);
    client.on('end', drop);
    const channels = new Set(state.handlers.keys());
    try {
      await client.connect();
      for (const channel of channels) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      console.warn('[live] could not listen to the other processes:', (error as Error).message);
      await client.end().catch(() => undefined);
      reconnectLater(url);
      return;
    }
    // Stopped while connecting, or another connection won: this one is not kept open.
    if (!state.wanted || state.client) {
      await client.end().catch(() => undefined);
      return;
    }
    state.client = client;
    state.channels = channels;
    // Signals sent while no connection listened are lost: every handler hears once, with no detail.
    if (state.connectedBefore) for (const handler of state.handlers.values()) handler('');
    state.connectedBefore = true;
  })().finally(() => {
    state.starting = null;
  });
}

/**
 * Hands the other processes' signals on `channel` to `handler` (the detail
 * they sent), opening this process's one LISTEN connection if needed.
 */
export async function listenToOtherProcesses(url: string, channel: SignalChannel, handler: Handler): Promise<void> {
  state.wanted = true;
  state.handlers.set(channel, handler);
  if (!state.client) await connect(url);
  const client = state.client;
  if (!client || state.channels.has(channel)) return;
  state.channels.add(channel);
  await client.query(`LISTEN ${channel}`).catch((error: unknown) => {
    state.channels.delete(channel);
    console.warn('[live] could not listen to the other processes:', (error as Error).message);
  });
}

/** Closes the LISTEN connection, or the one being opened (graceful shutdown, tests). */
export async function stopListening(): Promise<void> {
  state.wanted = false;
  if (state.retry) clearTimeout(state.retry);
  state.retry = null;
  await state.starting;
  const client = state.client;
  state.client = null;
  state.channels = new Set();
  await client?.end().catch(() => undefined);
}

/** Whether this process holds its LISTEN connection (tests). */
export const isListening = (): boolean => state.client !== null;
