import { describe, expect, it } from 'vitest';
import { workerLoop } from '@/lib/jobs/worker-loop';
import { requestContext } from '../../scripts/json-logs.mjs';

// The server logs each line with the id of the request being served
// (scripts/json-logs.mjs). A worker round that a request kicked is not that
// request's work: its lines carry no request id, now or in later rounds.

describe('background work started by a request', () => {
  it('runs outside that request', async () => {
    const seen: unknown[] = [];
    const loop = workerLoop('Background context test', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(requestContext.getStore());
    });
    await requestContext.run({ requestId: 'a-request' }, async () => {
      expect(requestContext.getStore()).toEqual({ requestId: 'a-request' });
      loop.kick();
      loop.kick();
    });
    await loop.idle();
    expect(seen).toEqual([undefined, undefined]);
  });
});
