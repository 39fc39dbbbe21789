import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { workerLoop, workerLoopsStopping } from '@/lib/jobs/worker-loop';
import { sendMailLater } from '@/lib/mail/queue';
import { readOutbox } from '@/lib/mail/transport';
import { finishProcess } from '@/lib/ops/shutdown';
import { setUpTemporaryFiles } from '../support/api-client';

// Graceful shutdown (issue 17): once the server has finished its requests,
// finishProcess hands over the mail still in memory, lets running rounds end,
// starts no new one, and gives up at a deadline instead of waiting for the
// orchestrator's kill. One test: the process is stopped at its end.

setUpTemporaryFiles();

describe('finishing a process', () => {
  it('sends the mail in memory, starts no new round and stops at its deadline even if a round hangs', async () => {
    let rounds = 0;
    const counted = workerLoop('Shutdown test counter', async () => {
      rounds += 1;
    });
    counted.kick();
    await counted.idle();
    expect(rounds).toBe(1);

    const hung = workerLoop('Shutdown test hang', () => new Promise<void>(() => {}));
    hung.kick();
    sendMailLater({
      to: 'ultimo@example.com',
      subject: 'Antes de parar',
      text: 'Sale antes.',
      html: '<p>Sale antes.</p>',
    });
    const disconnect = vi.spyOn(db, '$disconnect');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const started = Date.now();
    await expect(finishProcess(300)).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/still running after 300 ms/));
    expect(disconnect).toHaveBeenCalled();
    expect(readOutbox({ to: 'ultimo@example.com' })).toHaveLength(1);

    // Stopping: a kick starts nothing.
    expect(workerLoopsStopping()).toBe(true);
    counted.kick();
    await counted.idle();
    expect(rounds).toBe(1);
  });
});
