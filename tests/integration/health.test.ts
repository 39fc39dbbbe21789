import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/ready/route';
import { db } from '@/lib/db';
import { startMailWorker } from '@/lib/jobs/mail-worker';
import { startPaymentWorker } from '@/lib/jobs/payment-worker';
import { workerLoop, workerLoopsAlive } from '@/lib/jobs/worker-loop';
import { CHECK_TIMEOUT_MS, CHECK_TTL_MS } from '@/lib/ops/health';
import { ApiClient, setUpTemporaryFiles } from '../support/api-client';

// GET /api/health and GET /api/ready (issue 17, scope 4): what a load
// balancer asks before sending traffic, and an operator before trusting a process.

setUpTemporaryFiles();
const visitor = new ApiClient();
/** The next call looks at the database again. */
const nextLook = () => new Promise((resolve) => setTimeout(resolve, CHECK_TTL_MS + 50));

beforeAll(() => {
  // As instrumentation.ts does when the server starts.
  startMailWorker();
  startPaymentWorker();
});

describe('GET /api/health and /api/ready', () => {
  it('answer 200 with each check ok when the database answers with every migration and the workers run', async () => {
    const [live, readiness] = await Promise.all([visitor.get(health, '/api/health'), visitor.get(ready, '/api/ready')]);
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', worker: 'ok' } });
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(readiness.status).toBe(200);
    expect(readiness.body).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('answer 503 naming the migrations when the database lacks one this build expects', async () => {
    const [last] = await db.$queryRaw<{ id: string; name: string }[]>`
      SELECT id, migration_name AS name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1`;
    await db.$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = finished_at WHERE id = ${last!.id}`;
    await nextLook();
    try {
      const readiness = await visitor.get(ready, '/api/ready');
      expect(readiness.status).toBe(503);
      expect(readiness.body).toEqual({ status: 'failing', checks: { database: 'ok', migrations: 'failing' } });
      expect((await visitor.get(health, '/api/health')).status).toBe(503);
    } finally {
      await db.$executeRaw`UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE id = ${last!.id}`;
    }
    await nextLook();
    expect((await visitor.get(ready, '/api/ready')).status).toBe(200);
  });

  it('answer 503 when the database hangs, with one query for every caller meanwhile', async () => {
    await nextLook();
    let answer!: (rows: unknown) => void;
    const hanging = new Promise((resolve) => (answer = resolve));
    const query = vi.spyOn(db, '$queryRaw').mockImplementation((() => hanging) as never);
    try {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 20 }, () => visitor.get(ready, '/api/ready')));
      expect(Date.now() - started).toBeLessThan(CHECK_TIMEOUT_MS + 1_000);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ status: 'failing', checks: { database: 'failing', migrations: 'failing' } });
      }
      // Still hanging: a later caller waits on the same query, not a new one.
      expect((await visitor.get(health, '/api/health')).status).toBe(503);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
      answer([]);
    }
    await nextLook();
    expect((await visitor.get(ready, '/api/ready')).status).toBe(200);
  });

  it('look at the database at most once a second however many ask', async () => {
    await nextLook();
    const query = vi.spyOn(db, '$queryRaw');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => visitor.get(i % 2 ? health : ready, i % 2 ? '/api/health' : '/api/ready')),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(query).toHaveBeenCalledTimes(1);
    await nextLook();
    await visitor.get(ready, '/api/ready');
    expect(query).toHaveBeenCalledTimes(2);
    query.mockRestore();
  });

  it('count a worker whose round hangs, or that stopped running rounds, as failing', async () => {
    let finish!: () => void;
    const hanging = workerLoop('Health test loop', () => new Promise<void>((resolve) => (finish = resolve)));
    expect(hanging.claimStart()).toBe(true);
    hanging.kick();
    const now = Date.now();
    expect(workerLoopsAlive(now)['Health test loop']).toBe(true);
    expect(workerLoopsAlive(now + 6 * 60_000)['Health test loop']).toBe(false);
    finish();
    await hanging.idle();
    expect(workerLoopsAlive(Date.now())['Health test loop']).toBe(true);
    expect(workerLoopsAlive(Date.now() + 2 * 60_000)['Health test loop']).toBe(false);
    const live = await visitor.get(health, '/api/health');
    expect(live.body.checks.worker).toBe('ok');
  });
});
