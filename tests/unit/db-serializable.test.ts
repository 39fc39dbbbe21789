import { describe, expect, it, vi } from 'vitest';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import {
  SERIALIZATION_ATTEMPTS,
  isSerializationFailure,
  retryingSerializableTransactions,
} from '@/lib/db/serializable';

// PostgreSQL's side of decision 030: every interactive transaction runs
// SERIALIZABLE and is run again when the database aborts it as a conflict.

const conflict = () =>
  Object.assign(new Error('Transaction failed due to a write conflict or a deadlock'), { code: 'P2034' });

function fakeClient(outcomes: Array<Error | string>) {
  const calls: Array<{ arg: unknown; options: unknown }> = [];
  const client = {
    $transaction: vi.fn(async (arg: unknown, options?: unknown) => {
      calls.push({ arg, options });
      const outcome = outcomes[Math.min(calls.length, outcomes.length) - 1]!;
      if (outcome instanceof Error) throw outcome;
      return outcome;
    }),
    user: { marker: 'kept' },
  };
  return { client: retryingSerializableTransactions(client as unknown as PrismaClient), calls };
}

describe('isSerializationFailure', () => {
  it('knows Prisma’s P2034 and PostgreSQL’s 40001 and 40P01, and nothing else', () => {
    expect(isSerializationFailure(conflict())).toBe(true);
    // node-postgres' own error, and a raw query's, carry the SQLSTATE.
    expect(isSerializationFailure(Object.assign(new Error('could not serialize access'), { code: '40001' }))).toBe(
      true,
    );
    expect(isSerializationFailure(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(true);
    expect(
      isSerializationFailure(Object.assign(new Error('Raw query failed'), { code: 'P2010', meta: { code: '40001' } })),
    ).toBe(true);
    // A message is not a code: an address in Segovia (40001) is no conflict.
    expect(isSerializationFailure(new Error('Calle Real 1, 40001 Segovia: could not serialize access'))).toBe(false);
    expect(isSerializationFailure(new Error('deadlock detected'))).toBe(false);
    // A refused COMMIT reaches the caller as the driver adapter's own error.
    const refusedCommit = Object.assign(new Error('TransactionWriteConflict'), {
      name: 'DriverAdapterError',
      cause: { kind: 'TransactionWriteConflict', originalCode: '40001' },
    });
    expect(isSerializationFailure(refusedCommit)).toBe(true);
    expect(
      isSerializationFailure(Object.assign(new Error('x'), { cause: { kind: 'UniqueConstraintViolation' } })),
    ).toBe(false);
    expect(isSerializationFailure(Object.assign(new Error('Unique constraint failed'), { code: 'P2002' }))).toBe(false);
    expect(isSerializationFailure('P2034')).toBe(false);
    expect(isSerializationFailure(null)).toBe(false);
  });
});

describe('retryingSerializableTransactions', () => {
  it('runs a transaction SERIALIZABLE and again after each conflict, until it commits', async () => {
    const { client, calls } = fakeClient([conflict(), conflict(), 'committed']);
    await expect(client.$transaction(async () => 'work')).resolves.toBe('committed');
    expect(calls).toHaveLength(3);
    for (const call of calls) expect(call.options).toMatchObject({ isolationLevel: 'Serializable', maxWait: 10_000 });
  });

  it('keeps the caller’s own options', async () => {
    const { client, calls } = fakeClient(['committed']);
    await client.$transaction(async () => 'work', { timeout: 20_000 });
    expect(calls[0]!.options).toEqual({ isolationLevel: 'Serializable', maxWait: 10_000, timeout: 20_000 });
  });

  it('does not run again what failed for another reason', async () => {
    const unique = Object.assign(new Error('Unique constraint failed'), { code: 'P2002' });
    const { client, calls } = fakeClient([unique, 'committed']);
    await expect(client.$transaction(async () => 'work')).rejects.toBe(unique);
    expect(calls).toHaveLength(1);
  });

  it(`gives up after ${SERIALIZATION_ATTEMPTS} conflicts and says why`, async () => {
    const { client, calls } = fakeClient([conflict()]);
    await expect(client.$transaction(async () => 'work')).rejects.toMatchObject({ code: 'P2034' });
    expect(calls).toHaveLength(SERIALIZATION_ATTEMPTS);
  }, 20_000);

  it('passes a batch through once, at the database’s default isolation', async () => {
    const { client, calls } = fakeClient([conflict()]);
    const batch = [Promise.resolve(1)];
    await expect(client.$transaction(batch as never)).rejects.toMatchObject({ code: 'P2034' });
    expect(calls).toEqual([{ arg: batch, options: undefined }]);
  });

  it('leaves everything else of the client as it was', () => {
    const { client } = fakeClient(['committed']);
    expect((client as unknown as { user: { marker: string } }).user.marker).toBe('kept');
  });
});
