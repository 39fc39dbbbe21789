import 'server-only';
import { db } from '@/lib/db';
import { allWorkerLoopsIdle, stopWorkerLoops } from '@/lib/jobs/worker-loop';
import { stopListening } from '@/lib/live/postgresql-signal';
import { flushMailQueue } from '@/lib/mail/queue';

// The last steps of a process stopping (SIGTERM from the orchestrator): once
// scripts/server.mjs has stopped taking requests and finished the ones in
// flight, no background round starts any more, the mail queued in memory
// (the only mail not yet in the database) is handed over, the running rounds
// end, and the database connections close, all within a deadline so that the
// orchestrator never has to kill the process. Nothing ordered is lost either
// way: what a commit queued is in the outbox, and another process's worker
// (or this one's, restarted) sends it; a claim left behind runs out in 60 s.

/** How long the last steps may take; with the 10 s for requests in flight, under compose's 30 s. */
export const FINISH_DEADLINE_MS = 10_000;

/** Resolves true when `work` finished within `ms`, false when the deadline came first. */
async function within(ms: number, work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Answers whether everything finished before the deadline (else the caller exits anyway). */
export async function finishProcess(deadlineMs: number = FINISH_DEADLINE_MS): Promise<boolean> {
  stopWorkerLoops();
  const finished = await within(
    deadlineMs,
    (async () => {
      await Promise.all([flushMailQueue(), allWorkerLoopsIdle()]);
      await stopListening();
    })(),
  );
  if (!finished) console.warn(`Shutdown: the last jobs were still running after ${deadlineMs} ms; stopping anyway.`);
  await within(2_000, db.$disconnect());
  return finished;
}

/** Where scripts/server.mjs (plain Node, outside the bundle) finds finishProcess. */
export const FINISH_PROCESS = Symbol.for('pedido-online.finishProcess');

export function exposeFinishProcess(): void {
  (globalThis as Record<symbol, unknown>)[FINISH_PROCESS] = finishProcess;
}
