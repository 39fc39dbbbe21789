import 'server-only';
import { db } from '@/lib/db';
import { flushAllMail } from '@/lib/jobs/mail-worker';
import { allWorkerLoopsIdle } from '@/lib/jobs/worker-loop';
import { stopListening } from '@/lib/live/postgresql-signal';

// The last steps of a process stopping (SIGTERM from the orchestrator): once
// scripts/server.mjs has stopped taking requests and finished the ones in
// flight, the mail queued in memory is written, the background rounds end,
// and the database connections close. Nothing ordered is lost either way:
// what a commit queued is in the outbox, and another process's worker takes it.

export async function finishProcess(): Promise<void> {
  await flushAllMail();
  await allWorkerLoopsIdle();
  await stopListening();
  await db.$disconnect();
}

/** Where scripts/server.mjs (plain Node, outside the bundle) finds finishProcess. */
export const FINISH_PROCESS = Symbol.for('pedido-online.finishProcess');

export function exposeFinishProcess(): void {
  (globalThis as Record<symbol, unknown>)[FINISH_PROCESS] = finishProcess;
}
