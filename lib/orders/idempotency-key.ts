import 'server-only';
import { createHash } from 'node:crypto';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { hitRateLimit, RATE_LIMITS } from '@/lib/auth/rate-limit';
import { isUniqueViolation } from '@/lib/api/prisma-errors';

// The Idempotency-Key of POST /api/orders (DESIGN.md section 5): kept 24 h,
// scoped to its claimant. The first request claims it for a lease; a retry
// waits for it, takes over a claim whose request died, or gets its order.

const KEY_TTL_MS = 24 * 60 * 60 * 1000;
const WAIT_FOR_FIRST_MS = 5000;
/**
 * How long a claim is held by the request that made it. The work it covers is
 * bounded (the transaction waits at most 15 s to start and runs at most 15 s),
 * so a live request never outlives its lease and needs no renewal; a claim
 * whose lease has passed belongs to a request that died (issue 9, finding 3).
 */
export const CLAIM_LEASE_MS = 45_000;

export const sha = (value: string) => createHash('sha256').update(value).digest('hex');

export type KeyRecord = { id: number; status: string; requestHash: string; orderId: number | null };

/** Keys past their 24 h are deleted at most once a minute, not on every order. */
const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

async function sweepExpiredKeys(): Promise<void> {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  await db.idempotencyRecord.deleteMany({ where: { expiresAt: { lt: new Date() } } });
}

export async function claimKey(userId: number, key: string, requestHash: string): Promise<KeyRecord> {
  await sweepExpiredKeys();
  let created: KeyRecord | null = null;
  try {
    created = await db.idempotencyRecord.create({
      data: {
        userId,
        key,
        requestHash,
        status: 'processing',
        leaseExpiresAt: new Date(Date.now() + CLAIM_LEASE_MS),
        expiresAt: new Date(Date.now() + KEY_TTL_MS),
      },
      select: { id: true, status: true, requestHash: true, orderId: true },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  if (created) {
    // Only new keys count towards the limit: retries of one order are free.
    try {
      await hitRateLimit(`orders:${userId}`, RATE_LIMITS.orders);
    } catch (error) {
      await db.idempotencyRecord.delete({ where: { id: created.id } });
      throw error;
    }
    return created;
  }
  // Someone holds this key: wait for the first request to finish, or take
  // over a claim whose request died (its lease passed and no order came of it).
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const existing = await db.idempotencyRecord.findUnique({
      where: { userId_key: { userId, key } },
      select: { id: true, status: true, requestHash: true, orderId: true, leaseExpiresAt: true, expiresAt: true },
    });
    if (existing && existing.expiresAt <= new Date()) {
      // Past its 24 h, not yet swept: the key is free again.
      await db.idempotencyRecord.deleteMany({ where: { id: existing.id, expiresAt: { lte: new Date() } } });
      continue;
    }
    if (!existing) return claimKey(userId, key, requestHash);
    if (existing.status === 'completed') return existing;
    if (existing.leaseExpiresAt && existing.leaseExpiresAt <= new Date()) {
      if (existing.requestHash.split(':')[0] !== requestHash.split(':')[0])
        throw new AppError('idempotency_key_reused');
      // Conditional: of two retries after the same crash, one takes the claim, the other waits for it.
      const now = new Date();
      const taken = await db.idempotencyRecord.updateMany({
        where: { id: existing.id, status: 'processing', leaseExpiresAt: { lte: now } },
        data: { requestHash, leaseExpiresAt: new Date(now.getTime() + CLAIM_LEASE_MS) },
      });
      if (taken.count === 1) return { id: existing.id, status: 'processing', requestHash, orderId: null };
      continue;
    }
    if (Date.now() > deadline)
      throw new AppError('conflict', { message: 'Tu pedido se está procesando. Espera un momento.' });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Whether a retry is the request that claimed the key: the same body, and the
 * same cart, or an empty one (the first request turned the cart into the order).
 */
export function isSameRequest(record: KeyRecord, bodyHash: string, cartHash: string): boolean {
  const [storedBody, storedCart] = record.requestHash.split(':');
  return storedBody === bodyHash && (cartHash === storedCart || cartHash === sha(JSON.stringify([])));
}
