import 'server-only';
import { latestOrderEventId, onOrderChange, orderEventsSince } from './order-events';

// The server-sent event stream of one restaurant's orders: first what was
// missed since Last-Event-ID (or nothing, for a fresh board), then each event
// as it is committed. A change in this process wakes the stream at once; the
// log is also read every POLL_MS, for changes made by another process.

const POLL_MS = 2000;
const HEARTBEAT_MS = 15_000;
/**
 * How old the last check of the reader's access may be when events are sent:
 * a member blocked, signed out or unbound from the restaurant gets nothing
 * after that, and the stream ends (security probe, stop 35). Checked also at
 * each heartbeat, so an idle board closes too.
 */
export const ACCESS_CHECK_MS = 5000;
/** How long a browser waits before reconnecting after the stream drops. */
const RETRY_MS = 1500;

/** Whether the stream's reader may still read this restaurant's orders (session, role, binding). */
export type AccessCheck = () => Promise<boolean>;

export function orderEventStream(
  restaurantId: number,
  lastEventId: number | null,
  signal: AbortSignal,
  stillAllowed: AccessCheck,
) {
  const encoder = new TextEncoder();
  let closed = false;
  const cleanups: Array<() => void> = [];
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const close = () => {
        if (closed) return;
        closed = true;
        for (const cleanup of cleanups) cleanup();
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      };
      let last = lastEventId ?? (await latestOrderEventId(restaurantId));
      let reading: Promise<void> | null = null;
      let again = false;
      let checkedAt = Date.now();
      /** False, and the stream closed, once the reader lost access. */
      const allowed = async (maxAgeMs: number) => {
        if (Date.now() - checkedAt < maxAgeMs) return true;
        if (!(await stillAllowed())) {
          close();
          return false;
        }
        checkedAt = Date.now();
        return true;
      };
      const flush = async () => {
        // One read at a time; a wake-up during a read reads once more after it.
        if (reading) {
          again = true;
          return reading;
        }
        reading = (async () => {
          do {
            again = false;
            const events = await orderEventsSince(restaurantId, last);
            if (events.length > 0 && !(await allowed(ACCESS_CHECK_MS))) return;
            for (const event of events) {
              send(`id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
              last = event.id;
            }
          } while (again && !closed);
        })()
          .catch(() => close())
          .finally(() => {
            reading = null;
          });
        return reading;
      };
      send(`retry: ${RETRY_MS}\n: connected\n\n`);
      cleanups.push(onOrderChange(restaurantId, () => void flush()));
      const poll = setInterval(() => void flush(), POLL_MS);
      const heartbeat = setInterval(
        () =>
          void allowed(0)
            .then((ok) => ok && send(': ping\n\n'))
            .catch(() => close()),
        HEARTBEAT_MS,
      );
      cleanups.push(
        () => clearInterval(poll),
        () => clearInterval(heartbeat),
      );
      signal.addEventListener('abort', close, { once: true });
      await flush();
    },
    cancel() {
      closed = true;
      for (const cleanup of cleanups) cleanup();
    },
  });
}
