import 'server-only';
import { EventEmitter } from 'node:events';
import { db } from '@/lib/db';
import { databaseProvider, databaseUrl } from '@/lib/db/url';
import type { OrderStatus } from '@/lib/vocabulary/catalogue';
import { SEEN_BY_RESTAURANT } from '@/lib/vocabulary/payment-methods';
import { ORDER_CHANNEL, listenToOtherProcesses, signalOtherProcesses } from './postgresql-signal';

// Live order events for the staff side. The status history (OrderStatusChange)
// is the event log: an event's id is its row's id, so a board that reconnects
// with Last-Event-ID gets exactly what it missed, across restarts. Within one
// process a change wakes the open streams at once (the emitter below); the
// streams also look at the log every few seconds, so a change written by
// another process reaches them too. On PostgreSQL the other processes are
// woken at once as well (NOTIFY/LISTEN, postgresql-signal.ts).

export type OrderEvent = {
  id: number;
  event: 'order.created' | 'order.updated';
  data: { id: string; number: string; status: OrderStatus };
};

type Bus = EventEmitter;
const globalBus = globalThis as typeof globalThis & { __orderBus?: Bus };
const bus: Bus = (globalBus.__orderBus ??= new EventEmitter());
bus.setMaxListeners(0);

/** Wakes the streams of a restaurant after a change was committed. */
export function notifyOrderChange(restaurantId: number): void {
  bus.emit(`restaurant:${restaurantId}`);
  if (databaseProvider() === 'postgresql') {
    void signalOtherProcesses(
      ORDER_CHANNEL,
      restaurantId,
      (channel, payload) => db.$executeRaw`SELECT pg_notify(${channel}, ${payload})`,
    );
  }
}

export function onOrderChange(restaurantId: number, listener: () => void): () => void {
  const url = databaseUrl();
  if (databaseProvider(url) === 'postgresql') {
    void listenToOtherProcesses(url, ORDER_CHANNEL, (detail) => {
      const id = Number(detail);
      if (detail && Number.isSafeInteger(id)) bus.emit(`restaurant:${id}`);
    });
  }
  const name = `restaurant:${restaurantId}`;
  bus.on(name, listener);
  return () => bus.off(name, listener);
}

/** The restaurant's events after `afterId`, oldest first (at most `take`). */
export async function orderEventsSince(restaurantId: number, afterId: number, take = 200): Promise<OrderEvent[]> {
  const rows = await db.orderStatusChange.findMany({
    where: { id: { gt: afterId }, status: { not: 'pending_payment' }, order: { restaurantId, ...SEEN_BY_RESTAURANT } },
    orderBy: { id: 'asc' },
    take,
    select: { id: true, status: true, order: { select: { publicId: true, number: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    event: row.status === 'received' || row.status === 'pending_payment' ? 'order.created' : 'order.updated',
    data: { id: row.order.publicId, number: row.order.number, status: row.status as OrderStatus },
  }));
}

/** The id of the restaurant's newest event: a board connecting fresh starts after it. */
export async function latestOrderEventId(restaurantId: number): Promise<number> {
  const row = await db.orderStatusChange.findFirst({
    where: { order: { restaurantId } },
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  return row?.id ?? 0;
}
