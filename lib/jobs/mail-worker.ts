import 'server-only';
import { db } from '@/lib/db';
import { onMailQueued } from '@/lib/mail/outbox';
import { flushMailQueue } from '@/lib/mail/queue';
import { sendMail, type MailMessage } from '@/lib/mail/transport';
import { orderConfirmationMessage } from '@/lib/orders/order-mail';
import { ticketMessage } from '@/lib/invoices/mail';
import { workerLoop, workerLoopsStopping } from './worker-loop';

// Sends the mail outbox (lib/mail/outbox.ts): woken after each commit that
// queued mail, and every 30 s for retries and for what a crashed process
// left. A row is claimed with a conditional update, so a second process (or
// a second drain in this one) never sends it twice.

export const MAX_ATTEMPTS = 8;
const CLAIM_MS = 60_000;
const POLL_MS = 30_000;
const BATCH = 20;
const WAKE_DELAY_MS = 50;
/**
 * A batch is claimed at once, so its last message must not start after its
 * claim could run out: no send starts later than this after the claim, which
 * leaves each at least 40 s (the transport's socket timeout is 30 s).
 */
const SEND_WINDOW_MS = 20_000;

/** Wait before attempt n + 1: 30 s, 1 min, 2 min, … at most 1 h. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

async function render(kind: string, payload: string): Promise<MailMessage | null> {
  const data = JSON.parse(payload) as Record<string, unknown>;
  if (kind === 'order_confirmation') return orderConfirmationMessage(Number(data.order_id));
  if (kind === 'ticket') return ticketMessage(Number(data.invoice_id));
  return data as unknown as MailMessage;
}

/** Rows due now: not sent, attempts left, their time come, and nobody's claim on them (or it ran out). */
const dueAt = (now: Date) => ({
  sentAt: null,
  attempts: { lt: MAX_ATTEMPTS },
  nextAttemptAt: { lte: now },
  OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }],
});

/** Sends what is due now; answers how many rows it handled. */
export async function drainMailOutbox(now: Date = new Date()): Promise<number> {
  const due = await db.mailOutbox.findMany({
    where: dueAt(now),
    orderBy: { id: 'asc' },
    take: BATCH,
    select: { id: true },
  });
  // Stopping: nothing more is claimed; what is due waits, unclaimed, for the next process.
  if (due.length === 0 || workerLoopsStopping()) return due.length;
  // The batch is claimed in one statement and one commit (issue 11: a commit waits for the disk).
  // The condition is checked again by the update itself, so a row another process claimed
  // meanwhile is not among those answered, and no message is sent twice.
  const lease = new Date(now.getTime() + CLAIM_MS);
  const claimedAt = performance.now();
  const claimed = await db.mailOutbox.updateManyAndReturn({
    where: { id: { in: due.map((row) => row.id) }, ...dueAt(now) },
    data: { lockedUntil: lease },
    select: { id: true, kind: true, payload: true, attempts: true },
  });
  claimed.sort((a, b) => a.id - b.id);
  for (const [index, row] of claimed.entries()) {
    if (workerLoopsStopping() || performance.now() - claimedAt > SEND_WINDOW_MS) {
      // Stopping, or a slow mail server: the rows not sent yet are let go now, for the next
      // drain or process. Only while still ours: a claim that ran out may be another's by now.
      const unsent = claimed.slice(index).map((left) => left.id);
      await db.mailOutbox.updateMany({
        where: { id: { in: unsent }, sentAt: null, lockedUntil: lease },
        data: { lockedUntil: null },
      });
      break;
    }
    try {
      const message = await render(row.kind, row.payload);
      if (message) await sendMail(message);
      await db.mailOutbox.update({ where: { id: row.id }, data: { sentAt: new Date(), lockedUntil: null } });
    } catch (error) {
      const attempts = row.attempts + 1;
      await db.mailOutbox.update({
        where: { id: row.id },
        data: {
          attempts,
          lockedUntil: null,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
        },
      });
      console.error(`Mail outbox row ${row.id} failed (attempt ${attempts} of ${MAX_ATTEMPTS})`);
    }
  }
  return due.length;
}

/** Drains until nothing is due (or the process stops); a wake-up during a drain runs one more. */
const loop = workerLoop('Mail outbox drain', async () => {
  while ((await drainMailOutbox()) === BATCH && !workerLoopsStopping());
});
const kick = loop.kick;

/** Starts this process's worker (instrumentation.ts, at server start). */
export function startMailWorker(): void {
  if (!loop.claimStart()) return;
  // Shortly after the commit, not at once: the order's own answer is read
  // first, and a burst of orders is one drain instead of one each.
  let wakeUp: NodeJS.Timeout | null = null;
  onMailQueued(() => {
    wakeUp ??= setTimeout(() => {
      wakeUp = null;
      kick();
    }, WAKE_DELAY_MS);
  });
  setInterval(kick, POLL_MS).unref();
  kick();
}

/** Everything queued so far is handed over: the in-memory queue and the whole outbox (tests). */
export async function flushAllMail(): Promise<void> {
  await flushMailQueue();
  await loop.idle();
  while ((await drainMailOutbox()) === BATCH);
}
