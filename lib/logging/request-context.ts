import type { AsyncLocalStorage } from 'node:async_hooks';

// The request being served, as scripts/server.mjs records it for its logs
// (scripts/json-logs.mjs, shared through globalThis). Background work that a
// request happens to start (a worker round, the LISTEN connection) must not
// log under that request's id for the rest of the process's life.

const context = () =>
  (globalThis as Record<symbol, unknown>)[Symbol.for('pedido-online.requestContext')] as
    AsyncLocalStorage<unknown> | undefined;

/** Runs `work` outside any request: what it starts (timers, sockets) carries no request id. */
export function outsideRequest<T>(work: () => T): T {
  const storage = context();
  return storage ? storage.exit(work) : work();
}
