import 'server-only';
import { EventEmitter } from 'node:events';
import type { DbClient } from '@/lib/db';
import type { MailMessage } from './transport';

// The durable side of mail: a row written in the caller's transaction, so a
// crash after the commit loses nothing; lib/jobs/mail-worker.ts sends it.

export type MailJob =
  | { kind: 'message'; message: MailMessage }
  | { kind: 'order_confirmation'; orderId: number }
  | { kind: 'ticket'; invoiceId: number };

/** Shared by every bundle of the server (route handlers, instrumentation): one per process. */
const wake: EventEmitter = ((globalThis as { __mailOutboxWake?: EventEmitter }).__mailOutboxWake ??=
  new EventEmitter());

/** Queues mail inside `client`'s transaction; call wakeMailWorker() once it has committed. */
export async function enqueueMail(client: DbClient, job: MailJob, now: Date = new Date()): Promise<void> {
  const payload =
    job.kind === 'message'
      ? job.message
      : job.kind === 'ticket'
        ? { invoice_id: job.invoiceId }
        : { order_id: job.orderId };
  await client.mailOutbox.create({ data: { kind: job.kind, payload: JSON.stringify(payload), nextAttemptAt: now } });
}

/** Tells this process's worker there is mail to send (after the commit). */
export function wakeMailWorker(): void {
  wake.emit('queued');
}

export function onMailQueued(listener: () => void): void {
  wake.on('queued', listener);
}
