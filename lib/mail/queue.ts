import 'server-only';
import { sendMail, type MailMessage } from './transport';

// Mail sent after the answer, not during it: the request's time no longer
// depends on whether (or how slowly) a message went out, so an answer cannot
// tell an existing account from an unknown e-mail by its timing (issue 9,
// finding 6). In memory, in this process: the scale issue moves it to a
// database-backed job queue that survives a restart.

const pending = new Set<Promise<void>>();

/** Runs `task` after the current request has answered; a failure is logged, never thrown at the request. */
export function runLater(label: string, task: () => Promise<void>): void {
  const job = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => console.error(`${label} failed`, error))
    .finally(() => pending.delete(job));
  pending.add(job);
}

/** Queues a message. */
export function sendMailLater(message: MailMessage): void {
  runLater(`Mail to ${message.to} ("${message.subject}")`, () => sendMail(message));
}

/** Resolves when every queued message has been handed over (tests, and a graceful shutdown). */
export async function flushMailQueue(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
